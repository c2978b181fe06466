import { useSyncExternalStore } from 'react';

/**
 * One short notice at a time ("added to basket"), shown by the shell's live region. A module
 * store rather than a context: any button can call `notify` without a provider around it.
 */
export interface Notice {
  text: string;
  /** Changes for every notice, so the same text twice is announced twice. */
  key: number;
}

const SHOW_MS = 4000;
let current: Notice | null = null;
let counter = 0;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function notify(text: string): void {
  current = { text, key: ++counter };
  clearTimeout(timer);
  timer = setTimeout(dismissNotice, SHOW_MS);
  emit();
}

export function dismissNotice(): void {
  clearTimeout(timer);
  if (current === null) return;
  current = null;
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useNotice(): Notice | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
