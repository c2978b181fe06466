import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router';
import type { ProductFacets } from '@voski/contract';
import {
  filterCount,
  noFilters,
  type CategoryFilters,
  type CategoryQuery,
  type FilterTarget,
} from './category-filters';
import { pick } from '../../lib/i18n/locale';
import { useLocale } from '../../lib/i18n/use-locale';
import { counted, formatDecimal } from '../../lib/number-locale';
import { amdToInput, maxToAmd, minToAmd, parseAmount } from './price-range';
import type { Rate } from '../../lib/rates';
import { useCurrentRate } from '../basket/use-shop-state';
import styles from './FilterPanel.module.css';
import { CloseIcon, FilterIcon } from '../shell/icons';

interface FilterPanelProps {
  target: FilterTarget;
  query: CategoryQuery;
  /** Counts per value; null when the API could not give them (the lists then show no counts). */
  facets: ProductFacets | null;
}

interface CheckOption<V> {
  value: V;
  label: string;
  count: number | null;
}

/** One group of checkboxes, each with how many products ticking it would show. */
export function CheckGroup<V extends string | number>({
  legend,
  name,
  options,
  chosen,
  onToggle,
}: {
  legend: ReactNode;
  name: string;
  options: CheckOption<V>[];
  chosen: readonly V[];
  onToggle: (value: V, on: boolean) => void;
}) {
  const intl = useIntl();
  const locale = useLocale();
  if (options.length === 0) return null;
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className={styles.check}>
          <input
            type="checkbox"
            name={name}
            value={option.value}
            checked={chosen.includes(option.value)}
            onChange={(event) => onToggle(option.value, event.target.checked)}
          />
          <span className={option.count === 0 ? styles.none : undefined}>
            {option.count === null
              ? option.label
              : intl.formatMessage(
                  { id: 'filters.option' },
                  // grouped as the page's other numbers are ("1,234"; "1 234" in Russian)
                  { label: option.label, count: formatDecimal(option.count, locale, 0) },
                )}
          </span>
        </label>
      ))}
    </fieldset>
  );
}

/** Values to offer: those the facets counted, and any chosen one they no longer list. */
function withChosen<V>(options: CheckOption<V>[], chosen: readonly V[], label: (v: V) => string) {
  const missing = chosen.filter((v) => !options.some((o) => o.value === v));
  return [...options, ...missing.map((value) => ({ value, label: label(value), count: 0 }))];
}

/** Phones open the panel as a drawer (a modal dialog); wider screens show it as a sidebar. */
const NARROW = '(max-width: 899.98px)';

/** A price range (in AMD) as typed in one currency at one rate. */
function pricesKey(min: number | null, max: number | null, rate: Rate): string {
  return JSON.stringify([min, max, rate.current, rate.value]);
}

