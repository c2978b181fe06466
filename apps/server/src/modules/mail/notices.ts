import { locales, type Locale } from '@voski/contract';
import { renderMail, type MailBlock } from './layout.ts';
import type { OutgoingMail } from './transport.ts';
import { textsFor } from './texts.ts';

export interface MailShop {
  publicUrl: string;
  shopEmail: string;
}

/**
 * Each language's own AMD format (the shop charges whole drams), made once: a formatter costs
 * far more to make than to use, and a notice prints several amounts.
 */
const amdFormats = Object.fromEntries(
  locales.map((language) => [
    language,
    new Intl.NumberFormat(language, {
      style: 'currency',
      currency: 'AMD',
      currencyDisplay: 'code',
      maximumFractionDigits: 0,
    }),
  ]),
) as Record<Locale, Intl.NumberFormat>;

export const amd = (amount: number, language: Locale) => amdFormats[language].format(amount);

export const localeOf = (language: string): Locale =>
  (locales as readonly string[]).includes(language) ? (language as Locale) : 'hy';

/** A message in the shop's layout. */
export const composeMail = (
  shop: MailShop,
  kind: string,
  to: string,
  language: Locale,
  subject: string,
  blocks: MailBlock[],
): OutgoingMail => ({
  kind,
  to,
  subject,
  ...renderMail({ name: textsFor(language).shop, url: shop.publicUrl }, language, blocks),
});

/**
 * To the shop, instead of one notice per message once more than `burst` came within the hour:
 * a pointer to the back-office, with none of the visitors' words.
 */
export function contactDigestNotice(shop: MailShop, burst: number): OutgoingMail {
  const t = textsFor('hy');
  return composeMail(shop, MESSAGE_DIGEST, shop.shopEmail, 'hy', t.messageDigestSubject, [
    { p: t.messageDigest(burst) },
    { button: { href: `${shop.publicUrl}/admin/contact/formResult`, label: t.openMessages } },
  ]);
}

export const MESSAGE_DIGEST = 'message-digest';

/** To the shop: a visitor wrote through the contact form. */
export function contactMessageNotice(
  shop: MailShop,
  message: { name: string; surname: string; email: string; phone: string; message: string },
): OutgoingMail {
  const t = textsFor('hy');
  const who = `${message.name} ${message.surname}`;
  return composeMail(shop, 'message-new', shop.shopEmail, 'hy', t.messageSubject(who), [
    {
      fields: [
        [t.customer, who],
        [t.email, message.email],
        [t.phone, message.phone],
      ],
    },
    { p: message.message },
  ]);
}
