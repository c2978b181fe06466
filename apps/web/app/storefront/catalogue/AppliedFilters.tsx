import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { ProductFacets } from '@voski/contract';
import {
  hasFilters,
  noFilters,
  withoutFilter,
  type CategoryQuery,
  type FilterTarget,
} from './category-filters';
import { pick } from '../../lib/i18n/locale';
import { useLocale } from '../../lib/i18n/use-locale';
import { formatPrice } from '../../lib/money';
import { useCurrentRate } from '../basket/use-shop-state';
import { CloseIcon } from '../shell/icons';
import styles from './AppliedFilters.module.css';

interface AppliedFiltersProps {
  target: FilterTarget;
  query: CategoryQuery;
  facets: ProductFacets | null;
}

/** Each applied filter as a chip whose link removes it; and one that removes them all. */
export function AppliedFilters({ target, query, facets }: AppliedFiltersProps) {
  const intl = useIntl();
  const locale = useLocale();
  const rate = useCurrentRate();
  const { filters, sort } = query;
  if (!hasFilters(filters)) return null;

  const href = (next: typeof filters) => target.href(next, sort);
  const price = (amd: number) => formatPrice(amd, rate, locale);
  const metalName = (metal: string) => {
    const known = facets?.metals.find((m) => m.metal === metal);
    return known ? pick(known, 'metal', locale) : metal;
  };
  const chips: { key: string; label: string; to: string }[] = [
    ...filters.subs.map((id) => {
      const child = target.subcategories.find((c) => c.id === id);
      return {
        key: `sub-${id}`,
        label: child ? pick(child, 'name', locale) : String(id),
        to: href(withoutFilter(filters, { sub: id })),
      };
    }),
    ...filters.metals.map((metal) => ({
      key: `metal-${metal}`,
      label: metalName(metal),
      to: href(withoutFilter(filters, { metal })),
    })),
    ...filters.respects.map((respect) => ({
      key: `respect-${respect}`,
      label: String(respect),
      to: href(withoutFilter(filters, { respect })),
    })),
  ];
  if (filters.min !== null || filters.max !== null) {
    const label =
      filters.min !== null && filters.max !== null
        ? intl.formatMessage(
            { id: 'filters.priceChip' },
            { from: price(filters.min), to: price(filters.max) },
          )
        : filters.min !== null
          ? intl.formatMessage({ id: 'filters.priceFromChip' }, { from: price(filters.min) })
          : intl.formatMessage({ id: 'filters.priceToChip' }, { to: price(filters.max!) });
    chips.push({ key: 'price', label, to: href(withoutFilter(filters, { price: true })) });
  }

  return (
    <section className={styles.applied} aria-label={intl.formatMessage({ id: 'filters.applied' })}>
      <ul className={styles.chips}>
        {chips.map((chip) => (
          <li key={chip.key}>
            <Link
              to={chip.to}
              className={styles.chip}
              preventScrollReset
              aria-label={intl.formatMessage({ id: 'filters.remove' }, { label: chip.label })}
            >
              <span>{chip.label}</span>
              <CloseIcon />
            </Link>
          </li>
        ))}
        <li>
          <Link to={href(noFilters)} className={styles.clear} preventScrollReset>
            <FormattedMessage id="filters.clearAll" />
          </Link>
        </li>
      </ul>
    </section>
  );
}
