import '@ant-design/v5-patch-for-react-19';

import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/es/locale/en_US';
import hyAM from 'antd/es/locale/hy_AM';
import ruRU from 'antd/es/locale/ru_RU';
import type { ReactNode } from 'react';
import type { Locale } from '../lib/i18n/locale';
import { useLocale } from '../lib/i18n/use-locale';
import { queryClient } from './client/query-cache';
import { staffCsp } from './style-nonce';
import styles from './StaffProviders.module.css';
import { staffTheme } from './staff-theme';

const antdLocales = { hy: hyAM, en: enUS, ru: ruRU } satisfies Record<Locale, unknown>;

/**
 * Ant Design's theme and locale for the staff screens, in the staff member's language, and the
 * cache of their reads.
 */
export function StaffProviders({ children }: { children: ReactNode }) {
  const locale = useLocale();
  return (
    // not virtual: rc-select's virtual list gives its visible options aria-selected without a
    // role (an ARIA error); staff lists are short
    <ConfigProvider locale={antdLocales[locale]} theme={staffTheme} virtual={false} csp={staffCsp}>
      <QueryClientProvider client={queryClient}>
        <AntApp className={styles.staff}>{children}</AntApp>
      </QueryClientProvider>
    </ConfigProvider>
  );
}
