import type { FormRule } from 'antd';
import { useMemo } from 'react';
import { useT } from './use-t';

/** The API's link rule: empty, a site path (/...) or an http(s) address, at most 2048. */
export const linkPattern = /^(\/(?!\/)\S*|https?:\/\/\S+)$/i;

export function useLinkRules(): FormRule[] {
  const t = useT();
  return useMemo(
    () => [
      { max: 2048, message: t('admin.field.tooLong', { max: 2048 }) },
      {
        validator: async (_rule, value: unknown) => {
          const link = typeof value === 'string' ? value.trim() : '';
          if (link !== '' && !linkPattern.test(link)) throw new Error(t('admin.field.linkInvalid'));
        },
      },
    ],
    [t],
  );
}
