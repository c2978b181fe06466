// Plain data without zod: the back-office imports it through `@voski/contract/rate-limits`.

/** The most AMD per unit a rate may be set to. */
export const RATE_MAX = 1_000_000;

/** A hand-set rate further than this (a fraction) from the last automatic one needs `confirm`. */
export const RATE_CHANGE_UNCONFIRMED = 0.2;
