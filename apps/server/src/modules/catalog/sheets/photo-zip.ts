import yauzl from 'yauzl';
import {
  IMPORT_ZIP_ENTRIES_MAX,
  IMPORT_ZIP_MAX_MB,
  IMPORT_ZIP_UNPACKED_MAX_MB,
} from '@voski/contract';
import { HttpError } from '../../../http/errors.ts';
import { MAX_UPLOAD_BYTES, UPLOAD_FORMATS, inspectImage } from '../../media/images.ts';

export interface PhotoZipLimits {
  /** Entries in the ZIP at most, files and folders. */
  entries: number;
  /** What its files may claim to unpack to, added up. */
  unpackedBytes: number;
}

export const photoZipLimits: PhotoZipLimits = {
  entries: IMPORT_ZIP_ENTRIES_MAX,
  unpackedBytes: IMPORT_ZIP_UNPACKED_MAX_MB * 1024 * 1024,
};

const field = (status: number, message: string) =>
  new HttpError(status, message, { images: [message] });

export const notAZip = () => field(415, 'The photos must come as one ZIP file.');
export const zipTooLarge = () =>
  field(413, `The ZIP of photos may not be greater than ${IMPORT_ZIP_MAX_MB} MB.`);

/**
 * The photos of a ZIP sent beside a sheet, read by name one at a time, in memory: nothing is
 * unpacked to disk, so a name never reaches the file system. Opening reads only its directory
 * and refuses a ZIP that holds too many files (422), claims to unpack to too much (413: a zip
 * bomb), or names a file outside itself (`../`, an absolute path: 422). Reading a file checks
 * its real size against what the directory claims (yauzl) and stops at an upload's limit.
 */
export class PhotoZip {
  /** Entries by their path in the ZIP; file names (without folders) that only one entry has. */
  private readonly byBase = new Map<string, string | null>();
  private readonly checked = new Map<string, Promise<boolean>>();

  private constructor(
    private readonly zip: yauzl.ZipFile,
    private readonly entries: ReadonlyMap<string, yauzl.Entry>,
  ) {
    for (const path of entries.keys()) {
      const base = path.slice(path.lastIndexOf('/') + 1);
      this.byBase.set(base, this.byBase.has(base) ? null : path);
    }
  }

  static async open(data: Buffer, limits: PhotoZipLimits = photoZipLimits): Promise<PhotoZip> {
    const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
      yauzl.fromBuffer(
        data,
        { lazyEntries: true, decodeStrings: true, validateEntrySizes: true },
        (error, opened) => (error ? reject(notAZip()) : resolve(opened)),
      ),
    );
    // The directory says how many entries (files and folders) it has before any is read.
    if (zip.entryCount > limits.entries) {
      zip.close();
      throw tooManyFiles(limits);
    }
    const entries = new Map<string, yauzl.Entry>();
    let unpacked = 0;
    await new Promise<void>((resolve, reject) => {
      zip.on('entry', (entry: yauzl.Entry) => {
        const name = entry.fileName;
        // Folders, and the resource forks a Mac adds to the ZIPs it makes.
        if (!name.endsWith('/') && !name.startsWith('__MACOSX/')) {
          entries.set(name, entry);
          unpacked += entry.uncompressedSize;
          if (unpacked > limits.unpackedBytes) {
            return reject(
              field(
                413,
                `The photos in the ZIP may not unpack to more than ${Math.round(limits.unpackedBytes / 1024 / 1024)} MB.`,
              ),
            );
          }
        }
        zip.readEntry();
      });
      zip.on('end', () => resolve());
      zip.on('error', (error: Error) => {
        const outside =
          /^(absolute path|invalid relative path|invalid characters in fileName): (.*)$/s.exec(
            error.message,
          );
        reject(
          outside
            ? field(
                422,
                `The ZIP holds a file whose name leads outside it: ${outside[2]!.slice(0, 200)}`,
              )
            : notAZip(),
        );
      });
      zip.readEntry();
    }).catch((error: unknown) => {
      zip.close();
      throw error;
    });
    return new PhotoZip(zip, entries);
  }

  /**
   * The file a sheet's cell names: its path in the ZIP (`photos/ring-1.jpg`, a leading `./` or
   * `/` allowed), or its bare name when only one file in the ZIP has it.
   */
  resolve(name: string): string | undefined {
    const path = name
      .trim()
      .replace(/\\/g, '/')
      .replace(/^(\.\/|\/)+/, '');
    if (!path) return undefined;
    if (this.entries.has(path)) return path;
    return path.includes('/') ? undefined : (this.byBase.get(path) ?? undefined);
  }

  /** A file's bytes; throws when it is larger than an upload may be, encrypted or damaged. */
  read(path: string): Promise<Buffer> {
    const entry = this.entries.get(path);
    if (!entry) return Promise.reject(new Error(`no ${path}`));
    if (entry.uncompressedSize > MAX_UPLOAD_BYTES) return Promise.reject(new Error('too large'));
    return new Promise((resolve, reject) => {
      this.zip.openReadStream(entry, (error, stream) => {
        if (error) return reject(error);
        const parts: Buffer[] = [];
        let size = 0;
        stream.on('data', (part: Buffer) => {
          size += part.length;
          if (size > MAX_UPLOAD_BYTES) stream.destroy(new Error('too large'));
          else parts.push(part);
        });
        stream.on('error', reject);
        stream.on('end', () => resolve(Buffer.concat(parts)));
      });
    });
  }

  /** Whether a file is an image an upload may be (told by its content), each file checked once. */
  isImage(path: string): Promise<boolean> {
    let answer = this.checked.get(path);
    if (!answer) {
      answer = this.read(path)
        .then((data) => inspectImage(data, UPLOAD_FORMATS))
        .then(
          () => true,
          () => false,
        );
      this.checked.set(path, answer);
    }
    return answer;
  }

  close(): void {
    this.zip.close();
  }
}

const tooManyFiles = (limits: PhotoZipLimits) =>
  field(422, `The ZIP of photos may hold at most ${limits.entries} files and folders.`);
