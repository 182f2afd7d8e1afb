// The order of the photos on /gallery (docs/PRODUCT-RULES.md, Gallery order):
// drag a photo onto another's place, or use "Move up" / "Move down" (keyboard
// and touch), then save. Only the photos /gallery shows are listed; hidden
// ones keep their places for when they are shown again.
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Card } from '@chakra-ui/react/card';
import { Heading } from '@chakra-ui/react/heading';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { ArrowDown, ArrowUp, GripVertical } from 'lucide-react';
import { useState, type DragEvent } from 'react';
import useSWR from 'swr';
import type { GalleryItem } from '../../../../contract/schemas';
import { toaster } from '../../components/toaster';
import { ApiError, errorMessage } from '../../lib/api-error';
import { useAdminSession } from './admin-session';
import { FallbackImage } from './fallback-image';
import { MUTATION_FAILED } from './run-mutation';

/** The list with the item at `from` moved to `to`. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

export function GalleryOrderCard() {
  const { token, client } = useAdminSession();
  const saved = useSWR<GalleryItem[], unknown>(['admin', 'gallery-order', token], () => client.galleryOrder());
  // The order being arranged; null shows the saved one (so a reload needs no effect to copy it in).
  const [arranged, setArranged] = useState<GalleryItem[] | null>(null);
  const [dragged, setDragged] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);
  const order = arranged ?? saved.data ?? [];

  const changed = order.some((item, i) => item.id !== saved.data?.[i]?.id);
  const move = (from: number, to: number) => {
    if (to < 0 || to >= order.length || from === to) return;
    setArranged(moved(order, from, to));
  };

  async function save() {
    setSaving(true);
    try {
      const answer = await client.reorderGallery(order.map((item) => item.id));
      toaster.create({ type: 'success', title: answer.message });
      await saved.mutate(order, { revalidate: true });
      setArranged(null);
    } catch (error) {
      // A 401 already sent the admin to sign in; anything else keeps the arranged order on screen.
      if (!(error instanceof ApiError && error.status === 401)) toaster.create({ type: 'error', title: 'Error', description: errorMessage(error, MUTATION_FAILED) });
    } finally {
      setSaving(false);
    }
  }

  if (!saved.data || saved.data.length < 2) return null;
  return (
    <Card.Root mb="6">
      <Card.Header>
        <Heading as="h2" size="md">
          Order on the gallery page
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          Drag a photo to its place, or use Move up and Move down. Visitors see the new order once you save.
        </Text>
      </Card.Header>
      <Card.Body>
        <Stack as="ol" aria-label="Gallery order" gap="2" listStyleType="none" m="0" p="0">
          {order.map((item, i) => (
            <Box
              as="li"
              key={item.id}
              aria-label={item.title}
              draggable
              onDragStart={(e: DragEvent) => {
                if (e.dataTransfer) e.dataTransfer.effectAllowed = 'move';
                setDragged(i);
              }}
              onDragOver={(e: DragEvent) => e.preventDefault()}
              onDrop={(e: DragEvent) => {
                e.preventDefault();
                if (dragged !== null) move(dragged, i);
                setDragged(null);
              }}
              onDragEnd={() => setDragged(null)}
              opacity={dragged === i ? 0.5 : 1}
              borderWidth="1px"
              rounded="md"
              p="2"
              cursor="grab"
            >
              {/* On a phone the two buttons go under the title rather than past the screen's edge. */}
              <HStack gap="3" wrap="wrap">
                <GripVertical aria-hidden="true" />
                <FallbackImage src={item.image?.variants.at(-1)?.src ?? item.imageUrl} alt="" boxSize="10" minW="10" objectFit="cover" rounded="sm" loading="lazy" />
                <Text flex="1" minW="8rem" fontSize="sm" fontWeight="medium">
                  {i + 1}. {item.title}
                </Text>
                <HStack gap="1" ms="auto">
                  <Button size="xs" variant="ghost" aria-label={`Move up: ${item.title}`} disabled={i === 0} onClick={() => move(i, i - 1)}>
                    <ArrowUp aria-hidden="true" /> Move up
                  </Button>
                  <Button size="xs" variant="ghost" aria-label={`Move down: ${item.title}`} disabled={i === order.length - 1} onClick={() => move(i, i + 1)}>
                    <ArrowDown aria-hidden="true" /> Move down
                  </Button>
                </HStack>
              </HStack>
            </Box>
          ))}
        </Stack>
        <HStack mt="4" gap="2">
          <Button colorPalette="purple" size="sm" onClick={() => void save()} loading={saving} loadingText="Saving..." disabled={!changed}>
            Save order
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setArranged(null)} disabled={!changed || saving}>
            Undo changes
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
