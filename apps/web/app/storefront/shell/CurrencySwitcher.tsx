import { useEffect, useId, useLayoutEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Rate } from '../../lib/rates';
import { writeCurrentRate } from '../basket/shop-state';
import { useCurrentRate } from '../basket/use-shop-state';
import styles from './Switchers.module.css';

/** The display currency; the choice and its rate live in localStorage `currentRate`. */
export function CurrencySwitcher({ rates }: { rates: Rate[] }) {
  const id = useId();
  const rate = useCurrentRate();
  const select = useRef<HTMLSelectElement>(null);
  const options = rates.some((option) => option.current === rate.current)
    ? rates
    : [...rates, rate];

  // A choice made in the server's HTML before this part hydrated is only in the DOM: it is stored
  // before React sets the select back to the state on its next render.
  useLayoutEffect(() => {
    const shown = select.current?.value;
    if (shown === rate.current) return;
    const chosen = rates.find((option) => option.current === shown);
    if (chosen) writeCurrentRate(chosen);
  }, [rates, rate]);

  // A stored rate may be days old: refresh it from today's rates.
  useEffect(() => {
    const fresh = rates.find((option) => option.current === rate.current);
    if (fresh && fresh.value !== rate.value) writeCurrentRate(fresh);
  }, [rates, rate]);

  return (
    <div className={styles.currency}>
      <label htmlFor={id} className="sr-only">
        <FormattedMessage id="nav.currency" />
      </label>
      <select
        id={id}
        ref={select}
        className={styles.select}
        value={rate.current}
        onChange={(event) => {
          const next = options.find((option) => option.current === event.target.value);
          if (next) writeCurrentRate(next);
        }}
      >
        {options.map((option) => (
          <option key={option.current} value={option.current}>
            {option.current}
          </option>
        ))}
      </select>
    </div>
  );
}
