import type { ProductSummary } from '../../lib/api-types';
import { ProductCard } from './ProductCard';
import styles from './ProductGrid.module.css';

interface ProductGridProps {
  products: ProductSummary[];
  headingLevel?: 2 | 3;
  /** The grid leads the page: its first row on a phone is the largest paint, fetched first. */
  leadsPage?: boolean;
}

/** A phone's row: the cards whose photos a page that starts with the grid asks for first. */
const PHONE_ROW = 2;

/** 2 columns on phones, 3 on tablets, 4 to 6 on desktops (by the grid's own width). */
export function ProductGrid({ products, headingLevel = 3, leadsPage = false }: ProductGridProps) {
  return (
    <div className={styles.container}>
      <ul className={styles.grid}>
        {products.map((product, index) => (
          <li key={product.id} className={styles.item}>
            <ProductCard
              product={product}
              headingLevel={headingLevel}
              priority={leadsPage && index < PHONE_ROW}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The grid's loading state: placeholders of the cards' final size. */
export function ProductGridSkeleton({ count = 4 }: { count?: number }) {
  return (
    <div className={styles.container} aria-hidden="true">
      <ul className={styles.grid}>
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className={styles.skeleton}>
            <span className={styles.skeletonImage} />
            <span className={styles.skeletonLine} />
            <span className={styles.skeletonLine} />
          </li>
        ))}
      </ul>
    </div>
  );
}
