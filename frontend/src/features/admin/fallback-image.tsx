// Admin images fall back to the placeholder when they fail to load: a broken URL shows, not a hole.
import { Image, type ImageProps } from '@chakra-ui/react/image';
import { useEffect, useState } from 'react';

export const PLACEHOLDER_IMAGE = '/images/placeholder.webp';

export function FallbackImage({ src, ...props }: ImageProps & { src: string }) {
  const [current, setCurrent] = useState(src);
  useEffect(() => setCurrent(src), [src]);
  return (
    <Image
      {...props}
      src={current || PLACEHOLDER_IMAGE}
      // Once only: a missing placeholder must not loop.
      onError={() => setCurrent((now) => (now === PLACEHOLDER_IMAGE ? now : PLACEHOLDER_IMAGE))}
    />
  );
}