function FilterForm({
  target,
  query,
  facets,
  onApplied,
}: FilterPanelProps & { onApplied?: () => void }) {
  const { filters } = query;
  const locale = useLocale();
  const rate = useCurrentRate();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const id = useId();
  const [subs, setSubs] = useState(filters.subs);
  const [metals, setMetals] = useState(filters.metals);
  const [respects, setRespects] = useState(filters.respects);
  const [minText, setMinText] = useState('');
  const [maxText, setMaxText] = useState('');
  const [invalid, setInvalid] = useState<'min' | 'max' | null>(null);

  // The URL is the truth: follow it after every navigation (back, reset) and currency change.
  const subsKey = filters.subs.join(',');
  const metalsKey = JSON.stringify(filters.metals);
  const respectsKey = filters.respects.join(',');
  useEffect(() => {
    setSubs(subsKey ? subsKey.split(',').map(Number) : []);
  }, [subsKey]);
  useEffect(() => {
    setMetals(JSON.parse(metalsKey) as string[]);
  }, [metalsKey]);
  useEffect(() => {
    setRespects(respectsKey ? respectsKey.split(',').map(Number) : []);
  }, [respectsKey]);
  // ... except when the page lands that the visitor's own prices asked for: the fields then keep
  // what they typed, also anything typed while the page was loading.
  const sentPrices = useRef<string | null>(null);
  useEffect(() => {
    const landed = pricesKey(filters.min, filters.max, rate);
    const own = sentPrices.current === landed;
    sentPrices.current = null;
    if (own) return;
    setMinText(filters.min === null ? '' : amdToInput(filters.min, rate));
    setMaxText(filters.max === null ? '' : amdToInput(filters.max, rate));
    setInvalid(null);
  }, [filters.min, filters.max, rate]);

  const apply = (chosen: Pick<CategoryFilters, 'subs' | 'metals' | 'respects'>, done: boolean) => {
    const min = parseAmount(minText);
    const max = parseAmount(maxText);
    if (minText.trim() && min === null) return setInvalid('min');
    if (maxText.trim() && max === null) return setInvalid('max');
    setInvalid(null);
    const next: CategoryFilters = {
      subs: [...chosen.subs].sort((a, b) => a - b),
      min: min === null ? null : minToAmd(min, rate),
      max: max === null ? null : maxToAmd(max, rate),
      metals: [...chosen.metals].sort(),
      respects: [...chosen.respects].sort((a, b) => a - b),
    };
    if (next.min !== null && next.max !== null && next.min > next.max) {
      // swapped: the fields follow the URL when it lands
      [next.min, next.max] = [next.max, next.min];
      sentPrices.current = null;
    } else {
      sentPrices.current = pricesKey(next.min, next.max, rate);
    }
    // A new choice starts again from the first page, in the order the visitor picked.
    navigate(target.href(next, query.sort), { preventScrollReset: true });
    if (done) onApplied?.();
  };

  const span = facets?.price;
  const placeholder = (amd: number | null | undefined) =>
    amd === null || amd === undefined ? undefined : amdToInput(amd, rate);
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
        placeholder={placeholder(bound === 'min' ? span?.min : span?.max)}
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
        apply({ subs, metals, respects }, true);
      }}
    >
      {Object.entries(target.keep ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <CheckGroup
        legend={<FormattedMessage id={target.subcategoriesLegend ?? 'filters.subcategories'} />}
        name="sub"
        options={target.subcategories.map((child) => ({
          value: child.id,
          label: pick(child, 'name', locale),
          count: facets ? (facets.subcategories.find((f) => f.id === child.id)?.count ?? 0) : null,
        }))}
        chosen={subs}
        onToggle={(id, on) => {
          const next = on ? [...subs, id] : subs.filter((sub) => sub !== id);
          setSubs(next);
          apply({ subs: next, metals, respects }, false);
        }}
      />
      <CheckGroup
        legend={<FormattedMessage id="filters.metal" />}
        name="metal"
        options={withChosen(
          (facets?.metals ?? []).map((m) => ({
            value: m.metal,
            label: pick(m, 'metal', locale),
            count: m.count,
          })),
          metals,
          (metal) => metal,
        )}
        chosen={metals}
        onToggle={(metal, on) => {
          const next = on ? [...metals, metal] : metals.filter((m) => m !== metal);
          setMetals(next);
          apply({ subs, metals: next, respects }, false);
        }}
      />
      <CheckGroup
        legend={<FormattedMessage id="filters.fineness" />}
        name="respect"
        options={withChosen(
          (facets?.respects ?? []).map((r) => ({
            value: r.respect,
            label: String(r.respect),
            count: r.count,
          })),
          respects,
          String,
        )}
        chosen={respects}
        onToggle={(respect, on) => {
          const next = on ? [...respects, respect] : respects.filter((r) => r !== respect);
          setRespects(next);
          apply({ subs, metals, respects: next }, false);
        }}
      />
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
          to={target.href(noFilters, query.sort)}
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

export function FilterPanel({ target, query, facets }: FilterPanelProps) {
  const intl = useIntl();
  const locale = useLocale();
  // The drawer is made when a phone first opens it, so the page hydrates the markup the server
  // sent (the sidebar, which CSS hides on phones) instead of swapping it for a dialog right after.
  const [drawer, setDrawer] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const active = filterCount(query.filters);
  const close = () => dialog.current?.close();

  useEffect(() => {
    if (!drawer) return;
    dialog.current?.showModal();
    // grown past phone width: back to the sidebar
    const narrow = window.matchMedia(NARROW);
    const onChange = () => {
      if (narrow.matches) return;
      dialog.current?.close();
      setDrawer(false);
    };
    narrow.addEventListener('change', onChange);
    return () => narrow.removeEventListener('change', onChange);
  }, [drawer]);

  return (
    <>
      <button
        type="button"
        className={styles.openButton}
        aria-haspopup="dialog"
        onClick={() => (drawer ? dialog.current?.showModal() : setDrawer(true))}
      >
        <FilterIcon />
        <FormattedMessage id="filters.open" values={counted(active, locale)} />
      </button>
      {drawer ? (
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
          <FilterForm target={target} query={query} facets={facets} onApplied={close} />
        </dialog>
      ) : (
        <aside className={styles.sidebar} aria-labelledby={titleId}>
          <h2 id={titleId} className={styles.title}>
            <FormattedMessage id="filters.title" />
          </h2>
          <FilterForm target={target} query={query} facets={facets} />
        </aside>
      )}
    </>
  );
}
