import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

type QueryChange = (latest: URLSearchParams) => URLSearchParams;

/**
 * The address's query, and a way to change it that builds on the latest query asked for rather
 * than on the one this render saw. React Router changes the address a moment before it renders
 * the page again (in a transition); a second choice in between runs the earlier render's handler,
 * which would otherwise put back what the first choice took away.
 */
export function useAddressQuery(): [URLSearchParams, (change: QueryChange) => void] {
  const [params, setParams] = useSearchParams();
  /** Queries asked for and not yet shown, oldest first. */
  const pending = useRef<string[]>([]);
  useEffect(() => {
    // Those asked before the query now shown are behind it; a query nobody here asked for came
    // from elsewhere (the back button, a link), and is the latest.
    const at = pending.current.indexOf(params.toString());
    pending.current = at === -1 ? [] : pending.current.slice(at + 1);
  }, [params]);
  const update = (change: QueryChange) => {
    const next = change(new URLSearchParams(pending.current.at(-1) ?? params));
    pending.current.push(next.toString());
    setParams(next, { replace: true });
  };
  return [params, update];
}
