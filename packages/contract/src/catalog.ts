import { z } from 'zod';
import { requiredText, text } from './fields.ts';

export const CATEGORY_NAME_MAX = 255;
const ID_MAX = 2_147_483_647;

export const category = z.object({
  id: z.number().int(),
  name: z.string(),
  name_en: z.string(),
  name_ru: z.string(),
  parent_id: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Category = z.infer<typeof category>;

export const categoryWithChildren = category.extend({ children: z.array(category) });
export type CategoryWithChildren = z.infer<typeof categoryWithChildren>;

/**
 * An id that may also be empty: a number, a numeric string (form data), or null, `''` and
 * `'null'` for "none". Undefined stays undefined, so an update can tell "absent" from "none".
 */
export function nullableIdField(label: string) {
  const rule = `The ${label} must be the id of an existing record, or empty.`;
  return z
    .union(
      [
        z.number().int().positive().max(ID_MAX),
        z
          .string()
          .trim()
          .regex(/^\d{1,10}$/)
          .transform(Number)
          .pipe(z.number().int().positive().max(ID_MAX)),
        z.enum(['', 'null']).transform(() => null),
        z.null(),
      ],
      { error: rule },
    )
    .describe(`${label}: an id, or empty / null for none`);
}

export const categoryBody = z.object({
  name: requiredText('name', CATEGORY_NAME_MAX),
  name_en: text('name (English)', CATEGORY_NAME_MAX).trim().optional(),
  name_ru: text('name (Russian)', CATEGORY_NAME_MAX).trim().optional(),
  /** A top-level category's id makes this a subcategory; none makes it top-level. */
  parent_id: nullableIdField('parent id').optional(),
});
export type CategoryBody = z.infer<typeof categoryBody>;

/** An update names only what changes; an absent field keeps its value. */
export const categoryUpdateBody = categoryBody.partial();
export type CategoryUpdateBody = z.infer<typeof categoryUpdateBody>;
