import { FormattedMessage } from 'react-intl';
import { localeFromPath, pick, pickedLang } from '../lib/i18n/locale';
import { translate } from '../lib/i18n/messages';
import { storefrontMeta } from '../lib/page-meta';
import { getJson } from '../lib/server-api';
import { excerpt, htmlToText } from '../lib/text';
import pageStyles from '../storefront/shell/Page.module.css';
import { RichText } from '../storefront/shell/RichText';
import type { Route } from './+types/return-policy';

/** The shop's return policy, as staff wrote it (sanitized), in the page's language only. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const policy = (await getJson(context, 'GET /return-policy'))?.data;
  return policy
    ? { html: pick(policy, 'content', locale), lang: pickedLang(policy, 'content', locale) }
    : { html: '', lang: undefined };
}

/** The first paragraph or list item: the policy's opening rule, for search results. */
function opening(html: string): string {
  const first = /<(p|li|h2|h3)\b[^>]*>([\s\S]*?)<\/\1>/i.exec(html);
  return htmlToText(first ? first[2]! : html);
}

export function meta(args: Route.MetaArgs) {
  const locale = localeFromPath(args.location.pathname);
  const html = args.loaderData?.html ?? '';
  return storefrontMeta(args, {
    title: translate(locale, 'meta.returns.title'),
    description: html ? excerpt(opening(html), 160) : translate(locale, 'meta.home.description'),
  });
}

export default function ReturnPolicyPage({ loaderData }: Route.ComponentProps) {
  const { html, lang } = loaderData;
  return (
    <>
      <header className={pageStyles.header}>
        <h1 className={pageStyles.title}>
          <FormattedMessage id="returns.title" />
        </h1>
      </header>
      {html && <RichText html={html} className={pageStyles.prose} lang={lang} />}
    </>
  );
}
