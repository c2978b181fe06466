import { describe, expect, it } from 'vitest';
import { contrastRatio, readableTextOn } from './contrast';

describe('text on a staff-chosen colour', () => {
  it('measures WCAG contrast', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 0);
    // gold on white is too faint for body text (storefront-look.md)
    expect(contrastRatio('#d09f4e', '#ffffff')).toBeLessThan(3);
  });

  it('picks ink on light colours and white on dark ones', () => {
    expect(readableTextOn('#d09f4e')).toBe('#1a1a1a');
    expect(readableTextOn('#f5f5f5')).toBe('#1a1a1a');
    expect(readableTextOn('#1a1a1a')).toBe('#ffffff');
    expect(readableTextOn('#976e2b')).toBe('#ffffff');
  });
});
