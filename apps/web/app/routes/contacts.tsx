import { FormattedMessage } from 'react-intl';
import { data } from 'react-router';
import type { Endpoints } from '@voski/contract';
import { endpointUrl, type CallOptions } from '@voski/contract/endpoint';
import { toContact } from '../lib/api-types';
import {
  contactAnswer,
  contactAnswerStatus,
  postedContact,
} from '../storefront/content/contact-form';
import { localeFromPath } from '../lib/i18n/locale';
import { translate } from '../lib/i18n/messages';
import { storefrontMeta } from '../lib/page-meta';
import { getJson } from '../lib/server-api';
import { useShopData } from '../lib/shop-data';
import { ContactForm } from '../storefront/content/ContactForm';
import { ContactInfo } from '../storefront/content/ContactInfo';
import styles from '../storefront/content/ContactsPage.module.css';
import pageStyles from '../storefront/shell/Page.module.css';
import { hasSocialLinks, SocialLinks } from '../storefront/shell/SocialLinks';
import type { Route } from './+types/contacts';

export async function loader({ context }: Route.LoaderArgs) {
  return { contact: toContact(await getJson(context, 'GET /contacts/first')) };
}

/**
 * The contact form posted as a document (without JavaScript, or before the page's scripts
 * ran), or by the form's fetcher: the API checks and stores it, as for any client, and counts
 * it against this visitor's address.
 */
export async function action({ request, context }: Route.ActionArgs) {
  // a body that is not a form (or none) is an empty form: every field says it is required
  const form = await request.formData().catch(() => new FormData());
  const { values, website } = postedContact(form);
  const message: CallOptions<Endpoints['POST /messages']>['body'] = { ...values, website };
  const response = await context.api(endpointUrl('POST /messages'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(message),
  });
  const answer = contactAnswer(response.status, await response.json().catch(() => null), values);
  return data(answer, { status: contactAnswerStatus[answer.outcome] });
}

export function meta(args: Route.MetaArgs) {
  const locale = localeFromPath(args.location.pathname);
  return storefrontMeta(args, {
    title: translate(locale, 'meta.contacts.title'),
    description: translate(locale, 'meta.contacts.description'),
  });
}

export default function ContactsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { contact } = loaderData;
  const { social } = useShopData();
  return (
    <>
      <header className={pageStyles.header}>
        <h1 className={pageStyles.title}>
          <FormattedMessage id="contact.title" />
        </h1>
      </header>
      <div className={styles.layout}>
        {contact && (
          <section aria-labelledby="contact-info">
            <h2 id="contact-info" className={pageStyles.sectionTitle}>
              <FormattedMessage id="contact.infoTitle" />
            </h2>
            <ContactInfo contact={contact} />
            {hasSocialLinks(social) && (
              <>
                <h3 id="contact-social" className={styles.social}>
                  <FormattedMessage id="footer.followUs" />
                </h3>
                <SocialLinks links={social} labelledBy="contact-social" />
              </>
            )}
          </section>
        )}
        <section aria-labelledby="contact-form">
          <h2 id="contact-form" className={pageStyles.sectionTitle}>
            <FormattedMessage id="contact.formTitle" />
          </h2>
          <ContactForm posted={actionData} />
        </section>
      </div>
    </>
  );
}
