/**
 * The `next` query parameter when it is a path on this site ('/admin/faq/all'), else null.
 * Rejects '//host' and '/\host' (both leave the site) and any whitespace or control
 * character, which browsers strip before they parse the URL.
 */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next || !next.startsWith('/')) return null;
  if (next.startsWith('//') || next.startsWith('/\\')) return null;
  if (/[\s\p{Cc}]/u.test(next)) return null;
  return next;
}
