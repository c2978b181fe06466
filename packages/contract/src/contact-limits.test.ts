import { describe, expect, it } from 'vitest';
import { isPersonName } from './contact-limits.ts';

describe('names are names', () => {
  it.each([
    'Anahit',
    'Անի',
    'Анна-Мария',
    "O'Neil",
    'Jean-Luc de la Tour',
    'St. John',
    'Mary Ann Jr.',
  ])('takes %s', (name) => {
    expect(isPersonName(name)).toBe(true);
  });

  it.each([
    'URGENT claim your refund at https://refund.example/claim',
    'visit www.example',
    'refund.example',
    'see REFUND.EXAMPLE.COM now',
    'write to anna@example.am',
    'ftp://x',
    '<b>Anna</b>',
    'Anna/Ani',
  ])('refuses %s', (name) => {
    expect(isPersonName(name)).toBe(false);
  });
});
