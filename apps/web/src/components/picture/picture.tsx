// A stored picture (the API's pictureSchema: every width in srcset, its size, its main colour)
// as an <img>: the browser picks the width `sizes` asks for, the space is reserved by the
// width and height (no layout shift), the colour shows while it loads. A development's photos,
// its cards' covers, unit-type covers and floor plans use it.
import type { Picture as StoredPicture } from '@vitrina/contracts';

interface PictureProps {
  picture: StoredPicture;
  alt: string;
  /** How wide it is shown at each viewport width. */
  sizes: string;
  className?: string;
  /** The screen's largest picture: fetched at once, before scripts. Others load lazily. */
  priority?: boolean;
}

export function Picture({ picture, alt, sizes, className, priority = false }: PictureProps) {
  return (
    <img
      className={className}
      src={picture.url}
      srcSet={picture.srcset || undefined}
      sizes={picture.srcset ? sizes : undefined}
      width={picture.width}
      height={picture.height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      style={picture.color ? { backgroundColor: picture.color } : undefined}
    />
  );
}
