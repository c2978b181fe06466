import type { Locale, PaymentTypeName } from '@voski/contract';

/** Every sentence of the shop's e-mails, in the three languages of the storefront. */
export interface MailTexts {
  shop: string;
  /** The greeting; without a name for an address the shop does not know (notices.ts). */
  hello: (name?: string) => string;
  confirmationSubject: (n: number) => string;
  confirmationIntro: (n: number) => string;
  product: string;
  /** A line's size, as "size 17.5". */
  size: (size: string) => string;
  quantity: string;
  price: string;
  subtotal: string;
  /** A promotion's line among the totals: its name, and its code when it had one. */
  discount: (name: string, code: string | null) => string;
  delivery: string;
  /** The delivery's value when a code made it free. */
  freeDelivery: string;
  total: string;
  deliverTo: string;
  nextSteps: string;
  /** For a payment the shop gives back by hand (Idram): customers ask the shop to cancel. */
  nextStepsAskShop: string;
  followLink: string;
  followOnly: string;
  openOrder: string;
  /** The parcel's carrier and tracking number, in the "on its way" mail (issue 38). */
  shippedWith: (carrier: string, number: string) => string;
  trackParcel: string;
  returnPolicy: string;
  /** The link to the storefront's return policy page, after `returnPolicy`. */
  returnPolicyLink: string;
  statusSubject: (n: number, status: string) => string;
  statusIntro: Record<'1' | '2' | '3', (n: number) => string>;
  statusNames: Record<'1' | '2' | '3', string>;
  /** An order collected in store (issue 38): `done` 1 ready for pickup, 2 collected. */
  pickupIntro: Record<'1' | '2', (n: number) => string>;
  pickupNames: Record<'1' | '2', string>;
  pickupWhere: string;
  pickupHours: string;
  /** Where the money went back to, by how it was paid. */
  refunded: Record<PaymentTypeName, string>;
  newOrderSubject: (n: number) => string;
  customerCancelledSubject: (n: number) => string;
  messageSubject: (name: string) => string;
  messageDigestSubject: string;
  messageDigest: (burst: number) => string;
  openMessages: string;
  customer: string;
  phone: string;
  email: string;
  message: string;
  payment: string;
  /** Before the subject of a mail to the shop about an order paid on the test gateway. */
  testTag: string;
  testPayment: string;
}

const en: MailTexts = {
  shop: 'Voski',
  hello: (name) => (name ? `Hello ${name},` : 'Hello,'),
  confirmationSubject: (n) => `Voski: your order #${n} is confirmed`,
  confirmationIntro: (n) => `Thank you! We have received the payment for your order #${n}.`,
  product: 'Product',
  size: (s) => `size ${s}`,
  quantity: 'Qty',
  price: 'Price',
  subtotal: 'Products',
  discount: (name, code) => (code ? `Discount code ${code}` : `Sale: ${name}`),
  freeDelivery: 'free (code)',
  delivery: 'Delivery',
  total: 'Total paid',
  deliverTo: 'Delivery address',
  nextSteps:
    'We are preparing your order and will write to you when it is on its way. Until then you can cancel it on your order page.',
  nextStepsAskShop:
    'We are preparing your order and will write to you when it is on its way. To cancel it until then, please contact the shop.',
  followLink: 'Follow your order or cancel it here:',
  followOnly: 'Follow your order here:',
  openOrder: 'Open your order',
  shippedWith: (carrier, number) => `Carrier: ${carrier}, tracking number: ${number}.`,
  trackParcel: 'Track your parcel',
  returnPolicy: 'Online orders cannot be returned or exchanged.',
  returnPolicyLink: 'Our return policy',
  statusSubject: (n, status) => `Voski: order #${n} is ${status}`,
  statusIntro: {
    '1': (n) => `Your order #${n} is on its way.`,
    '2': (n) => `Your order #${n} has been delivered. Thank you for shopping with us!`,
    '3': (n) => `Your order #${n} has been cancelled.`,
  },
  statusNames: { '1': 'on its way', '2': 'delivered', '3': 'cancelled' },
  pickupIntro: {
    '1': (n) =>
      `Your order #${n} is ready for pickup. Please bring this e-mail or the order number.`,
    '2': (n) => `Your order #${n} has been collected. Thank you for shopping with us!`,
  },
  pickupNames: { '1': 'ready for pickup', '2': 'collected' },
  pickupWhere: 'Where',
  pickupHours: 'Opening hours',
  refunded: {
    card: 'The payment has been refunded to your card; it may take a few days to appear.',
    idram: 'The payment has been returned to your Idram wallet.',
    paypal:
      'The payment has been refunded to your PayPal account; it may take a few days to appear.',
  },
  newOrderSubject: (n) => `New order #${n}`,
  customerCancelledSubject: (n) => `Order #${n} was cancelled by the customer`,
  messageSubject: (name) => `Contact form: a message from ${name}`,
  messageDigestSubject: 'Contact form: more messages are waiting',
  messageDigest: (burst) =>
    `More than ${burst} messages came through the contact form within an hour. The rest are not e-mailed one by one: read them in the back-office.`,
  openMessages: 'Open the messages',
  customer: 'Customer',
  phone: 'Phone',
  email: 'E-mail',
  message: 'Message',
  payment: 'Payment',
  testTag: '[TEST]',
  testPayment:
    "This is a TEST payment: it went through the shop's built-in test gateway and no money was taken. Do not send the order.",
};

