import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { localizedHref, pick, pickedLang } from '../lib/i18n/locale';
import { useLocale } from '../lib/i18n/use-locale';
import { notify } from '../lib/notice';
import { fetchQuote } from '../lib/quote';
import { basketTotal, removeFromBasket, repriceBasket, shopKeys } from '../lib/shop-state';
import { useBasket, type BasketLine } from '../lib/use-shop-state';
import styles from './BasketView.module.css';
import { TrashIcon } from './icons';
import { MediaImage } from './MediaImage';
import { EmptyBasket } from './EmptyBasket';
import pageStyles from './Page.module.css';
import { Price } from './Price';
import { QuantityStepper } from './QuantityStepper';

function Line({ line, onRemoved }: { line: BasketLine; onRemoved: () => void }) {
  const intl = useIntl();
  const locale = useLocale();
  const { size } = line;
  const title = pick(line, 'title', locale);
  // two sizes of one ring are two lines: their buttons say which
  const label = size ? intl.formatMessage({ id: 'size.lineTitle' }, { title, size }) : title;
  const cover = line.avatar ?? line.images[0]?.image;
  const href = localizedHref(locale, `/product/${line.id}`);
  return (
    <li className={styles.line}>
      <Link to={href} className={styles.thumb} tabIndex={-1} aria-hidden="true">
        {cover && (
          <MediaImage
            path={cover}
            alt=""
            width={320}
            height={320}
            fallbackWidth={320}
            sizes="96px"
            className={styles.image}
          />
        )}
      </Link>
      <div className={styles.info}>
        <h2 className={styles.title}>
          <Link to={href} lang={pickedLang(line, 'title', locale)}>
            {title}
          </Link>
        </h2>
        {line.model && <p className={styles.meta}>{line.model}</p>}
        {size && (
          <p className={styles.meta}>
            <FormattedMessage id="size.inBasket" values={{ size }} />
          </p>
        )}
        <p className={styles.meta}>
          <FormattedMessage id="basket.unitPrice" />: <Price amd={line.price} />
        </p>
      </div>
      <div className={styles.quantity}>
        <QuantityStepper id={line.id} quantity={line.quantity} title={label} size={size} />
      </div>
      <p className={styles.lineTotal}>
        <span className="sr-only">
          <FormattedMessage id="basket.lineTotal" />:{' '}
        </span>
        <Price amd={line.price * line.quantity} />
      </p>
      <button
        type="button"
        className={styles.remove}
        onClick={() => {
          removeFromBasket(line.id, size);
          notify(intl.formatMessage({ id: 'notice.removedFromBasket' }, { title: label }));
          onRemoved();
        }}
      >
        <TrashIcon />
        <span className="sr-only">
          {intl.formatMessage({ id: 'basket.remove' }, { title: label })}
        </span>
      </button>
    </li>
  );
}

/**
 * Run while the page is parsed, before its first paint: marks the document when the stored basket
 * is empty, so the empty basket's message shows at once instead of after the scripts have come.
 * A basket with lines keeps the skeleton until then; the client render decides either way.
 */
const emptyBasketProbe = `try{var l=JSON.parse(localStorage.getItem(${JSON.stringify(shopKeys.basket)})||'[]');if(!Array.isArray(l)||!l.length)document.documentElement.dataset.basket='empty'}catch(e){document.documentElement.dataset.basket='empty'}`;

/**
 * Once the stored basket is read, asks the server what each line costs today (prices follow the
 * gold price) and stores and announces the prices that changed since the lines were added.
 */
function useTodaysPrices(items: readonly BasketLine[], ready: boolean) {
  const intl = useIntl();
  const locale = useLocale();
  const latest = useRef(items);
  latest.current = items;
  useEffect(() => {
    if (!ready || latest.current.length === 0) return;
    const aborted = new AbortController();
    void fetchQuote({ country: '', region: '' }, latest.current, aborted.signal).then((quote) => {
      if (!quote || quote.changed.length === 0 || aborted.signal.aborted) return;
      const titles = latest.current
        .filter((line) => quote.changed.some((c) => c.id === line.id))
        .map((line) => pick(line, 'title', locale));
      repriceBasket(quote.changed);
      notify(
        intl.formatMessage({ id: 'basket.repriced' }, { titles: [...new Set(titles)].join(', ') }),
      );
    });
    return () => aborted.abort();
  }, [ready, intl, locale]);
}

/** The basket: lines with quantities, line and total prices (all from localStorage). */
export function BasketView({ nonce }: { nonce?: string }) {
  const locale = useLocale();
  const { items, ready } = useBasket();
  const heading = useRef<HTMLHeadingElement>(null);
  const total = basketTotal(items);
  useTodaysPrices(items, ready);

  return (
    <>
      <header className={pageStyles.header}>
        <h1 ref={heading} tabIndex={-1} className={pageStyles.title}>
          <FormattedMessage id="basket.title" />
        </h1>
      </header>
      <div className={styles.contents}>
        {!ready && (
          <>
            <script
              nonce={nonce}
              suppressHydrationWarning
              dangerouslySetInnerHTML={{ __html: emptyBasketProbe }}
            />
            <div className={styles.skeleton} aria-hidden="true" />
          </>
        )}
        {(!ready || items.length === 0) && (
          <div className={ready ? undefined : styles.emptyPreview}>
            <EmptyBasket />
          </div>
        )}
        {ready && items.length > 0 && (
          <div className={styles.layout}>
            <ul className={styles.lines}>
              {items.map((line) => (
                <Line
                  key={`${line.id}/${line.size ?? ''}`}
                  line={line}
                  onRemoved={() => heading.current?.focus()}
                />
              ))}
            </ul>
            <section className={styles.summary} aria-labelledby="basket-summary">
              <h2 id="basket-summary" className={styles.summaryTitle}>
                <FormattedMessage id="basket.summary" />
              </h2>
              <p className={styles.total} aria-live="polite" aria-atomic="true">
                <span>
                  <FormattedMessage id="basket.total" />
                </span>
                <Price amd={total} className={styles.totalValue} />
              </p>
              <p className={styles.note}>
                <FormattedMessage id="basket.deliveryNote" />
              </p>
              <Link to={localizedHref(locale, '/checkout')} className={styles.checkout}>
                <FormattedMessage id="basket.checkout" />
              </Link>
            </section>
          </div>
        )}
      </div>
    </>
  );
}
