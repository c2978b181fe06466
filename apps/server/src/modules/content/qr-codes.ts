import QRCode from 'qrcode';
import type { MediaStore } from '../media/store.ts';

/** Where the storefront's blog posts live: a post's address is this and its id. */
export const blogPostsAt = (publicUrl: string) => `${publicUrl}/blog/`;

/** The storefront address of a blog post, as its QR code encodes it. */
export const blogPostUrl = (publicUrl: string, id: number) => `${blogPostsAt(publicUrl)}${id}`;

/** Draws `url` as a QR code and stores it like any image; answers the stored path. */
export async function storeQrCode(media: MediaStore, url: string): Promise<string> {
  const png = await QRCode.toBuffer(url, {
    type: 'png',
    width: 640,
    margin: 2,
    errorCorrectionLevel: 'M',
  });
  return media.store('qrs', png);
}
