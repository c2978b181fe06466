import { Outlet } from 'react-router';
import { useShopData } from '../../lib/shop-data';
import { StorefrontShell } from './StorefrontShell';

/** The layout route of every storefront page: header, menu and footer around the page. */
export function StorefrontLayout() {
  return (
    <StorefrontShell shop={useShopData()}>
      <Outlet />
    </StorefrontShell>
  );
}
