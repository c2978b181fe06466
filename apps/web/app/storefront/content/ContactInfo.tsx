import { FormattedMessage } from 'react-intl';
import { localAddresses, type Contact } from '../../lib/api-types';
import { useLocale } from '../../lib/i18n/use-locale';
import { mapLink } from './map-link';
import styles from './ContactInfo.module.css';
import { MailIcon, MapPinIcon, PhoneIcon } from '../shell/icons';

/** Addresses (each a map link), phone and e-mail of the shop. */
export function ContactInfo({ contact }: { contact: Contact }) {
  const phoneHref = `tel:${contact.phone.replace(/[^\d+]/g, '')}`;
  const addresses = localAddresses(contact, useLocale());
  return (
    <dl className={styles.list}>
      {addresses.length > 0 && (
        <div className={styles.item}>
          <dt>
            <MapPinIcon />
            <FormattedMessage id="contact.addresses" values={{ count: addresses.length }} />
          </dt>
          {addresses.map((address) => (
            <dd key={address}>
              <a href={mapLink(address)} rel="noopener noreferrer">
                {address}
                <span className="sr-only">
                  {' '}
                  <FormattedMessage id="contact.onMap" />
                </span>
              </a>
            </dd>
          ))}
        </div>
      )}
      {contact.phone && (
        <div className={styles.item}>
          <dt>
            <PhoneIcon />
            <FormattedMessage id="contact.phone" />
          </dt>
          <dd>
            <a href={phoneHref}>{contact.phone}</a>
          </dd>
        </div>
      )}
      {contact.email && (
        <div className={styles.item}>
          <dt>
            <MailIcon />
            <FormattedMessage id="contact.email" />
          </dt>
          <dd>
            <a href={`mailto:${contact.email}`}>{contact.email}</a>
          </dd>
        </div>
      )}
    </dl>
  );
}
