import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import type { ProductFacets } from '@voski/contract';
import type { ProductSummary } from '../../lib/api-types';
import { hasFilters, noFilters, type CategoryQuery, type FilterTarget } from './category-filters';
import type { MessageId } from '../../lib/i18n/messages';
import { AppliedFilters } from './AppliedFilters';
import styles from './CategoryPage.module.css';
import { FilterPanel } from './FilterPanel';
import { HydratedApart } from '../shell/HydratedApart';
import { PagedProducts } from './PagedProducts';
import pageStyles from '../shell/Page.module.css';

/**
 * A product list with filters (the category and search pages): the filter panel beside the
 * order, the applied filters as chips, and one page of the list, or why it is empty.
 */
export function FilteredProducts({
  target,
  query,
  facets,
  sort,
  products,
  perPage,
  total,
  pageCount,
  hrefFor,
  emptyText,
}: {
  target: FilterTarget;
  query: CategoryQuery;
  facets: ProductFacets | null;
  /** The order's control. */
  sort: ReactNode;
  products: ProductSummary[];
  perPage: number;
  total: number;
  pageCount: number;
  hrefFor: (page: number) => string;
  /** What an empty list says when no filter is applied. */
  emptyText: MessageId;
}) {
  const filtered = hasFilters(query.filters);
  return (
    <div className={styles.layout}>
      <HydratedApart>
        <FilterPanel target={target} query={query} facets={facets} />
      </HydratedApart>
      <div className={styles.results}>
        <div className={styles.toolbar}>{sort}</div>
        <AppliedFilters target={target} query={query} facets={facets} />
        {products.length > 0 ? (
          <PagedProducts
            products={products}
            page={query.page}
            perPage={perPage}
            total={total}
            pageCount={pageCount}
            hrefFor={hrefFor}
          />
        ) : (
          <div className={pageStyles.empty}>
            <p>
              <FormattedMessage id={filtered ? 'filters.empty' : emptyText} />
            </p>
            {filtered && (
              <Link
                to={target.href(noFilters, query.sort)}
                className={pageStyles.buttonSecondary}
                preventScrollReset
              >
                <FormattedMessage id="filters.reset" />
              </Link>
            )}
          </div>
        )}
      </div>
    </div>
  );
}
