/*
 * This tab's sessionStorage, as JSON: gone when the tab closes, there again when the payment
 * gateway sends the visitor back. Storage full or disabled only makes the shop forget sooner.
 */

function session(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readTab(key: string): unknown {
  try {
    const raw = session()?.getItem(key);
    return raw ? (JSON.parse(raw) as unknown) : null;
  } catch {
    return null;
  }
}

/** Writes `value` under `key`; null removes it. */
export function writeTab(key: string, value: unknown): void {
  try {
    if (value === null) session()?.removeItem(key);
    else session()?.setItem(key, JSON.stringify(value));
  } catch {
    // storage full or disabled: the checkout still works, it only forgets sooner
  }
}
