import escapeHtml from 'escape-html';
import type { Locale } from '@voski/contract';

/** One rule per list item, as the storefront's page showed them before staff could edit them. */
const rules = (items: string[]) =>
  `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;

/**
 * The return policy a new shop starts with (the product description's, §9), stored with the
 * page record the first time it is read: staff change it in the back-office from there.
 */
export const defaultReturnPolicy: Readonly<Record<Locale, string>> = {
  hy: rules([
    'Գնումը կարող եք վերադարձնել գնման օրվանից 14 օրվա ընթացքում։ Արագ փչացող ապրանքները վերադարձի ենթակա չեն։',
    'Ապրանքը պետք է լինի չօգտագործված և սկզբնական փաթեթավորմամբ, իսկ վերադարձնելիս անհրաժեշտ են վաճառքի կտրոնը և անձը հաստատող փաստաթուղթը։',
    'Ապրանքը վերադարձվում է այն խանութ, որտեղից գնվել է։',
    'Առցանց կատարված պատվերները վերադարձի կամ փոխանակման ենթակա չեն։',
    'Գումարը վերադարձվում է վճարման նույն եղանակով, իսկ քարտով վճարման դեպքում՝ մի քանի օրվա ընթացքում։',
    'Պատվերը կարելի է չեղարկել մինչև առաքման մեկնարկը, բայց ոչ այն բանից հետո, երբ այն արդեն ճանապարհին է։',
  ]),
  en: rules([
    'You can return a purchase within 14 days of buying it. Perishable goods cannot be returned.',
    'The item must be unused and in its original packaging, and you need the receipt and an identity document to return it.',
    'Return the item to the store where you bought it.',
    'Orders placed online cannot be returned or exchanged.',
    'Refunds are made by the original payment method; a card payment is refunded within a few days.',
    'An order can be cancelled until its delivery starts, but not once it is in transit.',
  ]),
  ru: rules([
    'Вернуть покупку можно в течение 14 дней со дня приобретения. Скоропортящиеся товары возврату не подлежат.',
    'Товар должен быть неиспользованным и в оригинальной упаковке; для возврата нужны чек и документ, удостоверяющий личность.',
    'Товар возвращается в тот магазин, где он был куплен.',
    'Заказы, оформленные онлайн, возврату и обмену не подлежат.',
    'Деньги возвращаются тем же способом, которым был оплачен заказ; при оплате картой — в течение нескольких дней.',
    'Заказ можно отменить до начала доставки, но не после того, как он передан в доставку.',
  ]),
};
