import type { Category as ContractCategory, CategoryWithChildren } from '@voski/contract';

/** A category as the menu and the pages carry it: the contract's, without its stamps. */
export type Category = Omit<ContractCategory, 'created_at' | 'updated_at'> & {
  children: Category[];
};

function withoutStamps({
  created_at: _created,
  updated_at: _updated,
  ...category
}: ContractCategory): Omit<Category, 'children'> {
  return category;
}

/** A `GET /categories/:id` (or menu) category, its subcategories as the menu's. */
export function toCategory({ children, ...category }: CategoryWithChildren): Category {
  return {
    ...withoutStamps(category),
    children: children.map((child) => ({ ...withoutStamps(child), children: [] })),
  };
}

/** The menu from `GET /categories` (none when the API did not answer). */
export function toMenu(body: { data: CategoryWithChildren[] } | null): Category[] {
  return (body?.data ?? []).map(toCategory);
}

/** The top-level category a (sub)category id belongs to, from the menu's categories. */
export function topLevelOf(categories: Category[], id: number): Category | null {
  return (
    categories.find(
      (category) => category.id === id || category.children.some((child) => child.id === id),
    ) ?? null
  );
}
