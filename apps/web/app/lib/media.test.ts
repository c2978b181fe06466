import { describe, expect, it } from 'vitest';
import { absoluteMediaUrl, mediaUrl, responsiveImage, variantUrl } from './media';

const path = 'uploads/products/0ae8b038-ef33-49a9-a7d2-12179fbe5492.webp';
const base = '/uploads/products/0ae8b038-ef33-49a9-a7d2-12179fbe5492';

describe('media URLs', () => {
  it('are root-relative for stored paths and unchanged otherwise', () => {
    expect(mediaUrl(path)).toBe(`${base}.webp`);
    expect(mediaUrl('/storage/uploads/a.webp')).toBe('/storage/uploads/a.webp');
    expect(mediaUrl('https://cdn.example/a.jpg')).toBe('https://cdn.example/a.jpg');
  });

  it('name the 320 and 640 variants; 1280 is the plain file', () => {
    expect(variantUrl(path, 320)).toBe(`${base}-320.webp`);
    expect(variantUrl(path, 640)).toBe(`${base}-640.webp`);
    expect(variantUrl(path, 1280)).toBe(`${base}.webp`);
  });

  it('give a srcset of every width for pipeline images', () => {
    expect(responsiveImage(path)).toEqual({
      src: `${base}-640.webp`,
      srcSet: `${base}-320.webp 320w, ${base}-640.webp 640w, ${base}.webp 1280w`,
    });
    expect(responsiveImage(path, 1280).src).toBe(`${base}.webp`);
  });

  it('give a plain src for anything else', () => {
    expect(responsiveImage('uploads/qrs/a.png')).toEqual({ src: '/uploads/qrs/a.png' });
    expect(responsiveImage(`${base.slice(1)}-320.webp`)).toEqual({ src: `${base}-320.webp` });
    expect(responsiveImage('https://cdn.example/a.webp')).toEqual({
      src: 'https://cdn.example/a.webp',
    });
  });

  it('are made absolute for Open Graph', () => {
    expect(absoluteMediaUrl('https://voski.am', path)).toBe(`https://voski.am${base}.webp`);
    expect(absoluteMediaUrl('https://voski.am', 'https://cdn.example/a.jpg')).toBe(
      'https://cdn.example/a.jpg',
    );
  });
});
