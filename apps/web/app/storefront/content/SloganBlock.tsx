import type { Slogan } from '../../lib/api-types';
import { readableTextOn } from '../../lib/contrast';
import { pick, pickedLang } from '../../lib/i18n/locale';
import { useLocale } from '../../lib/i18n/use-locale';
import { MediaImage } from '../shell/MediaImage';
import { RichText } from '../shell/RichText';
import styles from './SloganBlock.module.css';

/** The staff's slogan: their colour behind, ink or white text (whichever contrasts more). */
export function SloganBlock({ slogan }: { slogan: Slogan }) {
  const locale = useLocale();
  const text = pick(slogan, 'content_1', locale).trim();
  const background = slogan.color ?? '#f5f5f5';
  return (
    <section className={styles.slogan} style={{ background, color: readableTextOn(background) }}>
      {text && (
        <RichText
          html={text}
          className={styles.text}
          lang={pickedLang(slogan, 'content_1', locale)}
        />
      )}
      {slogan.image1 && (
        <MediaImage
          path={slogan.image1}
          alt=""
          width={640}
          height={640}
          sizes="(min-width: 768px) 40vw, 100vw"
          className={styles.image}
        />
      )}
    </section>
  );
}
