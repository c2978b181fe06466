import { FormattedMessage } from 'react-intl';
import type { PriceBreakdown as Breakdown } from '@voski/contract';
import { useLocale } from '../../lib/i18n/use-locale';
import { formatDecimal } from '../../lib/number-locale';
import { Price } from '../shell/Price';
import styles from './ProductPageExtras.module.css';

/**
 * A weight-priced piece's price, taken apart as the server worked it out: the metal (weight ×
 * today's price per gram at the piece's fineness), the making charge and the rounding to
 * 100 ֏, which add up to the price; each in the shopper's currency.
 */
export function PriceBreakdown({
  breakdown,
  weight,
  fineness,
  metal,
  sale = null,
}: {
  breakdown: Breakdown;
  /** The price under a sale running now (issue 37): shown as a discount off the price. */
  sale?: number | null;
  weight: number;
  fineness: number;
  /** The metal kind's name in the page's language. */
  metal: string;
}) {
  const locale = useLocale();
  // Every stored decimal (grams to the milligram), so the multiplication can be checked.
  const grams = formatDecimal(weight, locale, 3);
  const rows = [
    {
      key: 'metal',
      label: (
        <FormattedMessage
          id="product.breakdown.metal"
          values={{
            metal,
            fineness,
            weight: grams,
            perGram: <Price amd={breakdown.price_per_gram} />,
          }}
        />
      ),
      amd: breakdown.metal,
    },
    {
      key: 'making',
      label:
        breakdown.making_rate !== null ? (
          <FormattedMessage
            id="product.breakdown.makingPerGram"
            values={{ weight: grams, perGram: <Price amd={breakdown.making_rate} /> }}
          />
        ) : (
          <FormattedMessage id="product.breakdown.making" />
        ),
      amd: breakdown.making,
    },
    ...(breakdown.rounding !== 0
      ? [
          {
            key: 'rounding',
            label: <FormattedMessage id="product.breakdown.rounding" />,
            amd: breakdown.rounding,
          },
        ]
      : []),
    ...(sale !== null && sale < breakdown.price
      ? [
          {
            key: 'discount',
            label: <FormattedMessage id="product.breakdown.discount" />,
            amd: sale - breakdown.price,
          },
        ]
      : []),
  ];
  return (
    <details className={styles.breakdown}>
      <summary>
        <FormattedMessage id="product.breakdown.title" />
      </summary>
      <table>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} data-part={row.key}>
              <th scope="row">{row.label}</th>
              <td>
                <Price amd={row.amd} />
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr data-part="price">
            <th scope="row">
              <FormattedMessage id="product.breakdown.total" />
            </th>
            <td>
              <Price amd={sale !== null && sale < breakdown.price ? sale : breakdown.price} />
            </td>
          </tr>
        </tfoot>
      </table>
    </details>
  );
}
