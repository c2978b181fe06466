// Plain data without zod: the back-office imports it through `@voski/contract/staff-messages`.
import { orderStatusNames } from './order-options.ts';

/**
 * The API's refusals a staff member can meet in the back-office, in the API's English: the
 * server answers with these texts (old clients depend on them), and the back-office recognises
 * them here to show its own catalog message instead, with the same values.
 *
 * A fixed refusal is a string. One with values is a template: called with its values, it gives
 * the server's text; `read` takes a text apart again into those values (undefined when the text
 * is not this message). A `{name}` in the template is where the value of slot `name` goes.
 */

/** How one value is written into a message and read back out of it. */
export interface Slot<In, Out extends string | number = string | number> {
  /** A regular expression source with exactly one capturing group: the value's text. */
  readonly pattern: string;
  show(value: In): string;
  read(text: string): Out;
}

/** A whole number (or a decimal one, such as 1.5). */
const number: Slot<number, number> = {
  pattern: String.raw`(\d+(?:\.\d+)?)`,
  show: String,
  read: Number,
};

/** A count and its noun, singular for 1: "1 product", "2 products". */
const counted = (one: string, many: string): Slot<number, number> => ({
  pattern: String.raw`(\d+) (?:${escape(one)}|${escape(many)})`,
  show: (n) => `${n} ${n === 1 ? one : many}`,
  read: Number,
});

/** A list (ids, sizes), comma separated; read back as the text it was written as. */
const list: Slot<readonly (string | number)[], string> = {
  pattern: '(.+)',
  show: (items) => items.join(', '),
  read: (text) => text,
};

/** An order's status as the API names it ("in transit"); read back as the status number. */
const orderStatus: Slot<number, number> = {
  pattern: `(${[...Object.values(orderStatusNames).map(escape), String.raw`\d+`].join('|')})`,
  show: (n) => orderStatusNames[n as keyof typeof orderStatusNames] ?? String(n),
  read: (text) => {
    const found = Object.entries(orderStatusNames).find(([, name]) => name === text);
    return Number(found ? found[0] : text);
  },
};

/** A metal kind's code ("gold", "rose-gold"), read back as itself. */
const metal: Slot<string, string> = {
  pattern: '([a-z0-9]+(?:-[a-z0-9]+)*)',
  show: (kind) => kind,
  read: (text) => text,
};

// Slot<never, …> takes any slot: `show` is a method, so its parameter is checked both ways.
type Slots = Record<string, Slot<never>>;
type ValuesIn<S extends Slots> = { [K in keyof S]: Parameters<S[K]['show']>[0] };
type ValuesOut<S extends Slots> = { [K in keyof S]: ReturnType<S[K]['read']> };

export type MessageTemplate<S extends Slots> = ((values: ValuesIn<S>) => string) & {
  readonly template: string;
  read(message: string): ValuesOut<S> | undefined;
};

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const PLACE = /\{(\w+)\}/g;

function template<S extends Slots>(text: string, slots: S): MessageTemplate<S> {
  // literal, name, literal, name, ..., literal
  const parts = text.split(/\{(\w+)\}/);
  const names = parts.filter((_, i) => i % 2 === 1) as (keyof S & string)[];
  const source = parts
    .map((part, i) => (i % 2 === 0 ? escape(part) : slots[part]!.pattern))
    .join('');
  const matcher = new RegExp(`^${source}$`);
  const say = (values: ValuesIn<S>) =>
    text.replace(PLACE, (_, name: string) =>
      (slots[name] as unknown as Slot<unknown>).show(values[name]),
    );
  return Object.assign(say, {
    template: text,
    read(message: string) {
      const match = matcher.exec(message);
      if (!match) return undefined;
      return Object.fromEntries(
        names.map((name, i) => [name, slots[name]!.read(match[i + 1]!)]),
      ) as ValuesOut<S>;
    },
  });
}

