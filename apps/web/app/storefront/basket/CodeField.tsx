import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import type { CodeRefusal } from '@voski/contract/promotion-rules';
import type { AppliedCode } from './quote';
import formStyles from '../shell/Form.module.css';
import pageStyles from '../shell/Page.module.css';
import { Price } from '../shell/Price';
import styles from './CodeField.module.css';

/**
 * The discount code (issue 37): applied, the server's quote says what it takes off; refused,
 * why, in the page's language.
 */
export function CodeField({
  applied,
  refused,
  onApply,
}: {
  /** The code applied and what it takes off; null: none. */
  applied: AppliedCode | null;
  refused: CodeRefusal | null;
  onApply: (code: string) => void;
}) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (typed.trim()) onApply(typed.trim());
  };
  return (
    <form method="post" className={styles.code} onSubmit={submit} noValidate>
      <label htmlFor={`${id}-code`} className={formStyles.label}>
        <FormattedMessage id="checkout.code.label" />
      </label>
      <div className={styles.codeRow}>
        <input
          id={`${id}-code`}
          name="code"
          className={formStyles.input}
          value={typed}
          maxLength={40}
          autoComplete="off"
          autoCapitalize="characters"
          aria-invalid={refused ? true : undefined}
          aria-describedby={`${id}-code-state`}
          onChange={(event) => setTyped(event.target.value)}
        />
        <button type="submit" className={pageStyles.buttonSecondary}>
          <FormattedMessage id="checkout.code.apply" />
        </button>
      </div>
      <p
        id={`${id}-code-state`}
        role="status"
        className={refused ? formStyles.error : formStyles.note}
      >
        {refused ? (
          <FormattedMessage id={`checkout.code.${refused}`} />
        ) : applied ? (
          <>
            <AppliedText applied={applied} />{' '}
            <button type="button" className={formStyles.textButton} onClick={() => onApply('')}>
              <FormattedMessage id="checkout.code.remove" />
            </button>
          </>
        ) : null}
      </p>
    </form>
  );
}

/** What an applied code does: AMD off, free delivery, or free delivery depending on the place. */
function AppliedText({ applied }: { applied: AppliedCode }) {
  const { code, amount, freeDelivery } = applied;
  if (amount === 0) {
    const id = freeDelivery ? 'checkout.code.appliedFree' : 'checkout.code.appliedLater';
    return <FormattedMessage id={id} values={{ code }} />;
  }
  return (
    <>
      <FormattedMessage
        id="checkout.code.applied"
        values={{ code, amount: <Price amd={amount} /> }}
      />
      {freeDelivery && (
        <>
          {' '}
          <FormattedMessage id="checkout.code.freeDelivery" />
        </>
      )}
    </>
  );
}
