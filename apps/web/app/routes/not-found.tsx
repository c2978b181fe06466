import { data } from 'react-router';
import { NotFoundPage } from '../storefront/shell/NotFoundPage';

/** Thrown so the page answers 404 and the root ErrorBoundary draws it inside the layout. */
export function loader(): never {
  throw data(null, { status: 404 });
}

// Never reached (the loader always throws), but makes this a page route, not a resource route.
export default function NotFound() {
  return <NotFoundPage />;
}
