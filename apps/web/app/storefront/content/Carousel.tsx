import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { Slide, SlideShow } from '../../lib/api-types';
import { localizedPath, pick, pickedLang, type Locale } from '../../lib/i18n/locale';
import { useLocale } from '../../lib/i18n/use-locale';
import { useReducedMotion } from '../../lib/use-media-query';
import { useHydrated } from '../../lib/use-stored-item';
import styles from './Carousel.module.css';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from '../shell/icons';
import { MediaImage } from '../shell/MediaImage';

const SWIPE_PX = 40;

interface SlideLinkProps {
  url: string;
  /** Names a slide that has no words of its own. */
  label: string | undefined;
  children: ReactNode;
}

function SlideLink({ url, label, children }: SlideLinkProps) {
  const locale = useLocale();
  if (!url) return <>{children}</>;
  if (url.startsWith('/') && !url.startsWith('//')) {
    return (
      <Link to={localizedPath(url, locale)} aria-label={label} className={styles.link}>
        {children}
      </Link>
    );
  }
  return (
    <a href={url} aria-label={label} className={styles.link}>
      {children}
    </a>
  );
}

interface Words {
  title: string;
  text: string;
  button: string;
  /** Each one's `lang` where it is not in the page's language. */
  lang: Partial<Record<'title' | 'text' | 'button', Locale>>;
}

/** The slide's headline, text and button label in the page's language; null when it has none. */
function slideWords(slide: Slide, locale: Locale): Words | null {
  const words = {
    title: pick(slide, 'title', locale),
    text: pick(slide, 'text', locale),
    // the button opens the slide's link: without one there is nothing to press
    button: slide.url ? pick(slide, 'button', locale) : '',
    lang: {
      title: pickedLang(slide, 'title', locale),
      text: pickedLang(slide, 'text', locale),
      button: pickedLang(slide, 'button', locale),
    },
  };
  return words.title || words.text || words.button ? words : null;
}

/** The words over the image, on a scrim that keeps them readable on any picture. */
function SlideWords({ words: { title, text, button, lang } }: { words: Words }) {
  return (
    <div className={styles.caption}>
      {title && (
        <p className={styles.title} lang={lang.title}>
          {title}
        </p>
      )}
      {text && (
        <p className={styles.text} lang={lang.text}>
          {text}
        </p>
      )}
      {button && (
        <span className={styles.button} lang={lang.button}>
          {button}
        </span>
      )}
    </div>
  );
}

/**
 * The home page's slides: rotates at the staff's interval, pauses on hover and focus and with
 * its pause button, and stands still under prefers-reduced-motion. Arrow keys and swipes move.
 */
export function Carousel({ show }: { show: SlideShow }) {
  const { slides, interval } = show;
  const count = slides.length;
  const intl = useIntl();
  const locale = useLocale();
  const id = useId();
  const [index, setIndex] = useState(0);
  const [chosenPlaying, setChosenPlaying] = useState<boolean | null>(null);
  const [held, setHeld] = useState({ hover: false, focus: false });
  const reducedMotion = useReducedMotion();
  const hydrated = useHydrated();
  const swipeStart = useRef<number | null>(null);

  const playing = chosenPlaying ?? !reducedMotion;
  const rotating = hydrated && playing && !held.hover && !held.focus && count > 1;

  useEffect(() => {
    if (!rotating) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), interval);
    return () => clearInterval(timer);
  }, [rotating, interval, count]);

  const go = (step: number) => setIndex((current) => (current + step + count) % count);

  return (
    <section
      className={styles.carousel}
      aria-roledescription={intl.formatMessage({ id: 'carousel.role' })}
      aria-label={intl.formatMessage({ id: 'carousel.label' })}
      onPointerEnter={(event) => {
        if (event.pointerType === 'mouse') setHeld((h) => ({ ...h, hover: true }));
      }}
      onPointerLeave={() => setHeld((h) => ({ ...h, hover: false }))}
      onFocus={() => setHeld((h) => ({ ...h, focus: true }))}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
          setHeld((h) => ({ ...h, focus: false }));
        }
      }}
      onKeyDown={(event) => {
        if (event.key === 'ArrowLeft') go(-1);
        else if (event.key === 'ArrowRight') go(1);
      }}
    >
      <div
        id={id}
        className={styles.viewport}
        aria-live={rotating ? 'off' : 'polite'}
        onPointerDown={(event) => {
          if (event.pointerType !== 'mouse') swipeStart.current = event.clientX;
        }}
        onPointerUp={(event) => {
          const start = swipeStart.current;
          swipeStart.current = null;
          if (start === null || Math.abs(event.clientX - start) < SWIPE_PX) return;
          go(event.clientX < start ? 1 : -1);
        }}
      >
        <div className={styles.track} style={{ transform: `translateX(${-index * 100}%)` }}>
          {slides.map((slide, position) => {
            const label = intl.formatMessage(
              { id: 'carousel.slide' },
              { index: position + 1, count },
            );
            const current = position === index;
            const words = slideWords(slide, locale);
            // what the picture shows, as staff described it; without words or a description
            // the link says which slide it opens
            const alt = pick(slide, 'alt', locale);
            return (
              <div
                key={slide.id}
                className={styles.slide}
                role="group"
                aria-roledescription={intl.formatMessage({ id: 'carousel.slideRole' })}
                aria-label={label}
                aria-hidden={!current}
                inert={!current}
              >
                <SlideLink
                  url={slide.url}
                  label={
                    words || alt
                      ? undefined
                      : intl.formatMessage({ id: 'carousel.open' }, { label })
                  }
                >
                  <MediaImage
                    path={slide.image}
                    alt={alt}
                    lang={alt ? pickedLang(slide, 'alt', locale) : undefined}
                    width={1280}
                    height={512}
                    fallbackWidth={1280}
                    sizes="(min-width: 1320px) 1320px, 100vw"
                    priority={position === 0}
                    className={styles.image}
                  />
                  {words && <SlideWords words={words} />}
                </SlideLink>
              </div>
            );
          })}
        </div>
      </div>
      {count > 1 && (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.control}
            onClick={() => setChosenPlaying(!playing)}
          >
            {playing ? <PauseIcon /> : <PlayIcon />}
            <span className="sr-only">
              {intl.formatMessage({ id: playing ? 'carousel.pause' : 'carousel.play' })}
            </span>
          </button>
          <button
            type="button"
            className={styles.control}
            aria-controls={id}
            onClick={() => go(-1)}
          >
            <ChevronLeftIcon />
            <span className="sr-only">{intl.formatMessage({ id: 'carousel.previous' })}</span>
          </button>
          <span className={styles.position} aria-hidden="true">
            {index + 1} / {count}
          </span>
          <button type="button" className={styles.control} aria-controls={id} onClick={() => go(1)}>
            <ChevronRightIcon />
            <span className="sr-only">{intl.formatMessage({ id: 'carousel.next' })}</span>
          </button>
        </div>
      )}
    </section>
  );
}
