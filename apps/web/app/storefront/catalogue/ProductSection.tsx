import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { ProductSummary } from '../../lib/api-types';
import pageStyles from '../shell/Page.module.css';
import { ProductGrid } from './ProductGrid';

interface ProductSectionProps {
  title: ReactNode;
  products: ProductSummary[];
  /** A link to the whole list the section shows the start of. */
  all?: { href: string; label: ReactNode };
  /** Said in place of the products when they could not be loaded. */
  failed?: ReactNode;
}

/** A titled grid of products; nothing at all when there are none. */
export function ProductSection({ title, products, all, failed }: ProductSectionProps) {
  const id = useId();
  if (failed) {
    return (
      <section aria-labelledby={id} className={pageStyles.section}>
        <h2 id={id} className={pageStyles.sectionTitle}>
          {title}
        </h2>
        <p role="status">{failed}</p>
      </section>
    );
  }
  if (products.length === 0) return null;
  return (
    <section aria-labelledby={id} className={pageStyles.section}>
      <h2 id={id} className={pageStyles.sectionTitle}>
        {title}
      </h2>
      <ProductGrid products={products} headingLevel={3} />
      {all && (
        <p className={pageStyles.sectionMore}>
          <Link to={all.href} className={pageStyles.buttonSecondary}>
            {all.label}
          </Link>
        </p>
      )}
    </section>
  );
}