export const staffMessages = {
  // Any request
  forbidden: 'This action is unauthorized.',
  notFound: 'Not found.',
  serverError: 'Server error',
  invalidData: 'The given data was invalid.',
  tooManyRequests: 'Too many requests. Please try again later.',
  /** A part the request needs (the database, Redis) is out of reach for now: a 503. */
  serviceBusy: 'The service is busy. Please try again in a moment.',
  bodyTooLarge: 'The request body is too large.',
  controlCharacters: 'The text may not contain control characters (such as NUL).',

  // Uploaded images
  storageDown: 'Image storage is unavailable; nothing was saved.',
  fileTooLarge: template('The file may not be greater than {mb} MB.', { mb: number }),
  notAnImage: 'The file must be a JPEG, PNG, WebP, AVIF or GIF image.',
  tooManyFrames: template('An animated image may have at most {frames} frames.', {
    frames: number,
  }),
  animationTooLarge: template(
    'An animated image may not be larger than {megapixels} megapixels in all its frames.',
    { megapixels: number },
  ),
  imageTooLarge: template('The image may not be larger than {megapixels} megapixels.', {
    megapixels: number,
  }),

  // Records gone (deleted meanwhile, in another tab or by someone else)
  categoryNotFound: 'Category not found.',
  productNotFound: 'Product not found.',
  imageNotFound: 'Image not found.',
  userNotFound: 'User not found.',
  orderNotFound: 'Order not found.',
  slideNotFound: 'Slide not found.',
  blogNotFound: 'Blog post not found.',
  faqNotFound: 'FAQ not found.',
  postNotFound: 'Post not found.',
  messageNotFound: 'Message not found.',
  contactsNotFound: 'Contact information not found.',

  // Staff accounts
  deactivated: 'This account is deactivated; an admin can activate it again.',
  emailTaken: 'The email has already been taken.',
  passwordTooShort: template('The password must be at least {min} characters.', { min: number }),
  passwordPersonal: 'The password may not be or contain the email address or the name.',
  passwordShopWords:
    "The password may not be little more than the shop's name, a city, a product's name or this year.",
  passwordCommon: 'The password is one of the most common passwords.',
  passwordGuessable:
    'The password is too easy to guess: avoid repeated characters, sequences and common words.',
  lastAdminDemoted: 'The last admin cannot be demoted.',
  lastAdminDeactivated: 'The last admin cannot be deactivated.',
  lastAdminDeleted: 'The last admin cannot be deleted.',
  selfDemoted: 'You cannot demote yourself; another admin can.',
  selfDeactivated: 'You cannot deactivate yourself; another admin can.',
  selfDeleted: 'You cannot delete your own account.',

  // Categories
  categoryOwnParent: 'A category cannot be its own parent.',
  categoryParentHasChildren: 'A category with subcategories cannot become a subcategory.',
  categoryParentRule: 'The parent must be an existing top-level category.',
  categoryHasSubcategories: template(
    'This category still has {count}: delete them or move them to another category first.',
    { count: counted('subcategory', 'subcategories') },
  ),
  categoryHasProducts: template(
    'This category still has {count}: move them to another category or delete them first.',
    { count: counted('product', 'products') },
  ),
  categoryInUse: 'This category is in use: move its products and subcategories first.',

  // Products
  productCategoryUnknown: 'The category must be the id of an existing category.',
  productCategoriesMissing: template('These categories do not exist: {ids}.', { ids: list }),
  productBlogUnknown: 'The blog id must be the id of a blog post.',
  weightNeedsMetal: 'A product priced by weight needs its metal kind.',
  weightNeedsWeight: 'A product priced by weight needs its weight.',
  weightNeedsFineness: 'A product priced by weight needs its fineness (respect).',
  weightNoPricePerGram: template(
    'No price per gram is set for {metal} at {fineness}: set it under Metal prices first.',
    { metal, fineness: number },
  ),
  weightPriceTooHigh: template(
    'At this weight and making charge the price would be more than {max} AMD, the most a product may cost.',
    { max: number },
  ),
  productMetalUnknown: 'The metal kind must be the code of one of the metal kinds (GET /metals).',
  finenessNotOfMetal: template('For this metal the fineness must be one of {finenesses}.', {
    finenesses: list,
  }),

  // Metal kinds
  metalNotFound: 'Metal kind not found.',
  metalKeyTaken: 'Another metal kind has this code.',
  metalNameTaken: 'Another metal kind has this name.',
  metalInUse: template('{count} still have this metal: give them another metal first.', {
    count: counted('product', 'products'),
  }),
  metalFinenessInUse: template(
    'Products of this metal are of fineness {finenesses}: keep it, or change them first.',
    { finenesses: list },
  ),
  metalPriceTooHigh: template(
    'At this price per gram {count} product(s) priced by weight would cost more than {max} AMD, the most a product may cost.',
    { count: number, max: number },
  ),

  // Orders
  orderMovedOn: template('The order is {status} now; reload the orders.', {
    status: orderStatus,
  }),
  orderStaysPut: template('An order that is {status} does not move on.', { status: orderStatus }),
  orderCannotBecome: template('An order that is {from} cannot become {to}.', {
    from: orderStatus,
    to: orderStatus,
  }),
  orderNotPaid: 'The order is not paid.',
  refundUnderWay: 'A refund of this order is under way.',
  refundFirst: 'The payment must be refunded before the order is cancelled.',
  orderChangedReload: 'The order changed meanwhile; reload the orders.',
  orderChangedRetry: 'The order changed meanwhile; try again.',
  gatewayDown: 'The payment service is not available. Please try again in a moment.',
  // Sending orders and taking a move back (issue 38)
  orderNotNew: 'Only a new, paid order can be sent.',
  nothingToUndo: 'There is no status change of this order to take back.',
  undoTooLate: template(
    'The status change can only be taken back within {minutes} minutes; it is too late now.',
    { minutes: number },
  ),
  carrierUnknown:
    'This carrier is not on the list (it may have been removed). Please choose another.',
  carrierNameTaken: 'A carrier with this name is already on the list.',
  carrierNotFound: 'This carrier no longer exists.',
} as const;

export type StaffMessageKey = keyof typeof staffMessages;

/** A text recognised as one of the staff messages, with the values it carried. */
export interface RecognisedMessage {
  key: StaffMessageKey;
  values: Record<string, string | number>;
}

const entries = Object.entries(staffMessages) as [
  StaffMessageKey,
  (typeof staffMessages)[StaffMessageKey],
][];
const fixed = new Map<string, StaffMessageKey>();
for (const [key, message] of entries) if (typeof message === 'string') fixed.set(message, key);

/** Which staff message `message` is (and its values), or undefined for any other text. */
export function recogniseStaffMessage(message: string): RecognisedMessage | undefined {
  const key = fixed.get(message);
  if (key) return { key, values: {} };
  for (const [key, entry] of entries) {
    if (typeof entry === 'string') continue;
    const values = entry.read(message);
    if (values) return { key, values };
  }
  return undefined;
}
