// The gallery lightbox (docs/PRODUCT-RULES.md, Gallery): closed, or open at an index; close, previous,
// next and a caption (description, else title). Escape closes, arrows move and
// wrap. While open the page cannot scroll, Tab stays inside, and on close
// focus goes back to whatever opened it (the tile).
import { Box } from '@chakra-ui/react/box';
import { IconButton } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Image } from '@chakra-ui/react/image';
import { Portal } from '@chakra-ui/react/portal';
import { Text } from '@chakra-ui/react/text';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { useScrollLock } from '../../lib/use-scroll-lock';

export type LightboxItem = { id: string; title: string; description?: string; imageUrl: string; alt?: string };

type Props = {
  items: readonly LightboxItem[];
  /** null: closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
};

/** Next/previous index with wrap-around. */
export const wrapIndex = (index: number, length: number) => ((index % length) + length) % length;

export const captionOf = (item: LightboxItem) => item.description?.trim() || item.title;

export function Lightbox({ items, index, onIndexChange, onClose }: Props) {
  const open = index !== null && items.length > 0;
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  useScrollLock(open);

  // Remember the opener before focus moves in; give it back on close.
  useLayoutEffect(() => {
    if (!open) return;
    opener.current = document.activeElement as HTMLElement | null;
    closeRef.current?.focus();
    return () => {
      const target = opener.current;
      opener.current = null;
      if (target && document.contains(target)) target.focus();
    };
  }, [open]);

  const current = open ? wrapIndex(index, items.length) : 0;
  const go = (step: number) => onIndexChange(wrapIndex(current + step, items.length));

  // Keys work wherever focus is while the lightbox is open.
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.preventDefault();
        onClose();
      } else if (e.key === 'ArrowRight') {
        e.preventDefault();
        onIndexChange(wrapIndex(current + 1, items.length));
      } else if (e.key === 'ArrowLeft') {
        e.preventDefault();
        onIndexChange(wrapIndex(current - 1, items.length));
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, current, items.length, onClose, onIndexChange]);

  if (!open) return null;
  const item = items[current];
  const caption = captionOf(item);

  const trapTab = (e: ReactKeyboardEvent) => {
    if (e.key !== 'Tab' || !dialogRef.current) return;
    const focusable = Array.from(dialogRef.current.querySelectorAll<HTMLElement>('button:not([disabled])'));
    if (focusable.length === 0) return;
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  };

  const navButton = { variant: 'ghost', color: 'white', size: 'lg', rounded: 'full', _hover: { bg: 'whiteAlpha.300' } } as const;

  return (
    <Portal>
      <Flex
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-label={`Image viewer: ${item.title}`}
        onKeyDown={trapTab}
        onClick={(e) => {
          if (e.target === e.currentTarget) onClose();
        }}
        position="fixed"
        inset="0"
        zIndex="modal"
        bg="blackAlpha.900"
        direction="column"
        align="center"
        justify="center"
        p={{ base: 2, md: 8 }}
        animationName="fade-in"
        animationDuration="fast"
      >
        <IconButton ref={closeRef} aria-label="Close" position="absolute" top={{ base: 2, md: 4 }} right={{ base: 2, md: 4 }} onClick={onClose} {...navButton}>
          <X />
        </IconButton>
        <Flex align="center" gap={{ base: 1, md: 4 }} maxW="full" onClick={(e) => e.target === e.currentTarget && onClose()}>
          <IconButton aria-label="Previous image" onClick={() => go(-1)} {...navButton}>
            <ChevronLeft />
          </IconButton>
          <Box as="figure" m="0" display="flex" flexDirection="column" alignItems="center" gap="3">
            <Image
              key={item.id}
              src={item.imageUrl}
              alt={item.alt ?? item.title}
              maxH={{ base: '65vh', md: '75vh' }}
              maxW={{ base: 'calc(100vw - 112px)', md: 'calc(100vw - 220px)' }}
              fit="contain"
              rounded="md"
              animationName="fade-in"
              animationDuration="moderate"
            />
            <Box as="figcaption" textAlign="center" color="white" maxW="3xl">
              {caption !== item.title && <Text fontWeight="semibold">{item.title}</Text>}
              <Text opacity={caption !== item.title ? 0.85 : 1} fontWeight={caption !== item.title ? 'normal' : 'semibold'}>
                {caption}
              </Text>
            </Box>
          </Box>
          <IconButton aria-label="Next image" onClick={() => go(1)} {...navButton}>
            <ChevronRight />
          </IconButton>
        </Flex>
        <Text mt="3" fontSize="sm" color="white" opacity={0.7} aria-live="polite">
          {current + 1} / {items.length}
        </Text>
      </Flex>
    </Portal>
  );
}
