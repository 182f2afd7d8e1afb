// The map is a third-party frame: it loads only when scrolled near or when
// asked for, so opening the Contact page makes no request to the map host.
import { AspectRatio } from '@chakra-ui/react/aspect-ratio';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { MapPin } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { mapEmbedUrl } from '../../../../contract/site-content';
import type { ContactDetails } from '../../../../contract/schemas';
import { fullAddress } from '../../lib/site-content';

export function LazyMap({ contact }: { contact: ContactDetails }) {
  const [load, setLoad] = useState(false);
  const holder = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (load || typeof IntersectionObserver === 'undefined' || !holder.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setLoad(true);
      },
      { rootMargin: '200px' },
    );
    observer.observe(holder.current);
    return () => observer.disconnect();
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
