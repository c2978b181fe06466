import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { mediaUrl, variantUrl } from '../../lib/media';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon, ZoomIcon } from '../shell/icons';
import styles from './Lightbox.module.css';

interface LightboxProps {
  images: string[];
  index: number;
  title: string;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/**
 * The zoom view: a modal dialog with the largest variant. Zooming shows it at full size in a
 * scrollable (and keyboard-scrollable) frame, centred where it was clicked.
 */
export function Lightbox({ images, index, title, onIndexChange, onClose }: LightboxProps) {
  const intl = useIntl();
  const dialog = useRef<HTMLDialogElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const [zoomed, setZoomed] = useState(false);
  const count = images.length;
  const image = images[index] ?? images[0]!;

  useEffect(() => {
    const element = dialog.current;
    // Removing the dialog from the page on unmount also takes it out of the top layer.
    if (element && !element.open) element.showModal();
    closeButton.current?.focus();
  }, []);

  const go = (step: number) => {
    setZoomed(false);
    onIndexChange((index + step + count) % count);
  };

  const zoomAt = (x: number, y: number) => {
    setZoomed(true);
    // after the zoomed layout is in place, bring the clicked point to the centre
    requestAnimationFrame(() => {
      const element = frame.current;
      if (!element) return;
      element.scrollLeft = x * element.scrollWidth - element.clientWidth / 2;
      element.scrollTop = y * element.scrollHeight - element.clientHeight / 2;
      element.focus();
    });
  };

  const label = intl.formatMessage(
    { id: 'gallery.image' },
    { title, index: Math.min(index, count - 1) + 1, count },
  );

  return (
    <dialog
      ref={dialog}
      className={styles.lightbox}
      aria-label={intl.formatMessage({ id: 'gallery.zoomTitle' }, { title })}
      onClose={onClose}
      onKeyDown={(event) => {
        if (zoomed || count < 2) return;
        if (event.key === 'ArrowLeft') go(-1);
        else if (event.key === 'ArrowRight') go(1);
      }}
    >
      <div className={styles.toolbar}>
        <span className={styles.counter} aria-hidden="true">
          {index + 1} / {count}
        </span>
        {count > 1 && (
          <>
            <button type="button" className={styles.button} onClick={() => go(-1)}>
              <ChevronLeftIcon />
              <span className="sr-only">{intl.formatMessage({ id: 'gallery.previous' })}</span>
            </button>
            <button type="button" className={styles.button} onClick={() => go(1)}>
              <ChevronRightIcon />
              <span className="sr-only">{intl.formatMessage({ id: 'gallery.next' })}</span>
            </button>
          </>
        )}
        <button
          type="button"
          className={styles.button}
          aria-pressed={zoomed}
          onClick={() => (zoomed ? setZoomed(false) : zoomAt(0.5, 0.5))}
        >
          <ZoomIcon />
          <span className="sr-only">{intl.formatMessage({ id: 'gallery.zoomIn' })}</span>
        </button>
        <button
          type="button"
          ref={closeButton}
          className={styles.button}
          onClick={() => dialog.current?.close()}
        >
          <CloseIcon />
          <span className="sr-only">{intl.formatMessage({ id: 'gallery.close' })}</span>
        </button>
      </div>
      <div
        ref={frame}
        className={styles.frame}
        data-zoomed={zoomed ? '' : undefined}
        tabIndex={zoomed ? 0 : -1}
        role={zoomed ? 'region' : undefined}
        aria-label={zoomed ? label : undefined}
      >
        <img
          src={zoomed ? mediaUrl(image) : variantUrl(image, 1280)}
          alt={label}
          width={1280}
          height={1280}
          className={styles.image}
          onClick={(event) => {
            if (zoomed) return setZoomed(false);
            const box = event.currentTarget.getBoundingClientRect();
            zoomAt((event.clientX - box.left) / box.width, (event.clientY - box.top) / box.height);
          }}
        />
      </div>
    </dialog>
  );
}
