import { App } from 'antd';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { StaffMessageId as MessageId } from '../../lib/i18n/messages';
import { failureText, serverText } from './server-text';

/**
 * Toasts in the staff member's language. `success`/`failure` show a catalog message (the
 * spec's fixed texts for products and slides); `error` shows what the server answered, in the
 * staff language when the contract knows the text (server-text.ts).
 */
export function useNotify() {
  const { message } = App.useApp();
  const intl = useIntl();
  return useMemo(() => {
    const t = (id: MessageId, values?: Record<string, string | number>) =>
      intl.formatMessage({ id }, values);
    return {
      success(id: MessageId) {
        void message.success(intl.formatMessage({ id }));
      },
      failure(id: MessageId) {
        void message.error(intl.formatMessage({ id }));
      },
      /** `detail`: a server's message, said after the catalog one. */
      warning(id: MessageId, detail?: string) {
        const text = intl.formatMessage({ id });
        void message.warning(detail ? `${text} (${serverText(detail, t)})` : text);
      },
      error(error: unknown) {
        void message.error(failureText(error, t));
      },
    };
  }, [message, intl]);
}
