import type { ProductSummary } from '../../lib/api-types';
import { useShowMore } from './use-show-more';
import { HydratedApart } from '../shell/HydratedApart';
import { Pagination } from '../shell/Pagination';
import { ProductGrid } from './ProductGrid';
import { ShowMore } from '../shell/ShowMore';

/**
 * One page of a product list (category, search, a home section's whole list): the grid, "show
 * more" (which appends the next pages in place) and page links that work without script.
 */
export function PagedProducts({
  products,
  page,
  perPage,
  total,
  pageCount,
  hrefFor,
}: {
  products: ProductSummary[];
  page: number;
  perPage: number;
  total: number;
  pageCount: number;
  /** The address of page `n` of this list. */
  hrefFor: (n: number) => string;
}) {
  const more = useShowMore({ products, page }, pageCount, hrefFor);
  return (
    <>
      <HydratedApart>
        <ProductGrid products={more.products} headingLevel={2} leadsPage />
      </HydratedApart>
      <ShowMore
        shown={more.products.length + (page - 1) * perPage}
        total={total}
        hasMore={more.hasMore}
        loading={more.loading}
        onShowMore={more.showMore}
      />
      <Pagination page={page} lastShown={more.lastShown} pageCount={pageCount} hrefFor={hrefFor} />
    </>
  );
}
