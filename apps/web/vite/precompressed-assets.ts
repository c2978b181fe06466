import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside each text file of the client build, at the
 * best ratio, once: the server sends them as they are (@fastify/static's preCompressed), so a
 * phone downloads less than the per-response compressor's quick setting gives, and the server
 * spends no CPU on each request for a file that never changes. A proxy can send them too
 * (nginx's gzip_static and brotli_static).
 */

const TEXT_FILE = /\.(js|mjs|css|json|svg|txt|xml|webmanifest)$/;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

type Encoding = 'br' | 'gz';

/**
 * The compressed copies of a file's content that are smaller than it. Small files too: the
 * server's compressor would otherwise compress a streamed file of any size on each request.
 */
export async function compressedCopies(
  content: Buffer,
): Promise<Partial<Record<Encoding, Buffer>>> {
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  const copies: Partial<Record<Encoding, Buffer>> = {};
  if (br.length < content.length) copies.br = br;
  if (gz.length < content.length) copies.gz = gz;
  return copies;
}

/** Writes `file.br` and `file.gz` beside `file` when they are smaller; the names written. */
export async function precompress(file: string): Promise<string[]> {
  const copies = await compressedCopies(await readFile(file));
  const written = Object.entries(copies).map(async ([encoding, body]) => {
    await writeFile(`${file}.${encoding}`, body);
    return `${file}.${encoding}`;
  });
  return Promise.all(written);
}

/** Every text file under `dir`, at any depth. */
async function textFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && TEXT_FILE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Precompresses the client build in `clientDir` (relative to Vite's root) once the server build
 * has closed: React Router builds the client first, then the server, and writes its browser
 * manifest (assets/manifest-*.js) into the client's directory during the server build.
 */
export function precompressedAssets({ clientDir }: { clientDir: string }): Plugin {
  let root = '';
  return {
    name: 'voski:precompressed-assets',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'ssr',
    configResolved(config) {
      root = config.root;
    },
    async closeBundle() {
      const files = await textFiles(path.resolve(root, clientDir));
      await Promise.all(files.map(precompress));
    },
  };
}
