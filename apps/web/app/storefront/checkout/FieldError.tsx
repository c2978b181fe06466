import { FormattedMessage } from 'react-intl';
import type { FieldMessage } from './place-order';

/** A field's message: translated, or the server's own words when there is no translation. */
export function MessageText({ message }: { message: FieldMessage }) {
  return typeof message === 'string' ? <FormattedMessage id={message} /> : <>{message.text}</>;
}

export function FieldError({
  id,
  message,
  className,
}: {
  id: string;
  message: FieldMessage | undefined;
  className: string | undefined;
}) {
  if (!message) return null;
  return (
    <span id={id} className={className}>
      <MessageText message={message} />
    </span>
  );
}
