import { describe, expect, it } from 'vitest';
import { parseQuote } from './quote';

describe('parseQuote', () => {
  it('reads the total, the changed prices and what is left of each line', () => {
    expect(
      parseQuote({
        total: 5000,
        changed: [{ id: 1, was: 900, now: 1000 }, { id: 'x' }],
        lines: [
          { id: 1, size: '17', left: 2 },
          { id: 2, left: null },
          { id: 3, left: -1 },
          { id: 4 },
          null,
        ],
      }),
    ).toEqual({
      total: 5000,
      changed: [{ id: 1, was: 900, now: 1000 }],
      left: [
        { id: 1, size: '17', left: 2 },
        { id: 2, left: null },
      ],
    });
  });

  it('takes an answer without lines (an older server) as knowing nothing of stock', () => {
    expect(parseQuote({ total: 0, changed: [] })).toEqual({ total: 0, changed: [], left: [] });
    expect(parseQuote({ changed: [] })).toBeNull();
  });
});
