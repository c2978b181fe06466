import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { ShopData } from '../../lib/shop-data';
import { Footer } from './Footer';
import { Header } from './Header';
import { HydratedApart } from './HydratedApart';
import { NavigationProgress } from './NavigationProgress';
import { NoticeRegion } from './NoticeRegion';
import { ShopNavigation } from './ShopLink';
import styles from './StorefrontShell.module.css';

export function StorefrontShell({ shop, children }: { shop: ShopData; children: ReactNode }) {
  return (
    <ShopNavigation>
      <div className={styles.shell}>
        <a className={styles.skipLink} href="#main">
          <FormattedMessage id="nav.skipToContent" />
        </a>
        <NavigationProgress />
        <HydratedApart>
          <Header categories={shop.categories} rates={shop.rates} />
        </HydratedApart>
        <main id="main" tabIndex={-1} className={styles.main}>
          {children}
        </main>
        <HydratedApart>
          <Footer contact={shop.contact} social={shop.social} payments={shop.payments} />
        </HydratedApart>
        <NoticeRegion />
      </div>
    </ShopNavigation>
  );
}
