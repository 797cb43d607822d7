import type { ActorRefFrom } from 'xstate';
import type { ProductReviewMachine } from '#machines/product-review/machine.ts';

/** The running product-review machine the queue's parts read from and send to. */
export type ProductReviewActor = ActorRefFrom<ProductReviewMachine>;
