import { z } from 'zod';

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
