import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import styles from './Pagination.module.css';

interface PaginationProps {
  /** The page the URL shows. */
  page: number;
  /** The last page shown on screen ("show more" appends pages after `page`). */
  lastShown?: number;
  pageCount: number;
  /** The address of page `n` (filters and order kept). */
  hrefFor: (n: number) => string;
}

/** Which page numbers to link: the first, the last, and two either side of the current one. */
export function pageWindow(page: number, pageCount: number): (number | null)[] {
  const pages: (number | null)[] = [];
  for (let n = 1; n <= pageCount; n++) {
    if (n === 1 || n === pageCount || Math.abs(n - page) <= 2) pages.push(n);
    else if (pages.at(-1) !== null) pages.push(null);
  }
  return pages;
}

/** Real links to every page (crawlable, usable without JavaScript). */
export function Pagination({ page, lastShown = page, pageCount, hrefFor }: PaginationProps) {
  const intl = useIntl();
  if (pageCount <= 1) return null;
  return (
    <nav className={styles.pages} aria-label={intl.formatMessage({ id: 'pages.label' })}>
      <ul className={styles.list}>
        {page > 1 && (
          <li>
            <Link to={hrefFor(page - 1)} rel="prev" className={styles.step}>
              <span aria-hidden="true">‹</span>
              <span className="sr-only">
                <FormattedMessage id="pages.previous" />
              </span>
            </Link>
          </li>
        )}
        {pageWindow(page, pageCount).map((n, i) =>
          n === null ? (
            <li key={`gap-${i}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                to={hrefFor(n)}
                className={styles.page}
                aria-current={n >= page && n <= lastShown ? 'page' : undefined}
                aria-label={intl.formatMessage({ id: 'pages.page' }, { page: n })}
              >
                {n}
              </Link>
            </li>
          ),
        )}
        {lastShown < pageCount && (
          <li>
            <Link to={hrefFor(lastShown + 1)} rel="next" className={styles.step}>
              <span aria-hidden="true">›</span>
              <span className="sr-only">
                <FormattedMessage id="pages.next" />
              </span>
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
