import { useNavigation } from 'react-router';
import styles from './NavigationProgress.module.css';

/** A thin bar while the next page loads; the current page stays in place meanwhile. */
export function NavigationProgress() {
  const { state } = useNavigation();
  return <div className={styles.bar} data-active={state !== 'idle' ? '' : undefined} />;
}
