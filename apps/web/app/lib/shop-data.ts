import { useRouteLoaderData } from 'react-router';
import type { loader } from '../root';
import type { Category } from './categories';
import { defaultRate, type Rate } from './rates';

export interface ShopData {
  categories: Category[];
  rates: Rate[];
}

export const emptyShopData: ShopData = { categories: [], rates: [defaultRate] };

/** The menu and currency data the root loader fetched (empty when it did not run). */
export function useShopData(): ShopData {
  return useRouteLoaderData<typeof loader>('root') ?? emptyShopData;
}
