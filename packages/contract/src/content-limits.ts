// Plain data without zod: the back-office imports it through `@voski/contract/content-limits`.

/** **Beyond** (issue 39): the longest return policy text, in characters of HTML per language. */
export const RETURN_POLICY_MAX = 50_000;
