import { useCallback, useRef, useState } from 'react';

/**
 * A write the page starts (save, delete): `pending` while it runs, so its button can be
 * disabled. `run` resolves to the action's result, or undefined when it threw (the action
 * reports its own failure).
 */
export function useAction<A extends unknown[], R>(action: (...args: A) => Promise<R>) {
  const actionRef = useRef(action);
  actionRef.current = action;
  const [count, setCount] = useState(0);
  const run = useCallback(async (...args: A): Promise<R | undefined> => {
    setCount((n) => n + 1);
    try {
      return await actionRef.current(...args);
    } catch {
      return undefined;
    } finally {
      setCount((n) => n - 1);
    }
  }, []);
  return { run, pending: count > 0 };
}

/** Per-row writes (toggle, delete of one row): which rows have one under way. */
export function usePendingRows<K extends string | number>() {
  const [rows, setRows] = useState<ReadonlySet<K>>(new Set());
  const track = useCallback(async <T>(key: K, work: () => Promise<T>): Promise<T | undefined> => {
    setRows((current) => new Set(current).add(key));
    try {
      return await work();
    } catch {
      return undefined;
    } finally {
      setRows((current) => {
        const next = new Set(current);
        next.delete(key);
        return next;
      });
    }
  }, []);
  const isPending = useCallback((key: K) => rows.has(key), [rows]);
  return { track, isPending };
}
