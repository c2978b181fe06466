import { FormattedMessage } from 'react-intl';
import type { ProductSummary } from '../../lib/api-types';
import { useLocale } from '../../lib/i18n/use-locale';
import { counted } from '../../lib/number-locale';

/** Pieces counted and few left: "Only 2 pieces left". */
export const FEW_LEFT = 3;

export function StockNote({ product }: { product: Pick<ProductSummary, 'stock'> }) {
  const { stock } = product;
  const locale = useLocale();
  if (stock === null || stock === 0 || stock > FEW_LEFT) return null;
  return (
    <span>
      (<FormattedMessage id="stock.fewLeft" values={counted(stock, locale)} />)
    </span>
  );
}
