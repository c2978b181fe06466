import { useRouteLoaderData } from 'react-router';
import type { PaymentTypeId } from '@voski/contract/order-options';
import type { Contact, SocialLinks } from './api-types';
import type { Category } from '../storefront/shell/categories';
import { defaultRate, type Rate } from './rates';

export interface ShopData {
  categories: Category[];
  rates: Rate[];
  /** The shop's phone, e-mail and addresses for the footer; null when none are set. */
  contact: Contact | null;
  /** The shop's Instagram and Facebook pages ('' when not set). */
  social: SocialLinks;
  /** The payment types the shop takes now, for the footer's marks. */
  payments: PaymentTypeId[];
  /** The site's origin ('https://voski.am'), for canonical and Open Graph addresses. */
  origin: string;
  /** Whether a sale runs (an automatic promotion with pieces): the menu then links `/sale`. */
  saleRuns: boolean;
}

export const emptyShopData: ShopData = {
  categories: [],
  rates: [defaultRate],
  contact: null,
  social: { instagram: '', facebook: '' },
  payments: [],
  origin: '',
  saleRuns: false,
};

/**
 * The menu and currency data the root loader fetched (empty when it did not run). The root
 * loader is declared to answer a ShopData, so its data is read as one, without this file
 * importing root.tsx (which imports this one).
 */
export function useShopData(): ShopData {
  return useRouteLoaderData<ShopData>('root') ?? emptyShopData;
}
