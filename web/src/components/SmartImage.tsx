import { useState, type ImgHTMLAttributes } from 'react';
import { FALLBACK_IMAGE } from '../lib/constants.ts';

interface SmartImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'width' | 'height'> {
  src: string | null | undefined;
  alt: string;
  /** Intrinsic size, so the page does not jump while the image loads. */
  width: number;
  height: number;
  /** Above the fold: load at once. */
  priority?: boolean;
}

/** An image with explicit size, lazy loading below the fold and a fallback when it is missing or fails. */
export function SmartImage({ src, alt, width, height, priority = false, className, ...rest }: SmartImageProps) {
  const [failed, setFailed] = useState(false);
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