const hy: MailTexts = {
  shop: 'Voski',
  hello: (name) => (name ? `Բարև ${name},` : 'Բարև ձեզ,'),
  confirmationSubject: (n) => `Voski. Ձեր #${n} պատվերը հաստատված է`,
  confirmationIntro: (n) => `Շնորհակալություն։ Ստացել ենք Ձեր #${n} պատվերի վճարումը։`,
  product: 'Ապրանք',
  size: (s) => `չափս ${s}`,
  quantity: 'Քանակ',
  price: 'Գին',
  subtotal: 'Ապրանքներ',
  discount: (name, code) => (code ? `Զեղչի կոդ ${code}` : `Զեղչ՝ ${name}`),
  freeDelivery: 'անվճար (կոդ)',
  delivery: 'Առաքում',
  total: 'Վճարված է',
  deliverTo: 'Առաքման հասցե',
  nextSteps:
    'Պատրաստում ենք Ձեր պատվերը և կգրենք, երբ այն ճանապարհին լինի։ Մինչ այդ կարող եք չեղարկել այն պատվերի էջում։',
  nextStepsAskShop:
    'Պատրաստում ենք Ձեր պատվերը և կգրենք, երբ այն ճանապարհին լինի։ Մինչ այդ այն չեղարկելու համար խնդրում ենք կապվել խանութի հետ։',
  followLink: 'Հետևեք պատվերին կամ չեղարկեք այն այստեղ՝',
  followOnly: 'Հետևեք պատվերին այստեղ՝',
  openOrder: 'Բացել պատվերը',
  shippedWith: (carrier, number) => `Առաքիչը՝ ${carrier}, հետևման համարը՝ ${number}։`,
  trackParcel: 'Հետևել ծանրոցին',
  returnPolicy: 'Առցանց պատվերները ենթակա չեն վերադարձի կամ փոխանակման։',
  returnPolicyLink: 'Վերադարձի կանոններ',
  statusSubject: (n, status) => `Voski. #${n} պատվերը ${status} է`,
  statusIntro: {
    '1': (n) => `Ձեր #${n} պատվերը ճանապարհին է։`,
    '2': (n) => `Ձեր #${n} պատվերն առաքված է։ Շնորհակալություն գնումների համար։`,
    '3': (n) => `Ձեր #${n} պատվերը չեղարկված է։`,
  },
  statusNames: { '1': 'ճանապարհին', '2': 'առաքված', '3': 'չեղարկված' },
  pickupIntro: {
    '1': (n) =>
      `Ձեր #${n} պատվերը պատրաստ է վերցնելու համար։ Խնդրում ենք ներկայացնել այս նամակը կամ պատվերի համարը։`,
    '2': (n) => `Ձեր #${n} պատվերը վերցված է։ Շնորհակալություն գնումների համար։`,
  },
  pickupNames: { '1': 'պատրաստ վերցնելու համար', '2': 'վերցված' },
  pickupWhere: 'Հասցե',
  pickupHours: 'Աշխատանքային ժամեր',
  refunded: {
    card: 'Վճարումը վերադարձվել է Ձեր քարտին. այն կարող է երևալ մի քանի օրվա ընթացքում։',
    idram: 'Վճարումը վերադարձվել է Ձեր Idram դրամապանակին։',
    paypal: 'Վճարումը վերադարձվել է Ձեր PayPal հաշվին. այն կարող է երևալ մի քանի օրվա ընթացքում։',
  },
  newOrderSubject: (n) => `Նոր պատվեր #${n}`,
  customerCancelledSubject: (n) => `#${n} պատվերը չեղարկվել է հաճախորդի կողմից`,
  messageSubject: (name) => `Հետադարձ կապ. հաղորդագրություն ${name}-ից`,
  messageDigestSubject: 'Հետադարձ կապ. սպասում են նոր հաղորդագրություններ',
  messageDigest: (burst) =>
    `Մեկ ժամվա ընթացքում հետադարձ կապի ձևով եկել է ավելի քան ${burst} հաղորդագրություն։ Մնացածը առանձին նամակով չեն ուղարկվում. կարդացեք դրանք կառավարման վահանակում։`,
  openMessages: 'Բացել հաղորդագրությունները',
  customer: 'Հաճախորդ',
  phone: 'Հեռախոս',
  email: 'Էլ. փոստ',
  message: 'Հաղորդագրություն',
  payment: 'Վճարում',
  testTag: '[ԹԵՍՏ]',
  testPayment:
    'Սա ԹԵՍՏԱՅԻՆ վճարում է. այն անցել է խանութի ներկառուցված թեստային վճարային համակարգով, և գումար չի գանձվել։ Պատվերը մի՛ ուղարկեք։',
};

