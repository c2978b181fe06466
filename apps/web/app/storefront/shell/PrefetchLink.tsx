import type { ReactNode } from 'react';
import { Link, NavLink, PrefetchPageLinks, type LinkProps, type NavLinkProps } from 'react-router';
import { useNearViewport } from '../../lib/use-near-viewport';

/**
 * A ref for a link, and the prefetch of its page's data and code once the link comes within
 * 200 px of the viewport (React Router's own `prefetch="viewport"` waits until half of it is
 * visible).
 */
function usePrefetchNear(to: string): [(node: HTMLAnchorElement | null) => () => void, ReactNode] {
  const [ref, near] = useNearViewport<HTMLAnchorElement>();
  return [ref, near ? <PrefetchPageLinks page={to} /> : null];
}

type PrefetchLinkProps = Omit<LinkProps, 'to' | 'prefetch'> & { to: string };

export function PrefetchLink({ to, ...props }: PrefetchLinkProps) {
  const [ref, prefetch] = usePrefetchNear(to);
  return (
    <>
      <Link ref={ref} to={to} prefetch="none" {...props} />
      {prefetch}
    </>
  );
}

type PrefetchNavLinkProps = Omit<NavLinkProps, 'to' | 'prefetch'> & { to: string };

/** The same for a menu link that shows whether it is the current page. */
export function PrefetchNavLink({ to, ...props }: PrefetchNavLinkProps) {
  const [ref, prefetch] = usePrefetchNear(to);
  return (
    <>
      <NavLink ref={ref} to={to} prefetch="none" {...props} />
      {prefetch}
    </>
  );
}
