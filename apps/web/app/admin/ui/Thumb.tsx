import { variantUrl } from '../../lib/media';

/** A small square picture of a stored image for tables. */
export function Thumb({
  path,
  alt,
  size = 48,
}: {
  path: string | null;
  alt: string;
  size?: number;
}) {
  if (!path) {
    return <div style={{ width: size, height: size, background: '#f5f5f5', borderRadius: 4 }} />;
  }
  return (
    <img
      src={variantUrl(path, 320)}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
      style={{ objectFit: 'cover', borderRadius: 4, background: '#f5f5f5', display: 'block' }}
    />
  );
}
