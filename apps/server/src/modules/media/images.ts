import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

/** Widths every stored image gets as WebP, so pages can offer a `srcset`. */
export const IMAGE_WIDTHS = [320, 640, 1280] as const;
const LARGEST = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;

/** `uploads/products/abc.webp` → `uploads/products/abc-320.webp` */
export function variantPath(relative: string, width: number): string {
  return width === LARGEST ? relative : relative.replace(/\.webp$/, `-${width}.webp`);
}

export class MediaStore {
  constructor(private readonly dataDir: string) {}

  get uploadsDir(): string {
    return path.join(this.dataDir, 'uploads');
  }

  /**
   * Stores an image as WebP at each width (never enlarged), metadata stripped by re-encoding.
   * Answers the path of the largest, relative to the site root, as the database keeps it.
   */
  async store(folder: string, input: Buffer): Promise<string> {
    const name = randomUUID();
    const relative = `uploads/${folder}/${name}.webp`;
    await mkdir(path.join(this.dataDir, 'uploads', folder), { recursive: true });
    try {
      await Promise.all(
        IMAGE_WIDTHS.map(async (width) => {
          const webp = await sharp(input)
            .rotate()
            .resize({ width, height: width, fit: 'inside', withoutEnlargement: true })
            .webp({ quality: 82 })
            .toBuffer();
          await writeFile(this.absolute(variantPath(relative, width)), webp);
        }),
      );
    } catch (error) {
      await this.remove(relative);
      throw error;
    }
    return relative;
  }

  /** Removes an image and all its variants; missing files are fine. */
  async remove(relative: string): Promise<void> {
    await Promise.all(
      IMAGE_WIDTHS.map((w) => rm(this.absolute(variantPath(relative, w)), { force: true })),
    );
  }

  private absolute(relative: string): string {
    const resolved = path.resolve(this.dataDir, relative);
    if (!resolved.startsWith(this.uploadsDir + path.sep)) {
      throw new Error(`Media path outside the uploads folder: ${relative}`);
    }
    return resolved;
  }
}
