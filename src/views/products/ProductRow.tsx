// One product in the seller's list: picture, name and category, price, stock, status (a rejection with its
// reason) and the actions menu (Edit, Delete).
import { categoryPath } from '#schemas/categories';
import { imageSrc, imageSrcSet } from '#schemas/media';
import { toCentavos } from '#schemas/money';
import { productStatus, type Product, type ProductStatus } from '#schemas/products';
import { formatPeso } from '../theme/format.ts';
import { ActionMenu } from '../ui/ActionMenu.tsx';
import { Badge, type BadgeTone } from '../ui/Badge.tsx';
import { DataListItem } from '../ui/DataList.tsx';
import { BoxIcon } from '../ui/icons.tsx';
import { Link } from '../ui/Link.tsx';
import { visuallyHidden } from '../ui/visually-hidden.css.ts';
import * as styles from './ProductsList.css.ts';

export const statusBadges: Record<ProductStatus, { label: string; tone: BadgeTone }> = {
  [productStatus.approved]: { label: 'Approved', tone: 'success' },
  [productStatus.pending]: { label: 'Pending', tone: 'warning' },
  [productStatus.rejected]: { label: 'Rejected', tone: 'error' },
};

/** JSON carries pesos with at most 2 decimals; their digits make the centavos (no float arithmetic). */
const peso = (pesos: number) => formatPeso(toCentavos(String(pesos)));

export const editPath = (product: Pick<Product, 'id'>) => `/products/${product.id}/edit`;

export type ProductRowProps = {
  product: Product;
  onDelete: (product: Product) => void;
};

export function ProductRow({ product, onDelete }: ProductRowProps) {
  const picture = product.images[0];
  const badge = statusBadges[product.status];
  // The spec keeps a discount below the price; anything else is shown as the plain price.
  const discount =
    product.discountedPrice !== null && product.discountedPrice < product.price
      ? product.discountedPrice
      : null;
  return (
    <DataListItem className={styles.row}>
      {picture ? (
        <img
          className={styles.thumb}
          src={imageSrc(picture.url, 640)}
          srcSet={imageSrcSet(picture.url)}
          sizes="64px"
          width={64}
          height={64}
          alt=""
          loading="lazy"
          decoding="async"
        />
      ) : (
        <span className={styles.thumb} aria-hidden="true">
          <BoxIcon />
        </span>
      )}
      <div className={styles.main}>
        <Link href={editPath(product)} className={styles.name}>
          {product.productName}
        </Link>
        <span className={styles.muted}>
          {product.category ? categoryPath(product.category) : 'No category'}
          {' · '}SKU {product.sku}
        </span>
      </div>
      <div className={styles.price}>
        <span className={styles.label}>Price</span>
        {discount !== null ? (
          <span>
            <span className={styles.amount}>{peso(discount)}</span>{' '}
            <span className={styles.was}>
              <span className={visuallyHidden}>, was </span>
              <s>{peso(product.price)}</s>
            </span>
          </span>
        ) : (
          <span className={styles.amount}>{peso(product.price)}</span>
        )}
      </div>
      <div className={styles.stock}>
        <span className={styles.label}>Stock</span>
        <span className={product.quantity === 0 ? styles.outOfStock : undefined}>
          {product.quantity === 0 ? 'Out of stock' : product.quantity.toLocaleString('en-PH')}
        </span>
        {product.variants.length > 0 ? (
          <span className={styles.muted}>
            {product.variants.length} {product.variants.length === 1 ? 'variant' : 'variants'}
          </span>
        ) : null}
      </div>
      <div className={styles.status}>
        <Badge tone={badge.tone}>{badge.label}</Badge>
        {product.status === productStatus.rejected && product.statusReason ? (
          <p className={styles.reason}>Reason: {product.statusReason}</p>
        ) : null}
      </div>
      <div className={styles.actions}>
        <ActionMenu
          label={`Actions for ${product.productName}`}
          actions={[
            { label: 'Edit', href: editPath(product) },
            { label: 'Delete', onAction: () => onDelete(product), danger: true },
          ]}
        />
      </div>
    </DataListItem>
  );
}
