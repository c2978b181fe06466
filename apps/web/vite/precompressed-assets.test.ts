import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressedCopies, precompress } from './precompressed-assets';

const script = Buffer.from(
  Array.from({ length: 400 }, (_, i) => `export const value${i} = ${i} * 2;`).join('\n'),
);

describe('compressedCopies', () => {
  it('gives brotli and gzip copies that decompress to the content, smaller than it', async () => {
    const { br, gz } = await compressedCopies(script);
    expect(br!.length).toBeLessThan(gz!.length);
    expect(gz!.length).toBeLessThan(script.length);
    expect(brotliDecompressSync(br!).equals(script)).toBe(true);
    expect(gunzipSync(gz!).equals(script)).toBe(true);
  });

  it('gives no copy that would be larger than the content', async () => {
    expect(await compressedCopies(randomBytes(4096))).toEqual({});
  });
});

describe('precompress', () => {
  it('writes the copies beside the file', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'precompress-'));
    try {
      const file = path.join(dir, 'chunk.js');
      await writeFile(file, script);
      expect((await precompress(file)).sort()).toEqual([`${file}.br`, `${file}.gz`]);
      expect(brotliDecompressSync(await readFile(`${file}.br`)).equals(script)).toBe(true);
      expect(gunzipSync(await readFile(`${file}.gz`)).equals(script)).toBe(true);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
