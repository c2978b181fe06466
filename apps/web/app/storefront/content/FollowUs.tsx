import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Post } from '../../lib/api-types';
import { pick } from '../../lib/i18n/locale';
import { useLocale } from '../../lib/i18n/use-locale';
import { useShopData } from '../../lib/shop-data';
import styles from './FollowUs.module.css';
import { MediaImage } from '../shell/MediaImage';
import pageStyles from '../shell/Page.module.css';
import { hasSocialLinks, SocialLinks } from '../shell/SocialLinks';

/**
 * The "follow us" feed: the staff's posts, each linking to where it was published, and the
 * shop's social pages.
 */
export function FollowUs({ posts }: { posts: Post[] }) {
  const locale = useLocale();
  const intl = useIntl();
  const id = useId();
  const { social } = useShopData();
  if (posts.length === 0 && !hasSocialLinks(social)) return null;
  return (
    <section aria-labelledby={id} className={pageStyles.section}>
      <h2 id={id} className={pageStyles.sectionTitle}>
        <FormattedMessage id="home.followUs" />
      </h2>
      <div className={styles.social}>
        <SocialLinks links={social} labelledBy={id} />
      </div>
      {posts.length > 0 && (
        <ul className={styles.grid}>
          {posts.map((post, index) => {
            const caption =
              pick(post, 'caption', locale) ||
              intl.formatMessage({ id: 'home.followUs.post' }, { index: index + 1 });
            const image = (
              <MediaImage
                path={post.image}
                alt={caption}
                width={320}
                height={320}
                fallbackWidth={320}
                sizes="(min-width: 1024px) 200px, 33vw"
                className={styles.image}
              />
            );
            return (
              <li key={post.id}>
                {post.url ? (
                  <a href={post.url} className={styles.link}>
                    {image}
                  </a>
                ) : (
                  image
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
