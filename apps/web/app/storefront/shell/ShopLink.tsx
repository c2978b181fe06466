import {
  createContext,
  useContext,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { useLocation, useNavigate, type NavigateFunction } from 'react-router';

/**
 * The storefront's own links to its pages: the `<a>` React Router's `<Link>` renders for an
 * absolute path, and on a plain click the same navigation in the page. `<Link>` works each one
 * out on every render (resolving `to` against its route, its prefetch and click hooks): about a
 * twentieth of a shared page's render on the server, for paths the shop builds absolute already.
 * Prefetching is PrefetchLink's (near the viewport).
 */
const ShopNavigate = createContext<NavigateFunction | null>(null);

/** Gives the links below it the router's navigation (one `useNavigate` for all of them). */
export function ShopNavigation({ children }: { children: ReactNode }) {
  return <ShopNavigate value={useNavigate()}>{children}</ShopNavigate>;
}

/** A click the browser would follow in this tab: the primary button, no modifier key. */
function inThisTab(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    (!target || target === '_self') &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}

export type ShopLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** An absolute path of the shop, with its query and fragment if any. */
  to: string;
  ref?: Ref<HTMLAnchorElement>;
};

export function ShopLink({ to, onClick, ...props }: ShopLinkProps) {
  const navigate = useContext(ShopNavigate);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!navigate || !inThisTab(event, props.target)) return;
    event.preventDefault();
    const here = `${location.pathname}${location.search}${location.hash}`;
    // as <Link>: the page the visitor is on is replaced, not stacked in the history again
    void navigate(to, { replace: here === to });
  };
  // data-discover: React Router learns the routes of the page's links from it, as for <Link>
  return <a {...props} href={to} data-discover="true" onClick={follow} />;
}

/** The path `to` names, without its query and fragment. */
const pathOf = (to: string) => to.replace(/[?#].*$/, '');

export type ShopNavLinkProps = Omit<ShopLinkProps, 'className'> & {
  /** As NavLink's: the class for the link, told whether it is the current page or within it. */
  className: (state: { isActive: boolean }) => string | undefined;
};

/** A menu link that says whether it is the current page (or one below it), as `<NavLink>`. */
export function ShopNavLink({ className, ...props }: ShopNavLinkProps) {
  const { pathname } = useLocation();
  const path = pathOf(props.to);
  const isActive = pathname === path || pathname.startsWith(`${path}/`);
  return (
    <ShopLink
      {...props}
      className={className({ isActive })}
      aria-current={isActive ? 'page' : undefined}
    />
  );
}
