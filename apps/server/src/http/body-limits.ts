const KB = 1024;

/**
 * Body limits of the routes anyone may call, above the most their fields allow even with every
 * character escaped (`\uXXXX`, six bytes), so a field rule answers before the limit does. Other
 * routes keep the app's limit (2 MB: long rich texts).
 */
export const bodyLimits = {
  signIn: 8 * KB,
  message: 32 * KB,
  /** Older clients send whole product objects in the basket (at most 100 lines). */
  order: 512 * KB,
  paymentCheck: 4 * KB,
  /** A form posted to a storefront page (the contact form without JavaScript). */
  pageForm: 32 * KB,
} as const;
