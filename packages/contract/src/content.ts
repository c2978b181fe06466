import { z } from 'zod';
import { e164Phone, HOME_COUNTRY } from './countries.ts';
import { emailField, inputString, requiredString, requiredText, text } from './fields.ts';
import { EMAIL_MAX, isPersonName, MESSAGE_MAX, MESSAGE_MIN, NAME_MAX } from './contact-limits.ts';
import { RETURN_POLICY_MAX } from './content-limits.ts';
import {
  isSocialPage,
  SOCIAL_URL_MAX,
  socialNetworks,
  type SocialNetwork,
} from './social-links.ts';

/** A translatable text field set: `<name>` (Armenian, required), `<name>_en`, `<name>_ru`. */
export function translated<const N extends string>(name: N, label: string, max: number) {
  return {
    [name]: text(label, max).trim().min(1, `The ${label} field is required.`),
    [`${name}_en`]: text(`${label} (English)`, max).trim().default(''),
    [`${name}_ru`]: text(`${label} (Russian)`, max).trim().default(''),
  } as unknown as {
    [K in N | `${N}_en` | `${N}_ru`]: z.ZodType<string, unknown>;
  };
}

const stamps = { created_at: z.string(), updated_at: z.string() };

export const faqBody = z.strictObject({
  ...translated('question', 'question', 1000),
  ...translated('answer', 'answer', 10_000),
});
export type FaqBody = z.infer<typeof faqBody>;
export const faq = z.object({
  id: z.number().int(),
  question: z.string(),
  question_en: z.string(),
  question_ru: z.string(),
  answer: z.string(),
  answer_en: z.string(),
  answer_ru: z.string(),
  ...stamps,
});
export type Faq = z.infer<typeof faq>;

/** The contact form's messages: the storefront shows them translated, keyed by these texts. */
export const contactFormMessages = {
  nameRequired: 'Please enter a name',
  surnameRequired: 'Please enter a surname',
  /** **Beyond**: a name that holds a link, an e-mail address or markup. */
  nameFormat: 'Please enter only a name, without links or e-mail addresses',
  surnameFormat: 'Please enter only a surname, without links or e-mail addresses',
  emailRequired: 'Please enter an Email address',
  emailFormat: 'The email address does not match the current format',
  phoneRequired: 'Please enter a phone number',
  phoneFormat: 'Please enter the correct format',
  messageRequired: 'Please enter a message',
  messageMin: 'Import a minimum of 10 characters',
  messageMax: 'Import a maximum of 200 characters',
  addressRequired: 'Please enter a address',
  paymentTypeRequired: 'PLease select the payment type',
  regionRequired: 'Please select a region',
} as const;
const m = contactFormMessages;

/** A customer's name or surname (contact form and orders): a name, nothing else. */
const personName = (label: string, required: string, format: string) =>
  requiredString(
    required,
    NAME_MAX,
    `The ${label} may not be greater than ${NAME_MAX} characters.`,
  ).refine(isPersonName, format);

export const contactFormFields = {
  name: personName('name', m.nameRequired, m.nameFormat),
  surname: personName('surname', m.surnameRequired, m.surnameFormat),
  email: requiredString(m.emailRequired, EMAIL_MAX, m.emailFormat).pipe(z.email(m.emailFormat)),
  /** Any valid international number, or an Armenian one in the national format; kept as E.164. */
  phone: requiredString(m.phoneRequired, 40, m.phoneFormat).transform((phone, ctx) => {
    const number = e164Phone(phone, HOME_COUNTRY);
    if (number) return number;
    ctx.addIssue({ code: 'custom', message: m.phoneFormat });
    return z.NEVER;
  }),
  message: inputString({ error: m.messageRequired })
    .trim()
    .min(1, { error: m.messageRequired, abort: true }),
};

export { MESSAGE_MAX, MESSAGE_MIN };

export const messageBody = z.object({
  ...contactFormFields,
  message: contactFormFields.message.min(MESSAGE_MIN, m.messageMin).max(MESSAGE_MAX, m.messageMax),
  /** The honeypot: hidden from people, filled by bots. */
  website: inputString().max(2048).optional(),
});
export type MessageBody = z.infer<typeof messageBody>;

export const message = z.object({
  id: z.number().int(),
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string(),
  /** **Beyond**: when a staff member marked it read, and answered; null until then. */
  read_at: z.string().nullable(),
  answered_at: z.string().nullable(),
  ...stamps,
});
export type ContactMessage = z.infer<typeof message>;

