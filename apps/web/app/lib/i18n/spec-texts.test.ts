import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { adminEn } from '../../admin/i18n/en';
import { adminHy } from '../../admin/i18n/hy';
import { adminRu } from '../../admin/i18n/ru';
import { en } from './en';
import { hy } from './hy';
import { ru } from './ru';

/**
 * Every text the product description (shared/spec/product-spec.md) quotes as something the
 * shop shows, word for word (issue 39). A label the description numbers ("Address 1, Address 2
 * and so on") is checked with its number filled in.
 */
const specTexts: readonly (string | { text: string; values: Record<string, string | number> })[] = [
  // §2 Screens and routes
  'Loading...',
  'Logout',
  'Login',
  { text: 'Address 1', values: { number: 1 } },
  { text: 'Address 2', values: { number: 2 } },
  'Add Address',
  'Update',
  'Contact information updated successfully!',
  // §5 Validation rules
  'Please input your username!',
  'Please input your password!',
  'Please enter a valid email',
  'Please enter a name',
  'Please enter a surname',
  'Please enter an Email address',
  'The email address does not match the current format',
  'Please enter a phone number',
  'Please enter the correct format',
  'Please enter a message',
  'Import a minimum of 10 characters',
  'Import a maximum of 200 characters',
  'Please enter a address',
  'PLease select the payment type',
  'Please select a region',
  // §8 The error catalogue: product toasts
  'Failed to fetch products',
  'Failed to fetch important products',
  'Failed to fetch new products',
  'Failed to fetch all products',
  'Failed to search products',
  'Failed to filter products',
  'Failed to fetch product details',
  'Failed to fetch category products',
  'Failed to update product status',
  'Failed to add product',
  'Failed to update product',
  'Failed to delete product',
  'Product status updated successfully',
  'Product added successfully',
  'Product updated successfully',
  'Product deleted successfully',
  // §8: slide toasts
  'Failed to fetch slides',
  'Failed to fetch slide details',
  'Failed to update slide interval',
  'Failed to add slide',
  'Failed to update slide',
  'Failed to delete slide',
  'Slide interval updated successfully',
  'Slide added successfully',
  'Slide updated successfully',
  'Slide deleted successfully',
];

type Catalog = Readonly<Record<string, string>>;

/** The storefront's and the back-office's catalogues, English and its two translations. */
const catalogs: readonly { en: Catalog; hy: Catalog; ru: Catalog }[] = [
  { en, hy, ru },
  { en: adminEn, hy: adminHy, ru: adminRu },
];

/** A message with its plain `{name}` arguments filled in. */
const fill = (message: string, values: Record<string, string | number>) =>
  message.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );

const entries = specTexts.map((entry) =>
  typeof entry === 'string' ? { text: entry, values: {} } : entry,
);

describe('the texts the product description quotes', () => {
  it.each(entries)(
    '"$text" is in an English catalogue word for word, and translated',
    ({ text, values }) => {
      const found = catalogs.flatMap((catalog) =>
        Object.keys(catalog.en)
          .filter((id) => fill(catalog.en[id]!, values) === text)
          .map((id) => ({ id, catalog })),
      );
      expect(
        found.map(({ id }) => id),
        `no English message reads "${text}"`,
      ).not.toEqual([]);
      for (const { id, catalog } of found) {
        for (const language of ['hy', 'ru'] as const) {
          const translated = catalog[language][id];
          expect(translated, `${language} ${id}`).toBeDefined();
          expect(translated!.trim(), `${language} ${id}`).not.toBe('');
          expect(fill(translated!, values), `${language} ${id} is still English`).not.toBe(text);
        }
      }
    },
  );

  // The description lives beside the repository (CI has a copy of shared/ there): where it is,
  // each listed text must be quoted in it, so the list cannot drift from the words it keeps.
  const spec = fileURLToPath(
    new URL('../../../../../../shared/spec/product-spec.md', import.meta.url),
  );
  it.skipIf(!existsSync(spec))('are each quoted in the description as listed', () => {
    const description = readFileSync(spec, 'utf8');
    for (const { text } of entries) expect(description, text).toContain(text);
  });
});
