import { useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { MAX_QUANTITY, setBasketQuantity } from './shop-state';
import { MinusIcon, PlusIcon } from '../shell/icons';
import styles from './QuantityStepper.module.css';

/** − [n] + for one basket line; the field takes a typed number too. */
export function QuantityStepper({
  id,
  quantity,
  title,
  size,
  max = MAX_QUANTITY,
}: {
  id: number;
  quantity: number;
  /** The line's name in the buttons' labels (with its size when it has one). */
  title: string;
  size?: string;
  /** The most this line may hold (what the shop has left of it). */
  max?: number;
}) {
  const intl = useIntl();
  const inputId = useId();
  const [draft, setDraft] = useState(String(quantity));
  useEffect(() => setDraft(String(quantity)), [quantity]);

  const commit = (text: string) => {
    const value = Number(text);
    if (Number.isInteger(value) && value >= 1) {
      setBasketQuantity(id, value, size, max);
      // above what is left, the field shows what the line now holds
      if (value > max) setDraft(String(Math.max(1, max)));
    } else setDraft(String(quantity));
  };

  return (
    <div className={styles.stepper}>
      <button
        type="button"
        className={styles.button}
        disabled={quantity <= 1}
        onClick={() => setBasketQuantity(id, quantity - 1, size)}
      >
        <MinusIcon />
        <span className="sr-only">{intl.formatMessage({ id: 'basket.decrease' }, { title })}</span>
      </button>
      <label htmlFor={inputId} className="sr-only">
        {intl.formatMessage({ id: 'basket.quantityOf' }, { title })}
      </label>
      <input
        id={inputId}
        className={styles.input}
        type="number"
        inputMode="numeric"
        min={1}
        max={max}
        value={draft}
        onChange={(event) => {
          setDraft(event.target.value);
          const value = Number(event.target.value);
          if (event.target.value !== '' && Number.isInteger(value) && value >= 1) {
            setBasketQuantity(id, value, size, max);
          }
        }}
        onBlur={(event) => commit(event.target.value)}
      />
      <button
        type="button"
        className={styles.button}
        disabled={quantity >= max}
        onClick={() => setBasketQuantity(id, quantity + 1, size, max)}
      >
        <PlusIcon />
        <span className="sr-only">{intl.formatMessage({ id: 'basket.increase' }, { title })}</span>
      </button>
    </div>
  );
}
