import { useEffect, useState } from 'react';
import { useFetcher } from 'react-router';
import type { ProductSummary } from '../../lib/api-types';

/** What a paginated page's loader answers, as far as "show more" needs it. */
export interface ProductPage {
  products: ProductSummary[];
  page: number;
}

interface Appended {
  /** The URL page these were appended to; a navigation starts afresh. */
  from: string;
  products: ProductSummary[];
  last: number;
}

/**
 * "Show more": loads the next page through the route's own loader (no reload, no new
 * history entry) and appends its products to the ones the URL's page shows.
 */
export function useShowMore(
  current: ProductPage,
  pageCount: number,
  hrefFor: (n: number) => string,
) {
  const fetcher = useFetcher<ProductPage>();
  const from = hrefFor(current.page);
  const [appended, setAppended] = useState<Appended>({ from, products: [], last: current.page });
  const state = appended.from === from ? appended : { from, products: [], last: current.page };

  const loaded = fetcher.data;
  useEffect(() => {
    if (!loaded) return;
    setAppended((prev) => {
      const base = prev.from === from ? prev : { from, products: [], last: current.page };
      if (loaded.page !== base.last + 1) return base;
      const seen = new Set([...current.products, ...base.products].map((p) => p.id));
      const fresh = loaded.products.filter((p) => !seen.has(p.id));
      return { from, products: [...base.products, ...fresh], last: loaded.page };
    });
  }, [loaded, from, current.page, current.products]);

  return {
    products: state.products.length ? [...current.products, ...state.products] : current.products,
    lastShown: state.last,
    hasMore: state.last < pageCount,
    loading: fetcher.state !== 'idle',
    showMore: () => fetcher.load(hrefFor(state.last + 1)),
  };
}
