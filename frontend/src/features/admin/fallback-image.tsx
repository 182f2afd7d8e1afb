// Admin images fall back to the placeholder when they fail to load: a broken URL shows, not a hole.
import { Image, type ImageProps } from '@chakra-ui/react/image';
import { useState } from 'react';

export const PLACEHOLDER_IMAGE = '/images/placeholder.webp';

export function FallbackImage({ src, ...props }: ImageProps & { src: string }) {
  // Remembering which src failed (not the src to show) lets a new src try
  // again without an effect to reset the state.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  return (
    <Image
      {...props}
      src={src && failedSrc !== src ? src : PLACEHOLDER_IMAGE}
      // Once only: a missing placeholder sets the same state again, which does not re-render.
      onError={() => setFailedSrc(src)}
    />
  );
}
