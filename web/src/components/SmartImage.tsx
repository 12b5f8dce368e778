import { useState, type ImgHTMLAttributes } from 'react';
import { FALLBACK_IMAGE } from '../lib/constants.ts';
import { BusinessCover } from './BusinessCover.tsx';

interface SmartImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'width' | 'height'> {
  src: string | null | undefined;
  alt: string;
  /** Intrinsic size, so the page does not jump while the image loads. */
  width: number;
  height: number;
  /** Above the fold: load at once. */
  priority?: boolean;
  /** A business's picture: without a photo (or when it fails) its own drawn cover stands in, not the stock image. */
  cover?: { id: string; name: string };
}

/** An image with explicit size, lazy loading below the fold and a fallback (a business's cover) when it is missing or fails. */
export function SmartImage({ src, alt, width, height, priority = false, cover, className, ...rest }: SmartImageProps) {
  const [failed, setFailed] = useState(false);
  if (cover && (!src || failed)) return <BusinessCover id={cover.id} name={cover.name} className={className} />;
  return (
    <img
      {...rest}
      src={!src || failed ? FALLBACK_IMAGE : src}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      onError={() => setFailed(true)}
      className={className}
    />
  );
}
