// Plain data without zod: the storefront imports it through `@voski/contract/contact-limits`.

/** The contact form's (and checkout's) length limits, in characters. */
export const NAME_MAX = 255;
export const EMAIL_MAX = 320;
export const MESSAGE_MIN = 10;
export const MESSAGE_MAX = 200;
