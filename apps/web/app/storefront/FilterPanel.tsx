import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router';
import type { Category } from '../lib/categories';
import { filtersToSearch, type CategoryFilters } from '../lib/category-filters';
import { pick } from '../lib/i18n/locale';
import { useLocale } from '../lib/i18n/use-locale';
import { amdToInput, maxToAmd, minToAmd, parseAmount } from '../lib/price-range';
import { useMediaQuery } from '../lib/use-media-query';
import { useCurrentRate } from '../lib/use-shop-state';
import styles from './FilterPanel.module.css';
import { CloseIcon, FilterIcon } from './icons';

interface FilterPanelProps {
  category: Category;
  filters: CategoryFilters;
}

/** Phones get the panel as a drawer (a modal dialog); wider screens as a sidebar. */
const NARROW = '(max-width: 899.98px)';

function FilterForm({
  category,
  filters,
  onApplied,
}: FilterPanelProps & { onApplied?: () => void }) {
  const locale = useLocale();
  const rate = useCurrentRate();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const id = useId();
  const [subs, setSubs] = useState(filters.subs);
  const [minText, setMinText] = useState('');
  const [maxText, setMaxText] = useState('');
  const [invalid, setInvalid] = useState<'min' | 'max' | null>(null);

  // The URL is the truth: follow it after every navigation (back, reset) and currency change.
  const subsKey = filters.subs.join(',');
  useEffect(() => {
    setSubs(subsKey ? subsKey.split(',').map(Number) : []);
  }, [subsKey]);
  useEffect(() => {
    setMinText(filters.min === null ? '' : amdToInput(filters.min, rate));
    setMaxText(filters.max === null ? '' : amdToInput(filters.max, rate));
    setInvalid(null);
  }, [filters.min, filters.max, rate]);

  const apply = (nextSubs: number[], done: boolean) => {
    const min = parseAmount(minText);
    const max = parseAmount(maxText);
    if (minText.trim() && min === null) return setInvalid('min');
    if (maxText.trim() && max === null) return setInvalid('max');
    setInvalid(null);
    const next: CategoryFilters = {
      subs: [...nextSubs].sort((a, b) => a - b),
      min: min === null ? null : minToAmd(min, rate),
      max: max === null ? null : maxToAmd(max, rate),
    };
    if (next.min !== null && next.max !== null && next.min > next.max) {
      [next.min, next.max] = [next.max, next.min];
    }
    const search = filtersToSearch(next);
    navigate(search ? `${pathname}?${search}` : pathname, { preventScrollReset: true });
    if (done) onApplied?.();
  };

  const priceField = (bound: 'min' | 'max', value: string, set: (text: string) => void) => (
    <div className={styles.field}>
      <label htmlFor={`${id}-${bound}`}>
        <FormattedMessage id={bound === 'min' ? 'filters.priceFrom' : 'filters.priceTo'} />
      </label>
      <input
        id={`${id}-${bound}`}
        name={bound}
        inputMode="decimal"
        autoComplete="off"
        className={styles.input}
        value={value}
        aria-invalid={invalid === bound || undefined}
        aria-describedby={invalid === bound ? `${id}-price-error` : undefined}
        onChange={(event) => set(event.target.value)}
      />
    </div>
  );

  return (
    // Without JavaScript the form still works: a GET with `sub`, `min` and `max` in AMD.
    <form
      method="get"
      action={pathname}
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        apply(subs, true);
      }}
    >
      {category.children.length > 0 && (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>
            <FormattedMessage id="filters.subcategories" />
          </legend>
          {category.children.map((child) => (
            <label key={child.id} className={styles.check}>
              <input
                type="checkbox"
                name="sub"
                value={child.id}
                checked={subs.includes(child.id)}
                onChange={(event) => {
                  const next = event.target.checked
                    ? [...subs, child.id]
                    : subs.filter((sub) => sub !== child.id);
                  setSubs(next);
                  apply(next, false);
                }}
              />
              <span>{pick(child, 'name', locale)}</span>
            </label>
          ))}
        </fieldset>
      )}
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>
          <FormattedMessage id="filters.price" values={{ currency: rate.current }} />
        </legend>
        <div className={styles.range}>
          {priceField('min', minText, setMinText)}
          {priceField('max', maxText, setMaxText)}
        </div>
        {invalid && (
          <p id={`${id}-price-error`} className={styles.error}>
            <FormattedMessage id="filters.priceInvalid" />
          </p>
        )}
      </fieldset>
      <div className={styles.buttons}>
        <button type="submit" className={styles.apply}>
          <FormattedMessage id="filters.apply" />
        </button>
        <Link
          to={pathname}
          className={styles.reset}
          preventScrollReset
          onClick={() => onApplied?.()}
        >
          <FormattedMessage id="filters.reset" />
        </Link>
      </div>
    </form>
  );
}

export function FilterPanel({ category, filters }: FilterPanelProps) {
  const intl = useIntl();
  const narrow = useMediaQuery(NARROW);
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const active = filters.subs.length + (filters.min !== null || filters.max !== null ? 1 : 0);
  const close = () => dialog.current?.close();

  return (
    <>
      <button
        type="button"
        className={styles.openButton}
        aria-haspopup="dialog"
        onClick={() => dialog.current?.showModal()}
      >
        <FilterIcon />
        <FormattedMessage id="filters.open" values={{ count: active }} />
      </button>
      {narrow ? (
        <dialog
          ref={dialog}
          className={styles.drawer}
          aria-labelledby={titleId}
          onClick={(event) => {
            if (event.target === event.currentTarget) close();
          }}
        >
          <div className={styles.drawerTop}>
            <h2 id={titleId} className={styles.title}>
              <FormattedMessage id="filters.title" />
            </h2>
            <button type="button" className={styles.close} onClick={close}>
              <CloseIcon />
              <span className="sr-only">{intl.formatMessage({ id: 'filters.close' })}</span>
            </button>
          </div>
          <FilterForm category={category} filters={filters} onApplied={close} />
        </dialog>
      ) : (
        <aside className={styles.sidebar} aria-labelledby={titleId}>
          <h2 id={titleId} className={styles.title}>
            <FormattedMessage id="filters.title" />
          </h2>
          <FilterForm category={category} filters={filters} />
        </aside>
      )}
    </>
  );
}
