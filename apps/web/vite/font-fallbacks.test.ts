import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fontFallbackCss, fontFallbackFile } from './font-fallbacks';

describe('font fallbacks', () => {
  it('are what the generator writes from the current metrics and fonts', () => {
    // after a font or Capsize update: node --import tsx apps/web/vite/font-fallbacks.ts
    expect(readFileSync(fontFallbackFile, 'utf8')).toBe(fontFallbackCss());
  });

  it('resize the local face to the web font and cover only its letters', () => {
    const css = fontFallbackCss();
    const sans = css.split('@font-face').find((face) => face.includes('Noto Sans Armenian'))!;
    // Noto Sans Armenian's average Latin letter is 6.3% wider than Arial's
    expect(sans).toMatch(/size-adjust: 106\.\d+%;/);
    expect(sans).toContain("local('Liberation Sans')");
    expect(sans).toMatch(/unicode-range: U\+0000-00FF,/);
    const cyrillic = css
      .split('@font-face')
      .find((face) => face.includes("'Noto Serif Fallback'"))!;
    expect(cyrillic).toMatch(/unicode-range: [^;]*U\+0400-045F/);
    expect(cyrillic).not.toContain('U+0000-00FF');
  });
});
