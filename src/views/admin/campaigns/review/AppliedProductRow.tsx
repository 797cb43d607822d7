// One applied product in the review: its picture and name, the seller and store, the original price, the
// discount price and what it takes off, the price now when the seller changed it since applying, when it was
// applied, and either the decisions the lifecycle allows or how it was decided. A row on a laptop, a card on a
// phone (the same markup laid out by grid areas).
import { useId } from 'react';
import type { AdminCampaignProduct } from '#schemas/campaigns';
import { imageSrc, imageSrcSet } from '#schemas/media';
import {
  campaignProductDecisions,
  campaignProductStatusLabels,
  campaignProductStatusTones,
} from '#machines/campaign-product-status/machine.ts';
import { formatPesos } from '#machines/campaign-review/context.ts';
import { Badge, type BadgeTone } from '../../../ui/Badge.tsx';
import { Button } from '../../../ui/Button.tsx';
import { DataListItem } from '../../../ui/DataList.tsx';
import { BoxIcon } from '../../../ui/icons.tsx';
import { visuallyHidden } from '../../../ui/visually-hidden.css.ts';
import { momentText } from '../../../campaigns/period.ts';
import * as styles from './CampaignReview.css.ts';

export type AppliedProductRowProps = {
  product: AdminCampaignProduct;
  /** The buttons wait while a decision is under way. */
  canDecide: boolean;
  /** This product's approval is with the server. */
  isApproving: boolean;
  onApprove: () => void;
  onReject: () => void;
};

const badgeTones: Record<
  (typeof campaignProductStatusTones)[keyof typeof campaignProductStatusTones],
  BadgeTone
> = { warning: 'warning', success: 'success', danger: 'error' };

export function AppliedProductRow({
  product,
  canDecide,
  isApproving,
  onApprove,
  onReject,
}: AppliedProductRowProps) {
  const nameId = useId();
  const decisions = campaignProductDecisions(product.status);
  const { imageUrl, productName } = product.data;
  return (
    <DataListItem data-status={product.status}>
      <article className={styles.row} aria-labelledby={nameId}>
        {imageUrl ? (
          <img
            className={styles.thumb}
            src={imageSrc(imageUrl, 640)}
            srcSet={imageSrcSet(imageUrl)}
            sizes="72px"
            width={72}
            height={72}
            alt=""
            loading="lazy"
            decoding="async"
          />
        ) : (
          <span className={styles.thumb} aria-hidden="true">
            <BoxIcon />
          </span>
        )}
        <div className={styles.product}>
          <span id={nameId} className={styles.name}>
            {productName}
          </span>
          <span>{product.seller.storeName}</span>
          <span className={styles.muted}>{product.seller.name}</span>
        </div>
        <div className={styles.prices}>
          <span className={styles.label}>Discount price</span>
          <span>
            <span className={styles.money}>{formatPesos(product.discountPrice)}</span>{' '}
            <span className={styles.was}>
              <span className={visuallyHidden}>, was </span>
              <s>{formatPesos(product.productPrice)}</s>
            </span>
          </span>
          <span className={styles.percent}>{product.percentOff}% off</span>
          {product.currentPrice !== product.productPrice ? (
            <span className={styles.priceNow}>Price now {formatPesos(product.currentPrice)}</span>
          ) : null}
        </div>
        <div className={styles.applied}>
          <span className={styles.label}>Applied</span>
          <time dateTime={product.appliedAt}>{momentText(product.appliedAt, { year: true })}</time>
        </div>
        {decisions.includes('approved') ? (
          <div className={styles.actions}>
            {decisions.includes('rejected') ? (
              <Button variant="secondary" isDisabled={!canDecide} onPress={onReject}>
                Reject
              </Button>
            ) : null}
            <Button isDisabled={!canDecide} onPress={onApprove}>
              {isApproving ? 'Approving…' : 'Approve'}
            </Button>
          </div>
        ) : (
          <div className={styles.outcome}>
            <Badge tone={badgeTones[campaignProductStatusTones[product.status]]}>
              {campaignProductStatusLabels[product.status]}
            </Badge>
            {product.decidedAt ? (
              <time className={styles.muted} dateTime={product.decidedAt}>
                {momentText(product.decidedAt, { year: true })}
              </time>
            ) : null}
            {product.reason ? <span className={styles.reason}>{product.reason}</span> : null}
            {decisions.includes('rejected') ? (
              <Button variant="secondary" isDisabled={!canDecide} onPress={onReject}>
                Reject
              </Button>
            ) : null}
          </div>
        )}
      </article>
    </DataListItem>
  );
}
