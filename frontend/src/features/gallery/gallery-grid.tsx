// The image grid (1/2/3 columns by width) and its lightbox. Tiles are
// buttons, so a click or Enter/Space opens the lightbox at that image.
import { Box } from '@chakra-ui/react/box';
import { Image } from '@chakra-ui/react/image';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { chakra } from '@chakra-ui/react/styled-system';
import { Text } from '@chakra-ui/react/text';
import { memo, useCallback, useState, type SyntheticEvent } from 'react';
import type { GalleryPhoto } from '../../content/gallery';
import { EARLY_ATTRIBUTE } from '../../lib/hydration-signals';
import { earlyState } from '../../lib/early-state';
import { captionOf, earlyLightboxIndex, Lightbox } from './lightbox';

const PLACEHOLDER = '/images/placeholder.webp';

function onImageError(e: SyntheticEvent<HTMLImageElement>) {
  if (!e.currentTarget.src.endsWith(PLACEHOLDER)) e.currentTarget.src = PLACEHOLDER;
}

/** Memoised: opening, moving or closing the lightbox re-renders the lightbox, not every tile. */
const Tile = memo(function Tile({ photo, index, onOpen }: { photo: GalleryPhoto; index: number; onOpen: (index: number) => void }) {
  return (
    <Box as="li">
      <chakra.button
        type="button"
        onClick={() => onOpen(index)}
        aria-label={`Open image: ${photo.title}`}
        aria-haspopup="dialog"
        // What the head script shows in the lightbox before the app runs (boot/enhance.ts).
        {...{ [EARLY_ATTRIBUTE]: 'lightbox-open' }}
        data-index={index}
        data-src={photo.imageUrl}
        data-alt={photo.alt}
        data-title={photo.title}
        data-caption={captionOf(photo)}
        display="block"
        width="full"
        position="relative"
        overflow="hidden"
        rounded="lg"
        shadow="md"
        cursor="zoom-in"
        className="group"
        _focusVisible={{ outline: '3px solid', outlineColor: 'purple.500', outlineOffset: '2px' }}
      >
        <Image
          src={photo.imageUrl}
          srcSet={photo.srcSet}
          // The grid's columns: 1 below sm, 2 below lg, 3 from lg (max content width ~72rem).
          sizes={photo.srcSet ? '(min-width: 62em) 24rem, (min-width: 30em) 50vw, 100vw' : undefined}
          alt={photo.alt}
          htmlWidth={photo.width}
          htmlHeight={photo.height}
          loading="lazy"
          decoding="async"
          onError={onImageError}
          width="full"
          height="auto"
          aspectRatio={4 / 3}
          fit="cover"
          transition="transform 0.3s ease"
          _groupHover={{ transform: 'scale(1.05)' }}
        />
        {/* Spans: a button may only hold phrasing content. */}
        <Box
          as="span"
          display="block"
          position="absolute"
          insetX="0"
          bottom="0"
          p="3"
          bgGradient="to-t"
          gradientFrom="blackAlpha.800"
          gradientTo="transparent"
          color="white"
          textAlign="start"
        >
          <Text as="span" display="block" fontWeight="semibold">
            {photo.title}
          </Text>
        </Box>
      </chakra.button>
    </Box>
  );
});

export function GalleryGrid({ photos }: { photos: readonly GalleryPhoto[] }) {
  // Opened by the head script before the app took over: still open at that photo.
  const [openIndex, setOpenIndex] = useState<number | null>(() => earlyState(earlyLightboxIndex, null));
  const close = useCallback(() => setOpenIndex(null), []);

  return (
    <>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap={{ base: 4, md: 6 }}>
        {photos.map((photo, i) => (
          <Tile key={photo.id} photo={photo} index={i} onOpen={setOpenIndex} />
        ))}
      </SimpleGrid>
      <Lightbox items={photos} index={openIndex} onIndexChange={setOpenIndex} onClose={close} />
    </>
  );
}
