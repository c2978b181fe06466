import { describe, expect, it } from 'vitest';
import { areRingSizes } from './SizeGuide';

describe('areRingSizes', () => {
  it('takes inner diameters in mm', () => {
    expect(areRingSizes(['16.5', '17', '17.5'])).toBe(true);
    expect(areRingSizes(['13', '25'])).toBe(true);
  });

  it('refuses letters, lengths, pairs and an empty list', () => {
    expect(areRingSizes(['S', 'M', 'L'])).toBe(false);
    expect(areRingSizes(['17', 'M'])).toBe(false);
    expect(areRingSizes(['45', '50'])).toBe(false);
    expect(areRingSizes(['50/52'])).toBe(false);
    expect(areRingSizes([])).toBe(false);
  });
});
