import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocale } from '../../lib/i18n/use-locale';
import { formatDecimal } from '../../lib/number-locale';
import { CloseIcon } from '../shell/icons';
import styles from './SizeGuide.module.css';

/** Ring sizes as the shop counts them: the inner diameter in mm, 15 to 22 in half sizes. */
const RING_SIZES = Array.from({ length: 15 }, (_, i) => 15 + i / 2);

/**
 * Sizes the ring guide explains: inner diameters in mm, as numbers from 13 to 25. A bracelet's
 * "M" or a chain's "50" gets no ring table.
 */
export const areRingSizes = (sizes: readonly string[]): boolean =>
  sizes.length > 0 &&
  sizes.every((size) => /^\d+(\.\d+)?$/.test(size) && Number(size) >= 13 && Number(size) <= 25);

function GuideDialog({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const locale = useLocale();
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby="size-guide-title"
      onClose={onClose}
    >
      <div className={styles.head}>
        <h2 id="size-guide-title" className={styles.title}>
          <FormattedMessage id="sizeGuide.title" />
        </h2>
        <button
          type="button"
          className={styles.close}
          // the first focusable element: showModal() focuses it
          onClick={() => dialog.current?.close()}
        >
          <CloseIcon />
          <span className="sr-only">{intl.formatMessage({ id: 'sizeGuide.close' })}</span>
        </button>
      </div>
      <p>
        <FormattedMessage id="sizeGuide.intro" />
      </p>
      <ol className={styles.steps}>
        <li>
          <FormattedMessage id="sizeGuide.ring" />
        </li>
        <li>
          <FormattedMessage id="sizeGuide.finger" />
        </li>
      </ol>
      <p className={styles.tip}>
        <FormattedMessage id="sizeGuide.tip" />
      </p>
      <table className={styles.table}>
        <caption>
          <FormattedMessage id="sizeGuide.caption" />
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id="sizeGuide.size" />
            </th>
            <th scope="col">
              <FormattedMessage id="sizeGuide.diameter" />
            </th>
            <th scope="col">
              <FormattedMessage id="sizeGuide.circumference" />
            </th>
          </tr>
        </thead>
        <tbody>
          {RING_SIZES.map((size) => (
            <tr key={size}>
              <th scope="row">{formatDecimal(size, locale, 1)}</th>
              <td>{formatDecimal(size, locale, 1)}</td>
              <td>{formatDecimal(Math.round(size * Math.PI * 10) / 10, locale, 1)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </dialog>
  );
}

/** "Size guide": opens how to measure a ring, with the table of sizes, in a modal dialog. */
export function SizeGuide() {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        type="button"
        ref={opener}
        className={styles.link}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <FormattedMessage id="size.guide" />
      </button>
      {open && (
        <GuideDialog
          onClose={() => {
            setOpen(false);
            opener.current?.focus();
          }}
        />
      )}
    </>
  );
}
