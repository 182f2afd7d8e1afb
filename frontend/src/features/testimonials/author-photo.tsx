// The author's photo on a testimonial: a small round picture beside the name.
// Its box is fixed (4rem) and the img carries width and height, so the card
// does not jump while it loads; an uploaded photo offers its stored sizes
// (srcset) and the browser picks the 400 px one. A photo that fails to load
// is left out rather than shown broken.
import { Image } from '@chakra-ui/react/image';
import { useState } from 'react';
import { srcSetOf } from '../../../../contract/media';
import type { Story } from '../../content/testimonials';

const SIZE = 64;

export function AuthorPhoto({ story }: { story: Story }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const src = story.imageUrl;
  if (!src || failedSrc === src) return null;
  const uploaded = story.image && story.image.src === src ? story.image : undefined;
  return (
    <Image
      src={src}
      srcSet={uploaded ? srcSetOf(uploaded) : undefined}
      sizes={uploaded ? `${SIZE}px` : undefined}
      alt={`Photo of ${story.name}`}
      htmlWidth={uploaded?.width ?? SIZE}
      htmlHeight={uploaded?.height ?? SIZE}
      boxSize="16"
      objectFit="cover"
      rounded="full"
      loading="lazy"
      onError={() => setFailedSrc(src)}
    />
  );
}
