import { useCallback, useState } from 'react';

/** How close (px) to the viewport a link must come before its page is prefetched (spec §9). */
export const PREFETCH_MARGIN = '200px';

// One observer for every link on the page.
let observer: IntersectionObserver | null = null;
const onNear = new Map<Element, () => void>();

function sharedObserver(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const callback = onNear.get(entry.target);
        onNear.delete(entry.target);
        observer?.unobserve(entry.target);
        callback?.();
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
    onNear.set(node, () => setNear(true));
    watcher.observe(node);
    return () => {
      onNear.delete(node);
      watcher.unobserve(node);
    };
  }, []);
  return [ref, near];
}
