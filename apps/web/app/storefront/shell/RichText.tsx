/**
 * Staff-written rich text (blog posts, about, slogan). The API sanitizes it when it is saved
 * (an allow-list of tags, no scripts, styles or event handlers), so it is rendered as HTML.
 */
export function RichText({
  html,
  className,
  lang,
}: {
  html: string;
  className?: string;
  /** Set where the text is not in the page's language (`pickedLang`). */
  lang?: string;
}) {
  return <div className={className} lang={lang} dangerouslySetInnerHTML={{ __html: html }} />;
}