const ru: MailTexts = {
  shop: 'Voski',
  hello: (name) => (name ? `Здравствуйте, ${name}!` : 'Здравствуйте!'),
  confirmationSubject: (n) => `Voski: ваш заказ №${n} подтверждён`,
  confirmationIntro: (n) => `Спасибо! Мы получили оплату вашего заказа №${n}.`,
  product: 'Товар',
  size: (s) => `размер ${s}`,
  quantity: 'Кол-во',
  price: 'Цена',
  subtotal: 'Товары',
  discount: (name, code) => (code ? `Код скидки ${code}` : `Скидка: ${name}`),
  freeDelivery: 'бесплатно (код)',
  delivery: 'Доставка',
  total: 'Оплачено',
  deliverTo: 'Адрес доставки',
  nextSteps:
    'Мы готовим ваш заказ и напишем, когда он будет в пути. До этого вы можете отменить его на странице заказа.',
  nextStepsAskShop:
    'Мы готовим ваш заказ и напишем, когда он будет в пути. Чтобы отменить его до этого, пожалуйста, свяжитесь с магазином.',
  followLink: 'Следите за заказом или отмените его здесь:',
  followOnly: 'Следите за заказом здесь:',
  openOrder: 'Открыть заказ',
  shippedWith: (carrier, number) => `Перевозчик: ${carrier}, трек-номер: ${number}.`,
  trackParcel: 'Отследить посылку',
  returnPolicy: 'Онлайн-заказы не подлежат возврату и обмену.',
  returnPolicyLink: 'Условия возврата',
  statusSubject: (n, status) => `Voski: заказ №${n} ${status}`,
  statusIntro: {
    '1': (n) => `Ваш заказ №${n} в пути.`,
    '2': (n) => `Ваш заказ №${n} доставлен. Спасибо за покупку!`,
    '3': (n) => `Ваш заказ №${n} отменён.`,
  },
  statusNames: { '1': 'в пути', '2': 'доставлен', '3': 'отменён' },
  pickupIntro: {
    '1': (n) =>
      `Ваш заказ №${n} готов к выдаче. Пожалуйста, возьмите с собой это письмо или номер заказа.`,
    '2': (n) => `Ваш заказ №${n} получен. Спасибо за покупку!`,
  },
  pickupNames: { '1': 'готов к выдаче', '2': 'получен' },
  pickupWhere: 'Адрес',
  pickupHours: 'Часы работы',
  refunded: {
    card: 'Оплата возвращена на вашу карту; она может поступить в течение нескольких дней.',
    idram: 'Оплата возвращена в ваш кошелёк Idram.',
    paypal: 'Оплата возвращена на ваш счёт PayPal; она может поступить в течение нескольких дней.',
  },
  newOrderSubject: (n) => `Новый заказ №${n}`,
  customerCancelledSubject: (n) => `Заказ №${n} отменён покупателем`,
  messageSubject: (name) => `Форма связи: сообщение от ${name}`,
  messageDigestSubject: 'Форма связи: ждут новые сообщения',
  messageDigest: (burst) =>
    `За час через форму связи пришло больше ${burst} сообщений. Остальные не отправляются письмом по одному: прочитайте их в панели управления.`,
  openMessages: 'Открыть сообщения',
  customer: 'Покупатель',
  phone: 'Телефон',
  email: 'E-mail',
  message: 'Сообщение',
  payment: 'Оплата',
  testTag: '[ТЕСТ]',
  testPayment:
    'Это ТЕСТОВАЯ оплата: она прошла через встроенный тестовый платёжный шлюз магазина, деньги не списаны. Не отправляйте заказ.',
};

export const mailTexts: Record<Locale, MailTexts> = { hy, en, ru };

export const textsFor = (language: string): MailTexts =>
  mailTexts[language as Locale] ?? mailTexts.hy;