/** **Beyond**: a staff member marks a message read or unread, answered or not, for all staff. */
export const messageStateBody = z
  .object({ read: z.boolean().optional(), answered: z.boolean().optional() })
  .refine((body) => body.read !== undefined || body.answered !== undefined, {
    error: 'Say whether the message is read or answered.',
  });
export type MessageStateBody = z.infer<typeof messageStateBody>;

/** **Beyond**: how many messages no staff member has marked read yet. */
export const unreadMessages = z.object({ unread: z.number().int() });

const addressList = z
  .array(
    z.object({
      address: inputString({ error: 'Each address must be a text.' })
        .trim()
        .min(1, 'An address may not be empty.')
        .max(500, 'An address may not be greater than 500 characters.'),
    }),
    { error: 'The addresses must be a list of {address}.' },
  )
  .max(20, 'At most 20 addresses.');

/** `addresses` travels as a JSON string of `[{address}]`; an array is accepted too. */
export const addressesField = z
  .union([inputString(), z.array(z.unknown())], {
    error: 'The addresses must be a JSON string of [{address}].',
  })
  .transform((value, ctx) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'The addresses must be valid JSON.' });
      return z.NEVER;
    }
  })
  .pipe(addressList);

export const contactBody = z.object({
  email: emailField,
  phone: text('phone', 40).trim().default(''),
  addresses: addressesField,
  /**
   * **Beyond**: the addresses as the English and Russian pages show them (the same shape);
   * left out, the stored ones stay, so older clients that send only `addresses` lose nothing.
   */
  addresses_en: addressesField.optional(),
  addresses_ru: addressesField.optional(),
});
export type ContactBody = z.infer<typeof contactBody>;

export const contact = z.object({
  id: z.number().int(),
  email: z.string(),
  phone: z.string(),
  addresses: z.string(),
  /** **Beyond**: JSON strings of `[{address}]`; `"[]"` means "show the Armenian ones". */
  addresses_en: z.string(),
  addresses_ru: z.string(),
  ...stamps,
});
export type Contact = z.infer<typeof contact>;

const RICH_MAX = 200_000;
const optionalText = (label: string, max: number) => text(label, max).trim().default('');

/** A link a slide or post leads to: a site path or an http(s) address. */
export const linkField = inputString({ error: 'The url must be a text.' })
  .trim()
  .max(2048, 'The url may not be greater than 2048 characters.')
  .refine((v) => v === '' || /^\/(?!\/)/.test(v) || /^https?:\/\/[^\s]+$/i.test(v), {
    error: 'The url must be a site path (/...) or an http(s) address.',
  })
  .default('');

export const SLIDE_PRIORITY_MAX = 7;
export const slidePriority = z.coerce
  .number({ error: 'The priority must be a number from 0 to 7.' })
  .int('The priority must be a whole number from 0 to 7.')
  .min(0, 'The priority must be from 0 to 7.')
  .max(SLIDE_PRIORITY_MAX, 'The priority must be from 0 to 7.');

/** **Beyond**: the words over a slide's image, each optional, in three languages. */
export const SLIDE_TITLE_MAX = 120;
export const SLIDE_TEXT_MAX = 300;
export const SLIDE_BUTTON_MAX = 40;
/** **Beyond**: what a slide's image shows, for those who cannot see it. */
export const SLIDE_ALT_MAX = 250;
const optionalTranslated = <const N extends string>(name: N, label: string, max: number) =>
  ({
    [name]: optionalText(label, max),
    [`${name}_en`]: optionalText(`${label} (English)`, max),
    [`${name}_ru`]: optionalText(`${label} (Russian)`, max),
  }) as unknown as { [K in N | `${N}_en` | `${N}_ru`]: z.ZodDefault<z.ZodType<string, unknown>> };
const slideWords = {
  ...optionalTranslated('title', 'headline', SLIDE_TITLE_MAX),
  ...optionalTranslated('text', 'text', SLIDE_TEXT_MAX),
  ...optionalTranslated('button', 'button label', SLIDE_BUTTON_MAX),
  ...optionalTranslated('alt', 'image description', SLIDE_ALT_MAX),
};
const translatedStrings = <const N extends string>(name: N) =>
  ({ [name]: z.string(), [`${name}_en`]: z.string(), [`${name}_ru`]: z.string() }) as {
    [K in N | `${N}_en` | `${N}_ru`]: z.ZodString;
  };

