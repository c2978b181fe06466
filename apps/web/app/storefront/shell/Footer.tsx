import { FormattedMessage, useIntl } from 'react-intl';
import { localAddresses, type Contact, type SocialLinks as Links } from '../../lib/api-types';
import { mapLink } from '../content/map-link';
import { paymentMarks } from './payment-methods';
import type { PaymentTypeId } from '@voski/contract/order-options';
import { useLocale } from '../../lib/i18n/use-locale';
import styles from './Footer.module.css';
import { MailIcon, MapPinIcon, PhoneIcon } from './icons';
import { ShopPageLinks } from './ShopPageLinks';
import { hasSocialLinks, SocialLinks } from './SocialLinks';

export function Footer({
  contact,
  social,
  payments,
}: {
  contact: Contact | null;
  social: Links;
  payments: readonly PaymentTypeId[];
}) {
  const intl = useIntl();
  const marks = paymentMarks(payments);
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div>
          <p className={styles.brand}>Voski</p>
          <p className={styles.tagline}>
            <FormattedMessage id="footer.tagline" />
          </p>
        </div>
        <nav aria-label={intl.formatMessage({ id: 'footer.info' })}>
          <ShopPageLinks className={styles.links} />
        </nav>
        {contact && <FooterContact contact={contact} />}
        {hasSocialLinks(social) && (
          <div>
            <p className={styles.heading} id="footer-social">
              <FormattedMessage id="footer.followUs" />
            </p>
            <SocialLinks links={social} labelledBy="footer-social" />
          </div>
        )}
        {marks.length > 0 && (
          <div>
            <p className={styles.heading} id="footer-payments">
              <FormattedMessage id="footer.weAccept" />
            </p>
            <ul className={styles.marks} aria-labelledby="footer-payments">
              {marks.map((mark) => (
                <li key={mark} className={styles.mark}>
                  {mark}
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
      <p className={styles.copyright}>
        <FormattedMessage id="footer.copyright" values={{ year: new Date().getFullYear() }} />
      </p>
    </footer>
  );
}

function FooterContact({ contact }: { contact: Contact }) {
  const addresses = localAddresses(contact, useLocale());
  return (
    <address className={styles.contact}>
      <p className={styles.heading}>
        <FormattedMessage id="footer.reachUs" />
      </p>
      <ul className={styles.contactList}>
        {contact.phone && (
          <li>
            <PhoneIcon />
            <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>{contact.phone}</a>
          </li>
        )}
        {contact.email && (
          <li>
            <MailIcon />
            <a href={`mailto:${contact.email}`}>{contact.email}</a>
          </li>
        )}
        {addresses.map((address, index) => (
          <li key={`${index}:${address}`}>
            <MapPinIcon />
            <a href={mapLink(address)} rel="noopener noreferrer">
              {address}
            </a>
          </li>
        ))}
      </ul>
    </address>
  );
}
