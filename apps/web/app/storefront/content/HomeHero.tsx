import { FormattedMessage } from 'react-intl';
import styles from './HomeHero.module.css';

export function HomeHero() {
  return (
    <section className={styles.hero}>
      <h1 className={styles.title}>
        <FormattedMessage id="home.hero.title" />
      </h1>
      <p className={styles.text}>
        <FormattedMessage id="home.hero.text" />
      </p>
    </section>
  );
}