/** The button opens the slide's `url`; without a url the button label is not shown. */
export const slideForm = z.object({
  url: linkField,
  priority: slidePriority.default(0),
  ...slideWords,
});
export const slide = z.object({
  id: z.number().int(),
  image: z.string(),
  url: z.string(),
  priority: z.number().int(),
  ...translatedStrings('title'),
  ...translatedStrings('text'),
  ...translatedStrings('button'),
  ...translatedStrings('alt'),
  ...stamps,
});
export type Slide = z.infer<typeof slide>;
export const SLIDE_INTERVAL_MIN = 1000;
export const SLIDE_INTERVAL_MAX = 5000;
export const slideIntervalBody = z.object({
  interval: z.coerce
    .number({ error: 'The interval must be a number of milliseconds.' })
    .int('The interval must be a whole number of milliseconds.')
    .min(SLIDE_INTERVAL_MIN, 'The interval must be between 1000 and 5000 ms.')
    .max(SLIDE_INTERVAL_MAX, 'The interval must be between 1000 and 5000 ms.'),
});

export const postForm = z.object({
  url: linkField,
  caption: optionalText('caption', 2000),
  caption_en: optionalText('caption (English)', 2000),
  caption_ru: optionalText('caption (Russian)', 2000),
});
export const post = z.object({
  id: z.number().int(),
  image: z.string(),
  url: z.string(),
  caption: z.string(),
  caption_en: z.string(),
  caption_ru: z.string(),
  ...stamps,
});
export type Post = z.infer<typeof post>;

export const blogForm = z.object({
  ...translated('title', 'title', 500),
  content: optionalText('content', RICH_MAX),
  content_en: optionalText('content (English)', RICH_MAX),
  content_ru: optionalText('content (Russian)', RICH_MAX),
});
export const blog = z.object({
  id: z.number().int(),
  title: z.string(),
  title_en: z.string(),
  title_ru: z.string(),
  content: z.string(),
  content_en: z.string(),
  content_ru: z.string(),
  images: z.array(z.object({ id: z.number().int(), image: z.string() })),
  qrs: z.object({ image: z.string() }).nullable(),
  ...stamps,
});
export type Blog = z.infer<typeof blog>;

const richFields = (name: string) =>
  Object.fromEntries(
    ['', '_en', '_ru'].map((suffix) => [`${name}${suffix}`, optionalText(name, RICH_MAX)]),
  ) as Record<string, z.ZodType<string, unknown>>;

export const aboutForm = z.object({ ...richFields('content_1'), ...richFields('content_2') });
export const about = z.object({
  image1: z.string().nullable(),
  image2: z.string().nullable(),
  content_1: z.string(),
  content_1_en: z.string(),
  content_1_ru: z.string(),
  content_2: z.string(),
  content_2_en: z.string(),
  content_2_ru: z.string(),
  ...stamps,
});
export type About = z.infer<typeof about>;

export const sloganForm = z.object({
  color: inputString({ error: 'The color field is required.' })
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, 'The color must be a hex colour like #d09f4e.')
    .transform((c) => c.toLowerCase()),
  ...richFields('content_1'),
});
export const slogan = z.object({
  image1: z.string().nullable(),
  color: z.string(),
  content_1: z.string(),
  content_1_en: z.string(),
  content_1_ru: z.string(),
  ...stamps,
});
export type Slogan = z.infer<typeof slogan>;

/** **Beyond** (issue 39): the return policy, staff-written rich text in each language. */
const policyText = (label: string) => requiredText(label, RETURN_POLICY_MAX);
export const returnPolicyBody = z.strictObject({
  content: policyText('return policy'),
  content_en: policyText('return policy (English)'),
  content_ru: policyText('return policy (Russian)'),
});
export type ReturnPolicyBody = z.infer<typeof returnPolicyBody>;
export const returnPolicy = z.object({
  content: z.string(),
  content_en: z.string(),
  content_ru: z.string(),
  updated_at: z.string(),
});
export type ReturnPolicy = z.infer<typeof returnPolicy>;
export { RETURN_POLICY_MAX };

const socialPage = (network: SocialNetwork) => {
  const { label, host } = socialNetworks[network];
  return inputString({ error: `The ${label} address must be a text.` })
    .trim()
    .max(
      SOCIAL_URL_MAX,
      `The ${label} address may not be greater than ${SOCIAL_URL_MAX} characters.`,
    )
    .refine((value) => value === '' || isSocialPage(value, host), {
      error: `The ${label} address must be the shop's page on ${host}, starting with https:// (for example https://www.${host}/voski), or empty.`,
    })
    .default('');
};

/** **Beyond**: PUT /social-links; an empty or left-out address removes that link. */
export const socialLinksBody = z.strictObject({
  instagram: socialPage('instagram'),
  facebook: socialPage('facebook'),
});
export type SocialLinksBody = z.infer<typeof socialLinksBody>;
export const socialLinks = z.object({ instagram: z.string(), facebook: z.string() });
