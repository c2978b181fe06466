import { describe, expect, it } from 'vitest';
import { paperFonts, textRuns } from './fonts.ts';
import { includedVat } from './paper-order.ts';

describe('the VAT a total includes', () => {
  it('is total × rate / (100 + rate), to the dram', () => {
    expect(includedVat(120_000, 20)).toBe(20_000);
    expect(includedVat(301_500, 20)).toBe(50_250);
    expect(includedVat(100, 20)).toBe(17); // 16.67
    expect(includedVat(1_000, 0)).toBe(0);
  });
});

describe('text runs', () => {
  const fonts = paperFonts();
  const faces = (text: string) => textRuns(fonts, 'regular', text).map((r) => [r.face, r.text]);

  it('draws each script in the face that has it, a space staying in the run', () => {
    expect(faces('Ring Մատանի 17 Кольцо №5')).toEqual([
      ['noto-sans-latin-regular', 'Ring '],
      ['noto-sans-armenian-armenian-regular', 'Մատանի '],
      ['noto-sans-latin-regular', '17 '],
      ['noto-sans-cyrillic-regular', 'Кольцо №'],
      ['noto-sans-latin-regular', '5'],
    ]);
  });

  it('finds letters beyond the basic sets (Latin extended) and keeps unknown ones', () => {
    expect(faces('Łódź')).toEqual([
      ['noto-sans-latin-ext-regular', 'Ł'],
      ['noto-sans-latin-regular', 'ód'],
      ['noto-sans-latin-ext-regular', 'ź'],
    ]);
    expect(faces('☃')).toEqual([['noto-sans-latin-regular', '☃']]);
  });

  it('unwraps every WOFF into a font with its glyphs', () => {
    for (const face of fonts.faces.bold) expect(face.font.numGlyphs).toBeGreaterThan(10);
  });
});
