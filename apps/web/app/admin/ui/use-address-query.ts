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
  const asked = useRef<URLSearchParams | null>(null);
  // Once a render shows an address, that address is the latest.
  useEffect(() => {
    asked.current = null;
  }, [params]);
  const update = (change: QueryChange) => {
    const next = change(new URLSearchParams(asked.current ?? params));
    asked.current = next;
    setParams(next, { replace: true });
  };
  return [params, update];
}
