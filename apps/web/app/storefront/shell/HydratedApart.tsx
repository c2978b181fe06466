import { Suspense, type ReactNode } from 'react';

/**
 * A part of a server-rendered page that React hydrates on its own, after the rest of the page
 * (decision 0023). Nothing in it suspends: the boundary only marks where hydration may stop, so
 * a phone's main thread is not held by the whole page at once. React hydrates each such part
 * in a later render and commit of its own; a click or a key inside one before then makes React
 * hydrate that part at once and replay the event.
 */
export function HydratedApart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
