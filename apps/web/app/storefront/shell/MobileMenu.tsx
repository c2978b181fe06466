import { useEffect, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import type { Category } from './categories';
import type { Rate } from '../../lib/rates';
import { CategoryNav } from './CategoryNav';
import { CurrencySwitcher } from './CurrencySwitcher';
import { CloseIcon, MenuIcon } from './icons';
import { LanguageSwitcher } from './LanguageSwitcher';
import styles from './MobileMenu.module.css';
import { ShopPageLinks } from './ShopPageLinks';

/**
 * The phone menu (< 768 px): a burger opening a modal <dialog>, which gives focus trapping,
 * Escape to close and an inert page behind it without extra code. Only a script opens it, so its
 * contents (about fifty elements, an eighth of a product page) are rendered when it first opens,
 * not by the server for every page nor by hydration.
 */
export function MobileMenu({ categories, rates }: { categories: Category[]; rates: Rate[] }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const { pathname } = useLocation();
  const id = useId();
  const intl = useIntl();

  useEffect(() => {
    dialog.current?.close();
  }, [pathname]);

  return (
    <>
      <button
        type="button"
        className={styles.burger}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => {
          // rendered before the dialog opens, so that it finds its first control to focus
          flushSync(() => {
            setUsed(true);
            setOpen(true);
          });
          dialog.current?.showModal();
        }}
      >
        <MenuIcon />
        <span className="sr-only">
          <FormattedMessage id="nav.openMenu" />
        </span>
      </button>
      <dialog
        id={id}
        ref={dialog}
        className={styles.drawer}
        aria-label={intl.formatMessage({ id: 'nav.menu' })}
        onClose={() => setOpen(false)}
        onClick={(event) => {
          // a click on the backdrop lands on the dialog itself
          if (event.target === event.currentTarget) event.currentTarget.close();
        }}
      >
        {used && (
          <div className={styles.panel}>
            <div className={styles.top}>
              <span>Voski</span>
              <button
                type="button"
                className={styles.close}
                onClick={() => dialog.current?.close()}
              >
                <CloseIcon />
                <span className="sr-only">
                  <FormattedMessage id="nav.closeMenu" />
                </span>
              </button>
            </div>
            <CategoryNav categories={categories} vertical />
            {/* the footer's pages too: on a phone the footer is a long scroll away */}
            <nav aria-label={intl.formatMessage({ id: 'footer.info' })}>
              <ShopPageLinks className={styles.pages} />
            </nav>
            <div className={styles.settings}>
              <LanguageSwitcher />
              <CurrencySwitcher rates={rates} />
            </div>
          </div>
        )}
      </dialog>
    </>
  );
}
