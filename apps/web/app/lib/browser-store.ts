/**
 * localStorage access that is safe on the server (no window), in private modes that throw,
 * and observable: same-tab writes dispatch STORE_EVENT, other tabs fire the `storage` event.
 */
export const STORE_EVENT = 'voski:storage';

interface StoreEventDetail {
  key: string;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readItem(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Writes (or, with null, removes) one key and tells same-tab subscribers. */
export function writeItem(key: string, value: string | null): void {
  const store = storage();
  if (!store) return;
  try {
    if (value === null) store.removeItem(key);
    else store.setItem(key, value);
  } catch {
    return; // quota exceeded or storage disabled: keep the page working
  }
  window.dispatchEvent(new CustomEvent<StoreEventDetail>(STORE_EVENT, { detail: { key } }));
}

export function readJson<T>(key: string, parse: (value: unknown) => T | null): T | null {
  const raw = readItem(key);
  if (raw === null) return null;
  try {
    return parse(JSON.parse(raw));
  } catch {
    return null;
  }
}

/** Calls `listener` whenever one of `keys` changes, in this tab or another. */
export function subscribeItems(keys: readonly string[], listener: () => void): () => void {
  if (typeof window === 'undefined') return () => {};
  const onStorage = (event: Event) => {
    const key = (event as StorageEvent).key;
    // key null: another tab cleared the whole storage
    if (key === null || key === undefined || keys.includes(key)) listener();
  };
  const onLocal = (event: Event) => {
    const detail = (event as CustomEvent<StoreEventDetail>).detail;
    if (detail && keys.includes(detail.key)) listener();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(STORE_EVENT, onLocal);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(STORE_EVENT, onLocal);
  };
}
