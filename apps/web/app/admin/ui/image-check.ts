/** What the server accepts (apps/server media): these formats, at most 15 MB. */
export const MAX_IMAGE_BYTES = 15 * 1024 * 1024;
export const imageAccept = 'image/jpeg,image/png,image/webp,image/avif,image/gif';

export type ImageFormat = 'jpeg' | 'png' | 'gif' | 'webp' | 'avif';
export type ImageProblem = 'notImage' | 'tooLarge';

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, end));

/** The image format the first bytes of a file announce, or null. */
export function sniffImage(bytes: Uint8Array): ImageFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return 'jpeg';
  }
  if (ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  const gif = ascii(bytes, 0, 6);
  if (gif === 'GIF87a' || gif === 'GIF89a') return 'gif';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (ascii(bytes, 4, 8) === 'ftyp') {
    // the major brand, then the compatible brands, four bytes each
    const size = Math.min(
      bytes.length,
      (bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!,
    );
    for (let at = 8; at + 4 <= size; at += 4) {
      if (at === 12) continue; // the minor version
      const brand = ascii(bytes, at, at + 4);
      if (brand === 'avif' || brand === 'avis') return 'avif';
    }
  }
  return null;
}

/**
 * Why a chosen file cannot be uploaded, or null when it can: its declared type and its first
 * bytes must both say image, and it must not be larger than the server takes.
 */
export async function checkImageFile(file: Blob): Promise<ImageProblem | null> {
  if (file.type !== '' && !file.type.startsWith('image/')) return 'notImage';
  if (file.size > MAX_IMAGE_BYTES) return 'tooLarge';
  const head = new Uint8Array(await file.slice(0, 64).arrayBuffer());
  return sniffImage(head) ? null : 'notImage';
}
