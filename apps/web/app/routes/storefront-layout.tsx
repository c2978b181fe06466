import { Outlet } from 'react-router';
import { useShopData } from '../lib/shop-data';
import { StorefrontShell } from '../storefront/StorefrontShell';

export default function StorefrontLayout() {
  return (
    <StorefrontShell shop={useShopData()}>
      <Outlet />
    </StorefrontShell>
  );
}
