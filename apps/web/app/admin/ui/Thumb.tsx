import { variantUrl } from '../../lib/media';

/** A small picture of a stored image for tables: square unless a height is given. */
export function Thumb({
  path,
  alt,
  size = 48,
  height = size,
}: {
  path: string | null;
  alt: string;
  size?: number;
  height?: number;
}) {
  const box = { width: size, height, borderRadius: 4, background: '#f5f5f5' };
  if (!path) return <div style={box} />;
  return (
    <img
      src={variantUrl(path, 320)}
      alt={alt}
      width={size}
      height={height}
      loading="lazy"
      style={{ ...box, objectFit: 'cover', display: 'block' }}
    />
  );
}
