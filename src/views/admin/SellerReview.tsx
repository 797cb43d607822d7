// /admin/sellers/:id: everything a seller submitted and the Approve / Reject decision, over the provided
// seller-review machine. This file holds the page's states; the seller's details are in SellerDetail.
import { useSelector } from '@xstate/react';
import { failureText, isNotFound } from '#machines/admin-review/failure.ts';
import type { sellerReviewMachine } from '#machines/admin-review/review-machine.ts';
import { selectIsSellerLoading, selectLoadFailure, selectSeller } from '#machines/admin-review/selectors.ts';
import { useFlow } from '../app/use-flow.ts';
import { PageLoading } from '../layout/PageLoading.tsx';
import { Banner } from '../ui/Banner.tsx';
import { Button } from '../ui/Button.tsx';
import { Heading } from '../ui/Heading.tsx';
import { Link } from '../ui/Link.tsx';
import { SellerDetail } from './SellerDetail.tsx';
import * as styles from './admin.css.ts';

export type SellerReviewProps = { logic: typeof sellerReviewMachine; sellerId: string };

export function SellerReview({ logic, sellerId }: SellerReviewProps) {
  const review = useFlow(logic, { input: { sellerId } });
  const seller = useSelector(review, selectSeller);
  const isLoading = useSelector(review, selectIsSellerLoading);
  const failure = useSelector(review, selectLoadFailure);

  return (
    <div className={styles.page}>
      <div>
        <Link href="/admin/dashboard">← Back to the queue</Link>
      </div>
      {isLoading && !seller ? <PageLoading label="Loading the seller…" /> : null}
      {failure ? (
        <>
          <Heading level={1}>{isNotFound(failure) ? 'Seller not found' : 'Seller review'}</Heading>
          <Banner tone="error">{failureText(failure, 'This seller could not be loaded.')}</Banner>
          {isNotFound(failure) ? null : (
            <div>
              <Button variant="secondary" onPress={() => review.send({ type: 'review.retry' })}>
                Try again
              </Button>
            </div>
          )}
        </>
      ) : null}
      {seller ? <SellerDetail review={review} seller={seller} isReloading={isLoading} /> : null}
    </div>
  );
}
