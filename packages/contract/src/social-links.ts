// Plain data without zod: the storefront and back-office import it through
// `@voski/contract/social-links`.

/** **Beyond**: the social networks whose page of the shop the storefront links to. */
export const socialNetworks = {
  instagram: { label: 'Instagram', host: 'instagram.com' },
  facebook: { label: 'Facebook', host: 'facebook.com' },
} as const;
export type SocialNetwork = keyof typeof socialNetworks;
export const SOCIAL_URL_MAX = 500;

/** An https address of a page on `host` (or its subdomains: www., m.), nothing else. */
export function isSocialPage(value: string, host: string): boolean {
  if (/\s/.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  const hostname = url.hostname.toLowerCase();
  return (
    url.protocol === 'https:' &&
    url.username === '' &&
    url.password === '' &&
    url.port === '' &&
    (hostname === host || hostname.endsWith(`.${host}`)) &&
    url.pathname.length > 1
  );
}

/** The shop's social pages, '' where none is set (GET /social-links answers `{data}`). */
export type SocialLinks = Record<SocialNetwork, string>;
