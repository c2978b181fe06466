import { useCallback, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { localizedHref, pick, pickedLang, type Locale } from '../../lib/i18n/locale';
import type { MessageId } from '../../lib/i18n/messages';
import { useLocale } from '../../lib/i18n/use-locale';
import { notify } from '../../lib/notice';
import type { CodeRefusal } from '@voski/contract/promotion-rules';
import { CodeField } from './CodeField';
import { readCode, writeCode } from './code-session';
import { fetchQuote } from './quote';
import { counted } from '../../lib/number-locale';
import type { ShownQuote } from './quote';
import {
  basketTotal,
  quantityLimit,
  removeFromBasket,
  repriceBasket,
  setBasketQuantity,
  shopKeys,
} from './shop-state';
import { useBasket, type BasketLine } from './use-shop-state';
import styles from './BasketView.module.css';
import { TrashIcon } from '../shell/icons';
import { MediaImage } from '../shell/MediaImage';
import { EmptyBasket } from './EmptyBasket';
import pageStyles from '../shell/Page.module.css';
import { Price } from '../shell/Price';
import { QuantityStepper } from './QuantityStepper';

/** A basket line's key: its product and size. */
const lineKey = (line: { id: number; size?: string }) => `${line.id}/${line.size ?? ''}`;

function Line({
  line,
  left,
  onRemoved,
}: {
  line: BasketLine;
  /** Pieces the shop has left of this line (null: not counted; undefined: not known yet). */
  left: number | null | undefined;
  onRemoved: () => void;
}) {
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
        {typeof left === 'number' && left > 0 && line.quantity >= left && (
          <p className={styles.meta}>
            <FormattedMessage id="stock.fewLeft" values={counted(left, locale)} />
          </p>
        )}
      </div>
      <div className={styles.quantity}>
        {left === 0 ? (
          <p className={styles.soldOut}>
            <FormattedMessage id="stock.soldOut" />
          </p>
        ) : (
          <QuantityStepper
            id={line.id}
            quantity={line.quantity}
            title={label}
            size={size}
            max={quantityLimit(left)}
          />
        )}
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

/** The notices a fresh quote calls for, and the basket brought in line with it. */
function applyQuote(
  quote: ShownQuote,
  left: ReadonlyMap<string, number | null>,
  lines: readonly BasketLine[],
  titleOf: (line: BasketLine) => string,
  text: (id: MessageId, values: Record<string, string | number>) => string,
  locale: Locale,
): string[] {
  const notes: string[] = [];
  const titles = (of: readonly BasketLine[]) => [...new Set(of.map(titleOf))].join(', ');
  if (quote.changed.length > 0) {
    const repriced = lines.filter((line) => quote.changed.some((c) => c.id === line.id));
    repriceBasket(quote.changed);
    notes.push(text('basket.repriced', { titles: titles(repriced) }));
  }
  const sold: BasketLine[] = [];
  for (const line of lines) {
    const count = left.get(lineKey(line));
    if (typeof count !== 'number' || line.quantity <= count) continue;
    if (count === 0) {
      sold.push(line);
      continue;
    }
    setBasketQuantity(line.id, count, line.size, count);
    notes.push(text('basket.cappedToStock', { title: titleOf(line), ...counted(count, locale) }));
  }
  if (sold.length > 0) notes.push(text('basket.soldOutSince', { titles: titles(sold) }));
  return notes;
}

/**
 * Once the stored basket is read, asks the server what each line costs today (prices follow the
 * gold price) and how many pieces are left: stores the prices that changed, brings a line down
 * to what is left, and announces both. Answers what is left of each line, by line key.
 *
 * With a discount code (issue 37) the quote also says what the code takes off, asked again as
 * the quantities change; a code the server refuses is taken off (`onRefused`) and asked without.
 */
function useTodaysQuote(
  items: readonly BasketLine[],
  ready: boolean,
  code: string,
  onRefused: (refused: CodeRefusal) => void,
) {
  const intl = useIntl();
  const locale = useLocale();
  const latest = useRef(items);
  latest.current = items;
  const [left, setLeft] = useState<ReadonlyMap<string, number | null>>(new Map());
  const [applied, setApplied] = useState<ShownQuote['code']>(null);
  // Without a code the quote is asked once; with one, again whenever a quantity changes.
  const lines = code ? items.map((l) => `${lineKey(l)}*${l.quantity}`).join() : '';
  useEffect(() => {
    if (!ready || latest.current.length === 0) return;
    const aborted = new AbortController();
    void fetchQuote(
      { country: '', region: '' },
      latest.current,
      aborted.signal,
      code || undefined,
    ).then((quote) => {
      if (!quote || aborted.signal.aborted) return;
      if ('refused' in quote) {
        setApplied(null);
        onRefused(quote.refused);
        return;
      }
      setApplied(quote.code);
      const left = new Map(quote.left.map((l) => [lineKey(l), l.left]));
      setLeft(left);
      const notes = applyQuote(
        quote,
        left,
        latest.current,
        (line) => {
          const title = pick(line, 'title', locale);
          return line.size
            ? intl.formatMessage({ id: 'size.lineTitle' }, { title, size: line.size })
            : title;
        },
        (id, values) => intl.formatMessage({ id }, values),
        locale,
      );
      if (notes.length > 0) notify(notes.join(' '));
    });
    return () => aborted.abort();
  }, [ready, intl, locale, code, lines, onRefused]);
  return { left, applied: code ? applied : null };
}

/**
 * The discount code of the basket: the one kept for the checkout (this tab's), changed
 * here; a refusal is kept to say why until another code is tried.
 */
function useBasketCode(ready: boolean) {
  const [code, setCode] = useState('');
  const [refused, setRefused] = useState<CodeRefusal | null>(null);
  useEffect(() => {
    if (ready) setCode(readCode());
  }, [ready]);
  const apply = useCallback((next: string) => {
    setRefused(null);
    setCode(next);
    writeCode(next);
  }, []);
  const refuse = useCallback((reason: CodeRefusal) => {
    setRefused(reason);
    setCode('');
    writeCode('');
  }, []);
  return { code, refused, apply, refuse };
}

/** The basket: lines with quantities, line and total prices (all from localStorage). */
export function BasketView({ nonce }: { nonce?: string }) {
  const locale = useLocale();
  const { items, ready } = useBasket();
  const heading = useRef<HTMLHeadingElement>(null);
  const code = useBasketCode(ready);
  const { left, applied } = useTodaysQuote(items, ready, code.code, code.refuse);
  const soldOut = items.some((line) => left.get(lineKey(line)) === 0);
  // What checkout will charge: a sold-out line is on its way out of the basket.
  const total = basketTotal(items.filter((line) => left.get(lineKey(line)) !== 0));

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
                  key={lineKey(line)}
                  line={line}
                  left={left.get(lineKey(line))}
                  onRemoved={() => heading.current?.focus()}
                />
              ))}
            </ul>
            <section className={styles.summary} aria-labelledby="basket-summary">
              <h2 id="basket-summary" className={styles.summaryTitle}>
                <FormattedMessage id="basket.summary" />
              </h2>
              {applied && applied.amount > 0 && (
                <p className={styles.discount} data-testid="code-discount">
                  <span>
                    <FormattedMessage
                      id="checkout.summary.discount"
                      values={{ code: applied.code }}
                    />
                  </span>
                  <Price amd={-applied.amount} />
                </p>
              )}
              <p className={styles.total} aria-live="polite" aria-atomic="true">
                <span>
                  <FormattedMessage id="basket.total" />
                </span>
                <Price amd={total - (applied?.amount ?? 0)} className={styles.totalValue} />
              </p>
              <p className={styles.note}>
                <FormattedMessage id="basket.deliveryNote" />
              </p>
              <div className={styles.code}>
                <CodeField applied={applied} refused={code.refused} onApply={code.apply} />
              </div>
              {soldOut ? (
                <p className={styles.soldOut}>
                  <FormattedMessage id="basket.removeSoldOut" />
                </p>
              ) : (
                <Link to={localizedHref(locale, '/checkout')} className={styles.checkout}>
                  <FormattedMessage id="basket.checkout" />
                </Link>
              )}
            </section>
          </div>
        )}
      </div>
    </>
  );
}
