import { Typography } from 'antd';
import { weightPriceParts } from '@voski/contract/metal-pricing';
import type { MetalKindRecord } from '@voski/contract';
import { pick } from '../../../lib/i18n/locale';
import { useLocale } from '../../../lib/i18n/use-locale';
import { formatAmd } from '../../ui/format';
import { useT } from '../../ui/use-t';
import { useMetalPrices } from './metal-prices-api';

export interface WeightPricing {
  weight?: number | null;
  respect?: number | null;
  kind?: MetalKindRecord;
  makingCharge?: number | null;
  makingPerGram?: boolean;
}

/**
 * The price a weight-priced piece will get when saved, worked out as the staff type by the
 * contract's own rule (`weightPriceParts`, which the server prices with too), from today's
 * price per gram of its metal at its fineness. Announced politely as it changes.
 */
export function WeightPricePreview({
  weight,
  respect,
  kind,
  makingCharge,
  makingPerGram,
}: WeightPricing) {
  const t = useT();
  const locale = useLocale();
  const prices = useMetalPrices();
  const say = (text: string) => (
    <Typography.Paragraph role="status" aria-live="polite" data-testid="weight-price">
      {text}
    </Typography.Paragraph>
  );
  if (!kind || !respect || !weight || !(weight > 0))
    return say(t('admin.product.weightPriceWaiting'));
  const perGram = prices.data?.find(
    (p) => p.metal === kind.key && p.fineness === respect,
  )?.price_per_gram;
  if (perGram === undefined) {
    if (prices.data === undefined) return say('');
    return say(
      t('admin.product.weightNoPrice', { metal: pick(kind, 'name', locale), fineness: respect }),
    );
  }
  const parts = weightPriceParts({
    weight,
    pricePerGram: perGram,
    makingCharge: makingCharge ?? 0,
    makingPerGram: makingPerGram === true,
  });
  return say(
    `${t('admin.product.weightPrice', { price: formatAmd(parts.price, locale) })} (${t(
      'admin.product.weightPriceParts',
      { metal: formatAmd(parts.metal, locale), making: formatAmd(parts.making, locale) },
    )})`,
  );
}
