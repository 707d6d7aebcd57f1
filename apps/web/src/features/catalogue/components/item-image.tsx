// An item's picture in the sizes the API stores (srcset/sizes), its space reserved by the
// known width and height, the dominant colour behind it while it loads; a calm placeholder
// when the item has no image (SPEC §2.6–2.7).
import { Armchair } from 'lucide-react';
import type { Item } from '@vitrina/contracts';
import styles from './item-image.module.css';

interface ItemImageProps {
  item: Item;
  /** The `sizes` attribute: how wide the picture is shown at each viewport width. */
  sizes: string;
  /** Pictures below the fold load lazily; the first ones load at once. */
  eager?: boolean;
  className?: string;
}

export function ItemImage({ item, sizes, eager = false, className }: ItemImageProps) {
  if (!item.image) {
    return (
      <span className={`${styles.frame} ${styles.placeholder} ${className ?? ''}`} data-testid="item-placeholder" aria-hidden="true">
        <Armchair size={40} strokeWidth={1.25} />
      </span>
    );
  }
  return (
    <span className={`${styles.frame} ${className ?? ''}`} style={{ backgroundColor: item.image_color ?? undefined }}>
      <img
        className={styles.img}
        src={item.image}
        srcSet={item.image_srcset ?? undefined}
        sizes={item.image_srcset ? sizes : undefined}
        width={item.image_width ?? 640}
        height={item.image_height ?? 480}
        loading={eager ? 'eager' : 'lazy'}
        // The first pictures are the screen's largest content: fetched before scripts.
        fetchPriority={eager ? 'high' : undefined}
        decoding="async"
        alt=""
      />
    </span>
  );
}
