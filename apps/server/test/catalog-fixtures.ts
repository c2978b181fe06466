import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { DescribedProduct, Product } from '@voski/contract';
import type { TestApp } from './harness.ts';

export interface FilePart {
  field: string;
  data: Buffer;
  name?: string;
  type?: string;
}

/** A multipart body as a browser's FormData would send it: bytes and content type. */
export async function multipart(
  fields: Record<string, string | number | (string | number)[]>,
  files: FilePart[] = [],
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const v of [value].flat()) form.append(name, String(v));
  }
  for (const f of files) {
    const blob = new Blob([new Uint8Array(f.data)], { type: f.type ?? 'image/jpeg' });
    form.append(f.field, blob, f.name ?? 'photo.jpg');
  }
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    headers: { 'content-type': response.headers.get('content-type')! },
  };
}

/** A small solid-colour image in the given format. */
export function image(
  format: 'jpeg' | 'png' | 'webp' | 'avif' | 'gif' = 'jpeg',
  width = 48,
  height = 32,
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#b08d57' } })
    .toFormat(format)
    .toBuffer();
}

/** Files under uploads/<folder>, sorted; none when the folder does not exist. */
export async function uploads(t: TestApp, folder = 'products'): Promise<string[]> {
  try {
    return (await readdir(path.join(t.dataDir, 'uploads', folder))).sort();
  } catch {
    return [];
  }
}

/** A list's product carries no descriptions; its page answers them, empty when none were set. */
export const noDescriptions = { description: '', description_en: '', description_ru: '' };

export const validProduct = {
  title: 'Մատանի «Արև»',
  title_en: 'Ring “Sun”',
  title_ru: 'Кольцо «Солнце»',
  model: 'VS-2001',
  weight: '3.5',
  metal: 'Ոսկի',
  metal_en: 'Gold',
  metal_ru: 'Золото',
  respect: '585',
  important: '0',
  status: '1',
  price: '150000',
};

/** Catalogue helpers that go through the API as the back-office would. */
export function catalogClient(t: TestApp, token: string) {
  return {
    async category(name: string, parent_id?: number, extra: Record<string, unknown> = {}) {
      const res = await t.request({
        method: 'POST',
        url: '/api/categories',
        token,
        payload: { name, name_en: `${name} en`, name_ru: `${name} ru`, parent_id, ...extra },
      });
      if (res.statusCode !== 201) throw new Error(`category ${name}: ${res.body}`);
      return res.json<{ data: { id: number } }>().data.id;
    },

    async product(
      fields: Record<string, string | number | (string | number)[]>,
      files: FilePart[] = [],
    ): Promise<DescribedProduct> {
      const res = await t.request({
        method: 'POST',
        url: '/api/products',
        token,
        ...(await multipart({ ...validProduct, ...fields }, files)),
      });
      if (res.statusCode !== 201) throw new Error(`product: ${res.statusCode} ${res.body}`);
      return res.json<{ data: DescribedProduct }>().data;
    },

    async get(url: string, as?: string) {
      const res = await t.request({ method: 'GET', url, token: as });
      return { status: res.statusCode, body: res.json() };
    },

    /** Titles (English) of a product list answer, in order. */
    async titles(url: string, as?: string): Promise<string[]> {
      const res = await t.request({ method: 'GET', url, token: as });
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
      return res.json<{ data: Product[] }>().data.map((p) => p.title_en);
    },
  };
}
