import { useEffect, useState, type RefObject } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useMediaQuery } from '../../lib/use-media-query';
import { BagIcon } from '../shell/icons';
import pageStyles from '../shell/Page.module.css';
import { Price } from '../shell/Price';
import styles from './StickyBuyBar.module.css';

/** Below the product page's two-column width, where the basket button scrolls away. */
const NARROW = '(max-width: 899.98px)';

/**
 * On phones, the price and an "add to basket" button kept at the bottom of the screen once the
 * page's own button has scrolled up out of view. While it is there the page keeps room for it
 * at its end (nothing stays hidden under it), and elements focused by keyboard scroll clear of
 * it; hidden, it is out of the tab order.
 */
export function StickyBuyBar({
  watch,
  price,
  onAdd,
}: {
  /** The page's own basket button (or its row): the bar shows once it is above the screen. */
  watch: RefObject<HTMLElement | null>;
  price: number;
  onAdd: () => void;
}) {
  const narrow = useMediaQuery(NARROW);
  const shown = useScrolledPast(watch, narrow);
  const intl = useIntl();

  useEffect(() => {
    if (!narrow) return;
    const root = document.documentElement;
    root.classList.add(styles.roomForBar!);
    return () => root.classList.remove(styles.roomForBar!);
  }, [narrow]);

  if (!narrow) return null;
  return (
    <div
      className={styles.bar}
      role="region"
      aria-label={intl.formatMessage({ id: 'product.buyBar' })}
      data-shown={shown || undefined}
    >
      <Price amd={price} className={styles.price} />
      <button type="button" className={pageStyles.button} onClick={onAdd}>
        <BagIcon />
        <FormattedMessage id="product.addToBasket" />
      </button>
    </div>
  );
}

/**
 * Whether the element has scrolled up out of the viewport (false while it is on or below it):
 * checked when the hook starts and on every scroll or resize, once a frame. (An
 * IntersectionObserver alone left the bar down now and then when the page was scrolled while
 * the observer was being set up.)
 */
function useScrolledPast(target: RefObject<HTMLElement | null>, enabled: boolean): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const element = target.current;
    if (!enabled || !element) return;
    let frame = 0;
    const check = () => {
      frame = 0;
      setPast(element.getBoundingClientRect().bottom < 0);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    check();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      cancelAnimationFrame(frame);
      setPast(false);
    };
  }, [target, enabled]);
  return past;
}
