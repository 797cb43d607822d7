// One product in the review queue: everything the admin judges it by (store, pictures, category, price,
// stock, package, options and variants, tags, description) and, while it is pending, Approve and Reject.
import { format, formatDistanceStrict } from 'date-fns';
import { useId, type ReactNode } from 'react';
import { categoryPath } from '#schemas/categories';
import { imageSrc, imageSrcSet } from '#schemas/media';
import { combinationName, productStatus, type ProductReviewItem } from '#schemas/products';
import { Badge } from '../../ui/Badge.tsx';
import { Banner } from '../../ui/Banner.tsx';
import { Button } from '../../ui/Button.tsx';
import { DataListItem } from '../../ui/DataList.tsx';
import { Heading } from '../../ui/Heading.tsx';
import { formatPeso } from '../../theme/format.ts';
import * as styles from './products.css.ts';

export type ProductCardProps = {
  product: ProductReviewItem;
  now: Date;
  /** Approve and Reject wait while a decision is open on another product. */
  canDecide: boolean;
  onApprove: () => void;
  onReject: () => void;
};

/**
 * JSON carries pesos with at most 2 decimals; the nearest whole centavo is that amount exactly (the float
 * is only ever a hair off), and formatPeso works in centavos. Only here, at display.
 */
const peso = (amount: number) => formatPeso(Math.round(amount * 100));

/** A price as buyers would see it: the discounted one first, the full one struck through. */
function Price({
  price,
  discountedPrice,
  stacked = false,
}: {
  price: number;
  discountedPrice: number | null;
  /** The full price under the discounted one (a narrow table column). */
  stacked?: boolean;
}) {
  if (discountedPrice === null) return <>{peso(price)}</>;
  return (
    <>
      {peso(discountedPrice)}{' '}
      <s
        className={[styles.strike, stacked ? styles.stacked : ''].join(' ')}
        aria-label={`was ${peso(price)}`}
      >
        {peso(price)}
      </s>
    </>
  );
}

const grams = new Intl.NumberFormat('en-PH', { maximumFractionDigits: 2 });

/**
 * How wide each picture shows (products.css.ts): on a phone a strip of 200 then 120 CSS pixels; on a laptop
 * the first fills its column (at most about 400) and the others a quarter of it.
 */
const pictureSizes = (index: number) =>
  index === 0 ? '(max-width: 800px) 200px, 400px' : '(max-width: 800px) 120px, 100px';

export function ProductCard({ product, now, canDecide, onApprove, onReject }: ProductCardProps) {
  const headingId = useId();
  const submitted = new Date(product.submittedAt);
  const facts: [string, ReactNode][] = [
    ['Category', product.category ? categoryPath(product.category) : 'None'],
    ['Price', <Price key="price" price={product.price} discountedPrice={product.discountedPrice} />],
    ['Taxes', product.chargeTaxes ? 'Charged' : 'Not charged'],
    ['SKU', product.sku],
    ['Stock', String(product.quantity)],
    [
      'Package',
      `${grams.format(product.weight)} g · ${product.length} × ${product.width} × ${product.height} cm`,
    ],
    ...product.options.map((option): [string, string] => [
      option.name,
      option.values.map((value) => value.value).join(', '),
    ]),
    ['Tags', product.productTag.join(', ') || 'None'],
  ];

  return (
    <DataListItem>
      {/* Focusable so the focus can land here when the product before it leaves the list. */}
      <article className={styles.card} aria-labelledby={headingId} tabIndex={-1}>
        <header className={styles.head}>
          <div className={styles.titleBlock}>
            <Heading level={2} size="md" id={headingId} className={styles.title}>
              {product.productName}
            </Heading>
            <span className={styles.muted}>{product.seller.spStoreName}</span>
          </div>
          <span className={styles.muted}>
            Submitted{' '}
            <time dateTime={product.submittedAt} title={format(submitted, 'PPpp')}>
              {formatDistanceStrict(submitted, now, { addSuffix: true })}
            </time>
          </span>
        </header>

        {product.images.length > 0 ? (
          // Focusable: the strip scrolls sideways, and a keyboard must reach it.
          <ul className={styles.pictures} aria-label={`Pictures of ${product.productName}`} tabIndex={0}>
            {product.images.map((image, index) => (
              <li key={image.id} className={styles.picture}>
                <img
                  className={styles.image}
                  src={imageSrc(image.url, 640)}
                  srcSet={imageSrcSet(image.url)}
                  sizes={pictureSizes(index)}
                  width={image.width}
                  height={image.height}
                  loading="lazy"
                  decoding="async"
                  alt={`${product.productName}, picture ${index + 1} of ${product.images.length}`}
                />
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.noPictures}>No pictures.</p>
        )}

        <dl className={styles.facts}>
          {facts.map(([term, value]) => (
            <div key={term} className={styles.fact}>
              <dt className={styles.term}>{term}</dt>
              <dd className={styles.value}>{value}</dd>
            </div>
          ))}
        </dl>

        {product.variants.length > 0 ? (
          <div className={styles.variants}>
            <Heading level={3} size="sm" id={`${headingId}-variants`}>
              Variants ({product.variants.length})
            </Heading>
            {/* Focusable: on a narrow screen the table may scroll sideways, and a keyboard must reach it. */}
            <div
              className={styles.tableScroll}
              role="group"
              aria-labelledby={`${headingId}-variants ${headingId}`}
              tabIndex={0}
            >
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th className={styles.cellHead}>Variant</th>
                    <th className={`${styles.cellHead} ${styles.skuColumn}`}>SKU</th>
                    <th className={`${styles.cellHead} ${styles.number}`}>Price</th>
                    <th className={`${styles.cellHead} ${styles.number}`}>Stock</th>
                  </tr>
                </thead>
                <tbody>
                  {product.variants.map((variant) => (
                    <tr key={variant.id}>
                      <th scope="row" className={styles.cell}>
                        {combinationName(variant)}
                        {variant.sku !== null ? <span className={styles.skuUnder}>{variant.sku}</span> : null}
                      </th>
                      <td className={`${styles.cell} ${styles.unbroken} ${styles.skuColumn}`}>
                        {variant.sku ?? '—'}
                      </td>
                      <td className={`${styles.cell} ${styles.number}`}>
                        <Price price={variant.price} discountedPrice={variant.discountedPrice} stacked />
                      </td>
                      <td className={`${styles.cell} ${styles.number}`}>{variant.quantity}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </div>
        ) : null}

        <div className={styles.about}>
          <Heading level={3} size="sm" id={`${headingId}-description`}>
            Description
          </Heading>
          <p className={styles.description}>{product.productDescription}</p>
        </div>

        {product.status === productStatus.pending ? (
          <div className={styles.actions}>
            <Button variant="secondary" isDisabled={!canDecide} onPress={onReject}>
              Reject
            </Button>
            <Button isDisabled={!canDecide} onPress={onApprove}>
              Approve
            </Button>
          </div>
        ) : product.status === productStatus.rejected ? (
          <div className={styles.rejection}>
            <Banner tone="warning" live={false}>
              <Badge tone="error">Rejected</Badge> {product.statusReason}
            </Banner>
          </div>
        ) : null}
      </article>
    </DataListItem>
  );
}
