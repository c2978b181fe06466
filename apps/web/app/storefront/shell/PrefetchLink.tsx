import type { ReactNode } from 'react';
import { PrefetchPageLinks } from 'react-router';
import { useNearViewport } from '../../lib/use-near-viewport';
import { ShopLink, ShopNavLink, type ShopLinkProps, type ShopNavLinkProps } from './ShopLink';

/**
 * A ref for a link, and the prefetch of its page's data and code once the link comes within
 * 200 px of the viewport (React Router's own `prefetch="viewport"` waits until half of it is
 * visible).
 */
function usePrefetchNear(to: string): [(node: HTMLAnchorElement | null) => () => void, ReactNode] {
  const [ref, near] = useNearViewport<HTMLAnchorElement>();
  return [ref, near ? <PrefetchPageLinks page={to} /> : null];
}

type PrefetchLinkProps = Omit<ShopLinkProps, 'ref'>;

export function PrefetchLink({ to, ...props }: PrefetchLinkProps) {
  const [ref, prefetch] = usePrefetchNear(to);
  return (
    <>
      <ShopLink ref={ref} to={to} {...props} />
      {prefetch}
    </>
  );
}

type PrefetchNavLinkProps = Omit<ShopNavLinkProps, 'ref'>;

/** The same for a menu link that shows whether it is the current page. */
export function PrefetchNavLink({ to, ...props }: PrefetchNavLinkProps) {
  const [ref, prefetch] = usePrefetchNear(to);
  return (
    <>
      <ShopNavLink ref={ref} to={to} {...props} />
      {prefetch}
    </>
  );
}
