import { locales } from './locale';

/** Intl's `supportedLocalesOf`, as the two constructors share it. */
type SupportedLocalesOf = (requested: Intl.LocalesArgument, options?: object) => string[];

const shopLocales = new Set<string>(locales);

function answeringShopLocales(native: SupportedLocalesOf): SupportedLocalesOf {
  return (requested, options) => {
    const asked = typeof requested === 'string' ? [requested] : requested;
    if (
      Array.isArray(asked) &&
      asked.length > 0 &&
      asked.every((locale) => typeof locale === 'string' && shopLocales.has(locale))
    ) {
      return [...new Set(asked as string[])];
    }
    return native(requested, options);
  };
}

/**
 * react-intl asks Intl.NumberFormat and Intl.DateTimeFormat whether they support the page's
 * language (only to warn if not), and intl-messageformat asks again for every message with
 * arguments. Chromium answers the first such question by loading that formatter's list of
 * locales: 40-100 ms of main thread on a 2-core server, four times that on a phone, more than
 * the rest of hydration (decision 0022). The pages format their numbers themselves
 * (number-format.ts), so in the browser the question about the shop's three languages is
 * answered here, yes, and any other goes to Chromium.
 */
export function answerShopLocalesLocally(): void {
  if (typeof document === 'undefined') return;
  for (const constructor of [Intl.NumberFormat, Intl.DateTimeFormat]) {
    const native = constructor.supportedLocalesOf.bind(constructor) as SupportedLocalesOf;
    constructor.supportedLocalesOf = answeringShopLocales(native);
  }
}
