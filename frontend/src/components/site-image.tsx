// A sized <img> (no layout shift) that is lazy unless it is above the fold.
import { Image, type ImageProps } from '@chakra-ui/react/image';
import type { SiteImage as SiteImageData } from '../content/images';

export function SiteImage({ image, priority, alt, ...props }: { image: SiteImageData; priority?: boolean; alt?: string } & Omit<ImageProps, 'src'>) {
  return (
    <Image
      src={image.src}
      width={image.width}
      height={image.height}
      // Chakra reads width/height as CSS (and w/h props override them), so the
      // HTML attributes that reserve the image's box before it loads are these.
      htmlWidth={image.width}
      htmlHeight={image.height}
      alt={alt ?? image.alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      {...props}
    />
  );
}
