// Plain data without zod: the storefront imports it through `@voski/contract/contact-limits`.

/**
 * The contact form's (and checkout's) length limits, in characters. A name or surname has room
 * for any real one, none for a paragraph.
 */
export const NAME_MAX = 100;
export const EMAIL_MAX = 320;
export const MESSAGE_MIN = 10;
export const MESSAGE_MAX = 200;

/**
 * What no person's name holds, and what makes a name a vehicle for someone else's words in the
 * shop's e-mails: an e-mail address, a link or a web address ("example.com"), markup.
 */
const NOT_IN_A_NAME = /[@<>/\\]|:\/\/|\bwww\.|[a-z0-9-]\.[a-z]{2,}/i;

/** Whether a (trimmed) name or surname is a name: no e-mail address, link or markup. */
export const isPersonName = (value: string): boolean => !NOT_IN_A_NAME.test(value);
