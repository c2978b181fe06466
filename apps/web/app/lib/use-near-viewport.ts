import { useCallback, useState } from 'react';

/** How close (px) to the viewport a link must come before its page is prefetched (spec §9). */
export const PREFETCH_MARGIN = '200px';

// One observer for every link on the page.
let observer: IntersectionObserver | null = null;
const onNear = new Map<Element, () => void>();

/*
 * Links that came near are told one at a time, each when the browser is next idle: a page's
 * first screen brings a dozen at once, and telling them together made one long render of their
 * prefetches while a phone was still starting the page.
 */
const waiting: (() => void)[] = [];
let draining = false;

function whenIdle(callback: () => void) {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(callback, { timeout: 1000 });
  else setTimeout(callback, 50);
}

function tellWhenIdle(callback: () => void) {
  waiting.push(callback);
  if (draining) return;
  draining = true;
  const next = () => {
    const tell = waiting.shift();
    if (!tell) {
      draining = false;
      return;
    }
    tell();
    whenIdle(next);
  };
  whenIdle(next);
}

function sharedObserver(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const callback = onNear.get(entry.target);
        observer?.unobserve(entry.target);
        if (callback) tellWhenIdle(callback);
      }
    },
    { rootMargin: PREFETCH_MARGIN },
  );
  return observer;
}

function saveData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}

/** A ref for an element and whether it has come within PREFETCH_MARGIN of the viewport. */
export function useNearViewport<T extends Element>(): [(node: T | null) => () => void, boolean] {
  const [near, setNear] = useState(false);
  const ref = useCallback((node: T | null) => {
    if (!node || typeof IntersectionObserver === 'undefined' || saveData()) return () => {};
    const watcher = sharedObserver();
    // an unmounted link is no longer in the map: its turn, if still waiting, does nothing
    onNear.set(node, () => {
      if (onNear.delete(node)) setNear(true);
    });
    watcher.observe(node);
    return () => {
      onNear.delete(node);
      watcher.unobserve(node);
    };
  }, []);
  return [ref, near];
}
