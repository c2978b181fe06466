import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import type { ProductSort } from '@voski/contract/product-options';
import { withQuery } from './list-pages';
import styles from './SortSelect.module.css';

type SortChoice = ProductSort | 'relevance';

interface SortSelectProps {
  value: SortChoice;
  /** The choices in order; the first is the page's default (left out of the URL). */
  choices: readonly SortChoice[];
  /** The page's query string for another order (back to page 1, filters kept). */
  searchFor: (sort: ProductSort | null) => string;
}

/** The order of a product list; without JavaScript, a GET form with a button. */
export function SortSelect({ value, choices, searchFor }: SortSelectProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const id = useId();
  const sortOf = (choice: string) => (choice === choices[0] ? null : (choice as ProductSort));
  // The form's other fields: what the URL keeps besides the order and the page.
  const kept = [...new URLSearchParams(searchFor(null))];
  return (
    <form
      method="get"
      action={pathname}
      className={styles.sort}
      onSubmit={(event) => event.preventDefault()}
    >
      {kept.map(([name, v], i) => (
        <input key={`${name}-${i}`} type="hidden" name={name} value={v} />
      ))}
      <label htmlFor={id}>
        <FormattedMessage id="sort.label" />
      </label>
      <select
        id={id}
        name="sort"
        className={styles.select}
        value={value}
        onChange={(event) => {
          navigate(withQuery(pathname, searchFor(sortOf(event.target.value))), {
            preventScrollReset: true,
          });
        }}
      >
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {intl.formatMessage({ id: `sort.${choice}` })}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className={styles.button}>
          <FormattedMessage id="sort.apply" />
        </button>
      </noscript>
    </form>
  );
}
