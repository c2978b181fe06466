import { vi } from 'vitest';

/** A Map-backed localStorage. */
export class FakeStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
}

/** Installs a `window` (an EventTarget with a fake localStorage) for one test. */
export function installFakeWindow(): { storage: FakeStorage; window: EventTarget } {
  const storage = new FakeStorage();
  const fakeWindow = Object.assign(new EventTarget(), { localStorage: storage });
  vi.stubGlobal('window', fakeWindow);
  return { storage, window: fakeWindow };
}

/** The `storage` event another tab's write fires here. */
export function otherTabWrite(target: EventTarget, key: string | null): void {
  target.dispatchEvent(Object.assign(new Event('storage'), { key }));
}
