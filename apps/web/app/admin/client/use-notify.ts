import { App } from 'antd';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { StaffMessageId as MessageId } from '../../lib/i18n/messages';
import { asApiError } from './api-error';

/**
 * Toasts in the staff member's language. `success`/`failure` show a catalog message (the
 * spec's fixed texts for products and slides); `error` shows what the server answered.
 */
export function useNotify() {
  const { message } = App.useApp();
  const intl = useIntl();
  return useMemo(
    () => ({
      success(id: MessageId) {
        void message.success(intl.formatMessage({ id }));
      },
      failure(id: MessageId) {
        void message.error(intl.formatMessage({ id }));
      },
      warning(id: MessageId, detail?: string) {
        const text = intl.formatMessage({ id });
        void message.warning(detail ? `${text} (${detail})` : text);
      },
      error(error: unknown) {
        const failure = asApiError(error);
        void message.error(
          failure.status === 0
            ? intl.formatMessage({ id: 'admin.error.unreachable' })
            : failure.message,
        );
      },
    }),
    [message, intl],
  );
}
