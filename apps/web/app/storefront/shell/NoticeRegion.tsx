import { useNotice } from '../../lib/notice';
import styles from './NoticeRegion.module.css';

/** The live region every "added to basket" style notice is announced through (and shown in). */
export function NoticeRegion() {
  const notice = useNotice();
  return (
    <div className={styles.region} role="status" aria-live="polite" aria-atomic="true">
      {notice && (
        <p key={notice.key} className={styles.toast}>
          {notice.text}
        </p>
      )}
    </div>
  );
}
