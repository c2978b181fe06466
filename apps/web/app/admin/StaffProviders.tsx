import '@ant-design/v5-patch-for-react-19';

import { App as AntApp, ConfigProvider, type ThemeConfig } from 'antd';
import enUS from 'antd/es/locale/en_US';
import hyAM from 'antd/es/locale/hy_AM';
import ruRU from 'antd/es/locale/ru_RU';
import type { ReactNode } from 'react';
import type { Locale } from '../lib/i18n/locale';
import { useLocale } from '../lib/i18n/use-locale';
import { staffCsp } from './style-nonce';

const antdLocales = { hy: hyAM, en: enUS, ru: ruRU } satisfies Record<Locale, unknown>;

// Deep gold keeps white button text at 4.5:1; the lighter gold would not.
const theme: ThemeConfig = {
  token: {
    colorPrimary: '#976E2B',
    colorLink: '#976E2B',
    colorInfo: '#976E2B',
    colorText: '#1A1A1A',
    borderRadius: 4,
    fontFamily: "'Noto Sans Armenian', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  },
};

/** Ant Design's theme and locale for the staff screens, in the staff member's language. */
export function StaffProviders({ children }: { children: ReactNode }) {
  const locale = useLocale();
  return (
    <ConfigProvider locale={antdLocales[locale]} theme={theme} csp={staffCsp}>
      <AntApp>{children}</AntApp>
    </ConfigProvider>
  );
}
