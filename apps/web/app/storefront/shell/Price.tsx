import { useLocale } from '../../lib/i18n/use-locale';
import { formatPrice } from '../../lib/money';
import { useCurrentRate } from '../basket/use-shop-state';

/** An AMD amount in the visitor's currency (AMD on the server and until hydration). */
export function Price({ amd, className }: { amd: number; className?: string }) {
  const rate = useCurrentRate();
  const locale = useLocale();
  return <span className={className}>{formatPrice(amd, rate, locale)}</span>;
}
