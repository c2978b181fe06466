import { useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import styles from './Gallery.module.css';
import { ChevronLeftIcon, ChevronRightIcon, ZoomIcon } from '../shell/icons';
import { Lightbox } from './Lightbox';
import { MediaImage } from '../shell/MediaImage';

/** Product photos are shown at 4:5; the sizes of the main image in the page's layout. */
const MAIN_SIZES = '(min-width: 1320px) 640px, (min-width: 900px) 50vw, 100vw';

interface GalleryProps {
  images: string[];
  title: string;
}

/**
 * The product's photos: the main one (high priority), thumbnails, previous/next, arrow keys,
 * and a zoom view. Thumbnails are one tab stop; arrows move between them.
 */
export function Gallery({ images, title }: GalleryProps) {
  const intl = useIntl();
  const [index, setIndex] = useState(0);
  const [zoomOpen, setZoomOpen] = useState(false);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const count = images.length;
  const current = images[index];

  const show = (next: number, focusThumb = false) => {
    const wrapped = (next + count) % count;
    setIndex(wrapped);
    if (focusThumb) thumbs.current[wrapped]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent, focusThumb: boolean) => {
    const moves: Record<string, number> = { ArrowLeft: index - 1, ArrowRight: index + 1 };
    if (event.key in moves) {
      event.preventDefault();
      show(moves[event.key]!, focusThumb);
    } else if (focusThumb && (event.key === 'Home' || event.key === 'End')) {
      event.preventDefault();
      show(event.key === 'Home' ? 0 : count - 1, true);
    }
  };

  if (!current) return <div className={styles.empty} aria-hidden="true" />;
  const imageLabel = (position: number) =>
    intl.formatMessage({ id: 'gallery.image' }, { title, index: position + 1, count });

  return (
    <div className={styles.gallery}>
      <div className={styles.stage} onKeyDown={(event) => count > 1 && onKeyDown(event, false)}>
        <button
          type="button"
          className={styles.zoomButton}
          onClick={() => setZoomOpen(true)}
          aria-haspopup="dialog"
        >
          <MediaImage
            key={current}
            path={current}
            alt={imageLabel(index)}
            width={1280}
            height={1600}
            fallbackWidth={1280}
            sizes={MAIN_SIZES}
            priority={index === 0}
            className={styles.main}
          />
          <span className={styles.zoomHint}>
            <ZoomIcon />
            <span className="sr-only">{intl.formatMessage({ id: 'gallery.zoom' })}</span>
          </span>
        </button>
        {count > 1 && (
          <>
            <button
              type="button"
              className={`${styles.arrow} ${styles.previous}`}
              onClick={() => show(index - 1)}
            >
              <ChevronLeftIcon />
              <span className="sr-only">{intl.formatMessage({ id: 'gallery.previous' })}</span>
            </button>
            <button
              type="button"
              className={`${styles.arrow} ${styles.next}`}
              onClick={() => show(index + 1)}
            >
              <ChevronRightIcon />
              <span className="sr-only">{intl.formatMessage({ id: 'gallery.next' })}</span>
            </button>
          </>
        )}
      </div>
      {count > 1 && (
        <ul className={styles.thumbs} aria-label={intl.formatMessage({ id: 'gallery.thumbnails' })}>
          {images.map((image, position) => (
            <li key={image}>
              <button
                ref={(node) => {
                  thumbs.current[position] = node;
                }}
                type="button"
                className={styles.thumb}
                aria-current={position === index ? 'true' : undefined}
                tabIndex={position === index ? 0 : -1}
                onClick={() => show(position)}
                onKeyDown={(event) => onKeyDown(event, true)}
              >
                <MediaImage
                  path={image}
                  alt={imageLabel(position)}
                  width={320}
                  height={320}
                  fallbackWidth={320}
                  sizes="80px"
                  className={styles.thumbImage}
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      {zoomOpen && (
        <Lightbox
          images={images}
          index={index}
          title={title}
          onIndexChange={setIndex}
          onClose={() => setZoomOpen(false)}
        />
      )}
    </div>
  );
}
