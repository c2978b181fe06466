import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../lib/i18n/messages';
import styles from './Checkout.module.css';
import { stepCount, type Step } from './use-checkout-step';

export const stepTitles: Record<Step, MessageId> = {
  1: 'checkout.step.customer',
  2: 'checkout.step.payment',
  3: 'checkout.step.confirm',
};

const steps: Step[] = [1, 2, 3];

/** 1 Your details — 2 Payment — 3 Confirmation; the steps already done lead back to them. */
export function StepIndicator({ step, onGoTo }: { step: Step; onGoTo: (step: Step) => void }) {
  const intl = useIntl();
  return (
    <ol className={styles.steps} aria-label={intl.formatMessage({ id: 'checkout.steps' })}>
      {steps.map((index) => {
        const content = (
          <>
            <span className={styles.stepNumber} aria-hidden="true">
              {index}
            </span>
            <span className="sr-only">
              <FormattedMessage id="checkout.stepOf" values={{ index, count: stepCount }} />:{' '}
            </span>
            <FormattedMessage id={stepTitles[index]} />
          </>
        );
        const state = index < step ? styles.done : index === step ? styles.current : '';
        return (
          <li
            key={index}
            className={`${styles.step} ${state}`}
            aria-current={index === step ? 'step' : undefined}
          >
            {index < step ? (
              <button type="button" className={styles.stepButton} onClick={() => onGoTo(index)}>
                {content}
              </button>
            ) : (
              <span className={styles.stepLabel}>{content}</span>
            )}
          </li>
        );
      })}
    </ol>
  );
}
