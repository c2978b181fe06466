import { FormattedMessage } from 'react-intl';
import pageStyles from './Page.module.css';
import styles from './ShowMore.module.css';

interface ShowMoreProps {
  shown: number;
  total: number;
  hasMore: boolean;
  loading: boolean;
  onShowMore: () => void;
}

/** How many are on screen, and a button that appends the next page. */
export function ShowMore({ shown, total, hasMore, loading, onShowMore }: ShowMoreProps) {
  return (
    <div className={styles.more}>
      <p className={styles.shown} role="status">
        <FormattedMessage id="pages.shown" values={{ shown, total }} />
      </p>
      {hasMore && (
        <button
          type="button"
          className={pageStyles.buttonSecondary}
          onClick={onShowMore}
          disabled={loading}
          aria-busy={loading || undefined}
        >
          <FormattedMessage id="pages.showMore" />
        </button>
      )}
    </div>
  );
}
