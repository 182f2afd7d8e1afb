// The map is a third-party frame: it loads when asked for, or once half of it
// has stayed on screen for a second, so opening the Contact page makes no
// request to the map host. Not as soon as it scrolls near: the frame's load (a
// page of its own to parse, run and paint) held the main thread for 130-200 ms
// at 4x CPU, and landed on the tap that came next (the form's Send, an FAQ item
// below the map: issue 22's first tap).
import { AspectRatio } from '@chakra-ui/react/aspect-ratio';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { MapPin } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { mapEmbedUrl } from '../../../../contract/site-content';
import type { ContactDetails } from '../../../../contract/site-content-schemas';
import { fullAddress } from '../../lib/site-content';

/** How long half the map stays on screen before it loads by itself. */
export const MAP_DWELL_MS = 1000;

export function LazyMap({ contact }: { contact: ContactDetails }) {
  const [load, setLoad] = useState(false);
  const holder = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (load || typeof IntersectionObserver === 'undefined' || !holder.current) return;
    let dwell: ReturnType<typeof setTimeout> | undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        clearTimeout(dwell);
        if (entries.some((e) => e.isIntersecting)) dwell = setTimeout(() => setLoad(true), MAP_DWELL_MS);
      },
      { threshold: 0.5 },
    );
    observer.observe(holder.current);
    return () => {
      clearTimeout(dwell);
      observer.disconnect();
    };
  }, [load]);

  return (
    <AspectRatio ratio={4 / 3} ref={holder} rounded="xl" overflow="hidden" borderWidth="1px">
      {load ? (
        <iframe
          src={mapEmbedUrl(contact.mapLocation)}
          title={`Map showing ${fullAddress(contact)}`}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          style={{ border: 0 }}
        />
      ) : (
        <Box bg="bg.muted">
          <Stack align="center" gap="3" textAlign="center" px="4">
            <Box color="brand.fg">
              <MapPin size={32} aria-hidden="true" />
            </Box>
            <Text color="fg.muted" fontSize="sm">
              {fullAddress(contact)}
            </Text>
            <Button size="sm" colorPalette="brand" variant="outline" onClick={() => setLoad(true)}>
              Show map
            </Button>
          </Stack>
        </Box>
      )}
    </AspectRatio>
  );
}
