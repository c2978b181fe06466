import { useId, useRef, useState, type RefObject } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { stockOf } from '@voski/contract/sizes';
import type { ProductSummary } from '../../lib/api-types';
import { areRingSizes, SizeGuide } from './SizeGuide';
import styles from './SizePicker.module.css';

export interface SizeChoice {
  /** The size picked, if any. */
  size: string | undefined;
  pick: (size: string) => void;
  /**
   * Before adding to the basket: true when the product needs no size or one is picked; else
   * the picker says so and takes the focus.
   */
  ready: () => boolean;
  /** "Add to basket" was pressed without a size. */
  missing: boolean;
  focusFirst: RefObject<HTMLInputElement | null>;
}

/** The size a shopper picks on a product page. */
export function useSizeChoice(product: ProductSummary): SizeChoice {
  const [size, setSize] = useState<string>();
  const [missing, setMissing] = useState(false);
  const focusFirst = useRef<HTMLInputElement>(null);
  const chosen = size !== undefined && product.sizes.includes(size) ? size : undefined;
  return {
    size: chosen,
    pick: (next) => {
      setSize(next);
      setMissing(false);
    },
    ready: () => {
      if (product.sizes.length === 0 || chosen !== undefined) return true;
      setMissing(true);
      focusFirst.current?.focus();
      return false;
    },
    missing,
    focusFirst,
  };
}

/** The sizes as choices (a sold-out one cannot be chosen), a message when none is, the guide. */
export function SizePicker({ product, choice }: { product: ProductSummary; choice: SizeChoice }) {
  const intl = useIntl();
  const id = useId();
  if (product.sizes.length === 0) return null;
  const firstOpen = product.sizes.find((size) => stockOf(product, size) !== 0);
  return (
    <fieldset
      className={styles.picker}
      aria-describedby={choice.missing ? `${id}-missing` : undefined}
      aria-invalid={choice.missing || undefined}
    >
      <legend className={styles.legend}>
        <FormattedMessage id="size.choose" />
      </legend>
      <div className={styles.sizes}>
        {product.sizes.map((size) => {
          const soldOut = stockOf(product, size) === 0;
          return (
            <label key={size} className={styles.size} data-sold-out={soldOut || undefined}>
              <input
                ref={size === firstOpen ? choice.focusFirst : undefined}
                type="radio"
                name={`${id}-size`}
                value={size}
                className={styles.input}
                checked={choice.size === size}
                disabled={soldOut}
                onChange={() => choice.pick(size)}
              />
              <span aria-hidden={soldOut || undefined}>{size}</span>
              {soldOut && (
                <span className="sr-only">
                  {intl.formatMessage({ id: 'size.soldOut' }, { size })}
                </span>
              )}
            </label>
          );
        })}
      </div>
      {areRingSizes(product.sizes) && (
        <div className={styles.after}>
          <SizeGuide />
        </div>
      )}
      <p id={`${id}-missing`} role="alert" className={styles.missing}>
        {choice.missing && <FormattedMessage id="size.required" />}
      </p>
    </fieldset>
  );
}
