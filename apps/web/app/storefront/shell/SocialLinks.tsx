import type { ComponentType } from 'react';
import { socialNetworks, type SocialNetwork } from '@voski/contract/social-links';
import type { SocialLinks as Links } from '../../lib/api-types';
import { FacebookIcon, InstagramIcon } from './icons';
import styles from './SocialLinks.module.css';

const icons: Record<SocialNetwork, ComponentType> = {
  instagram: InstagramIcon,
  facebook: FacebookIcon,
};
const networks = (Object.keys(socialNetworks) as SocialNetwork[]).map((key) => ({
  key,
  label: socialNetworks[key].label,
  Icon: icons[key],
}));

export function hasSocialLinks(links: Links): boolean {
  return networks.some(({ key }) => links[key] !== '');
}

/** The shop's social pages that staff set, each a named link with its icon. */
export function SocialLinks({ links, labelledBy }: { links: Links; labelledBy: string }) {
  const shown = networks.filter(({ key }) => links[key] !== '');
  if (shown.length === 0) return null;
  return (
    <ul className={styles.list} aria-labelledby={labelledBy}>
      {shown.map(({ key, label, Icon }) => (
        <li key={key}>
          <a href={links[key]} rel="noopener noreferrer" className={styles.link}>
            <Icon />
            {label}
          </a>
        </li>
      ))}
    </ul>
  );
}
