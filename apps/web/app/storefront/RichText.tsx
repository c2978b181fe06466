/**
 * Staff-written rich text (blog posts, about, slogan). The API sanitizes it when it is saved
 * (an allow-list of tags, no scripts, styles or event handlers), so it is rendered as HTML.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
