import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { StaffMessageId as MessageId } from '../../lib/i18n/messages';

/** `t('admin.x', {count})`: a catalog message as a string, in the staff member's language. */
export function useT() {
  const intl = useIntl();
  return useCallback(
    (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values),
    [intl],
  );
}
