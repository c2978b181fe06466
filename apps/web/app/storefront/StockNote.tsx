import { FormattedMessage } from 'react-intl';
import type { ProductSummary } from '../lib/api-types';

/** Pieces counted and few left: "Only 2 pieces left". */
export const FEW_LEFT = 3;

export function StockNote({ product }: { product: Pick<ProductSummary, 'stock'> }) {
  const { stock } = product;
  if (stock === null || stock === 0 || stock > FEW_LEFT) return null;
  return (
    <span>
      (<FormattedMessage id="stock.fewLeft" values={{ count: stock }} />)
    </span>
  );
}
