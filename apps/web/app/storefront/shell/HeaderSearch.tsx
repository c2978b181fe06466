import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { localizedHref } from '../../lib/i18n/locale';
import { useLocale } from '../../lib/i18n/use-locale';
import styles from './HeaderSearch.module.css';
import { CloseIcon, SearchIcon } from './icons';

/** Typing pauses this long before the results page follows the query. */
export const SEARCH_DEBOUNCE_MS = 350;
const MIN_LIVE_QUERY = 2;

/**
 * The header's search: a toggle (among the header's tools) opening a search row (under the
 * header bar). While typing, the search page follows the query (debounced); the header stays
 * mounted, so the field keeps focus as the results change.
 */
export function useHeaderSearch(): { toggle: ReactNode; row: ReactNode; shown: boolean } {
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const searchPath = localizedHref(locale, '/search');
  const onSearchPage = pathname === searchPath;
  const urlQuery = onSearchPage ? (new URLSearchParams(search).get('query') ?? '') : '';

  const [open, setOpen] = useState(false);
  const [value, setValue] = useState(urlQuery);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const input = useRef<HTMLInputElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const rowId = useId();
  const shown = open || onSearchPage;

  // Back/forward or a link changed the query: show it, unless the visitor is typing.
  useEffect(() => {
    if (document.activeElement !== input.current) setValue(urlQuery);
  }, [urlQuery]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const go = (query: string) => {
    clearTimeout(timer.current);
    const trimmed = query.trim();
    const target = trimmed ? `${searchPath}?query=${encodeURIComponent(trimmed)}` : searchPath;
    // Live updates replace the entry: Back leaves the search instead of replaying keystrokes.
    navigate(target, { replace: onSearchPage, preventScrollReset: onSearchPage });
  };

  return {
    shown,
    toggle: (
      <button
        ref={toggle}
        type="button"
        className={styles.toggle}
        aria-expanded={shown}
        aria-controls={rowId}
        onClick={() => {
          if (shown && !onSearchPage) {
            setOpen(false);
          } else {
            setOpen(true);
            // the row is rendered by now only when it was already shown
            requestAnimationFrame(() => input.current?.focus());
          }
        }}
      >
        <SearchIcon />
        <span className="sr-only">{intl.formatMessage({ id: 'search.open' })}</span>
      </button>
    ),
    row: (
      <div id={rowId} className={styles.row} hidden={!shown}>
        <form
          role="search"
          action={searchPath}
          method="get"
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            go(value);
          }}
        >
          <label className="sr-only" htmlFor={`${rowId}-query`}>
            {intl.formatMessage({ id: 'search.label' })}
          </label>
          <SearchIcon />
          <input
            ref={input}
            id={`${rowId}-query`}
            type="search"
            name="query"
            className={styles.input}
            value={value}
            autoComplete="off"
            enterKeyHint="search"
            maxLength={100}
            placeholder={intl.formatMessage({ id: 'search.placeholder' })}
            onChange={(event) => {
              const next = event.target.value;
              setValue(next);
              clearTimeout(timer.current);
              const trimmed = next.trim();
              if (trimmed.length >= MIN_LIVE_QUERY || (trimmed === '' && onSearchPage)) {
                timer.current = setTimeout(() => go(next), SEARCH_DEBOUNCE_MS);
              }
            }}
            onKeyDown={(event) => {
              if (event.key === 'Escape' && !onSearchPage) {
                setOpen(false);
                toggle.current?.focus();
              }
            }}
          />
          <button type="submit" className={styles.submit}>
            {intl.formatMessage({ id: 'search.submit' })}
          </button>
          {!onSearchPage && (
            <button
              type="button"
              className={styles.close}
              onClick={() => {
                setOpen(false);
                toggle.current?.focus();
              }}
            >
              <CloseIcon />
              <span className="sr-only">{intl.formatMessage({ id: 'search.close' })}</span>
            </button>
          )}
        </form>
      </div>
    ),
  };
}
