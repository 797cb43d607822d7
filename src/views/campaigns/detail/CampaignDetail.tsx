// /campaigns/:id (issue 14): the campaign (cover, title, heading, sales period, its display, description), its
// application window, the picker while it takes applications (search the seller's approved products, a
// discount price for each with the percentage it takes off, submit) and the seller's products in it with
// their Approved / Pending / Rejected badges and a rejection's reason.
import { useSelector } from '@xstate/react';
import { useEffect, useState, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { ProductOption, PickedProduct } from '#machines/campaign-application/context.ts';
import type { CampaignApplicationMachine } from '#machines/campaign-application/machine.ts';
import {
  selectAppliedIds,
  selectCampaign,
  selectErrors,
  selectIsBusy,
  selectIsLoading,
  selectIsOpen,
  selectIsPicking,
  selectIsSearching,
  selectLoadFailureText,
  selectOptions,
  selectPicked,
  selectSearch,
  selectSearchFailed,
  selectSubmitFailureText,
} from '#machines/campaign-application/selectors.ts';
import {
  campaignProductStatusLabels,
  campaignProductStatusTones,
} from '#machines/campaign-product-status/machine.ts';
import {
  applicationProductsMax,
  percentOff,
  type CampaignDetail,
  type CampaignProduct,
} from '#schemas/campaigns';
import { imageSrc, imageSrcSet } from '#schemas/media';
import { decimalPattern, formatPeso, toCentavos } from '#schemas/money';
import { useFlow } from '../../app/use-flow.ts';
import { Badge } from '../../ui/Badge.tsx';
import { Banner } from '../../ui/Banner.tsx';
import { Button } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { Heading } from '../../ui/Heading.tsx';
import { Link } from '../../ui/Link.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { CampaignDisplay } from '../CampaignDisplay.tsx';
import { momentText, salesPeriodText } from '../period.ts';
import * as styles from './CampaignDetail.css.ts';

/** The application window as the page knows it: `isOpen` is the machine's, so it shuts while the page is open. */
export const windowText = (campaign: CampaignDetail, isOpen: boolean) =>
  !campaign.allowApplication
    ? 'This campaign does not take applications'
    : isOpen && campaign.applicationEndDate
      ? `Applications close ${momentText(campaign.applicationEndDate)}`
      : 'Applications are closed';

/** The display on the page's clock: a countdown ticks each second, alone, so the picker does not re-render. */
function LiveDisplay({ campaign }: { campaign: CampaignDetail }) {
  const [now, setNow] = useState(() => new Date());
  const ticks = campaign.displayType === 'COUNTDOWN';
  useEffect(() => {
    if (!ticks) return;
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, [ticks]);
  return <CampaignDisplay campaign={campaign} now={now} />;
}

function Thumb({ url, className }: { url: string | null; className?: string }) {
  return url ? (
    <img
      src={imageSrc(url, 640)}
      alt=""
      width={48}
      height={48}
      loading="lazy"
      className={[styles.thumb, className].filter(Boolean).join(' ')}
    />
  ) : (
    <span aria-hidden className={[styles.thumb, className].filter(Boolean).join(' ')} />
  );
}

const badgeTones = { warning: 'warning', success: 'success', danger: 'error' } as const;

const pesosOf = (pesos: number) => formatPeso(Math.round(pesos * 100));

export type CampaignDetailViewProps = {
  campaign: CampaignDetail;
  /** A fixed clock for stories; the page's own ticks otherwise. */
  now?: Date;
  /** Whether the campaign takes applications now (the machine's `open`). */
  isOpen: boolean;
  /** The picker, or "Apply products" to open it; nothing when applications are closed. */
  application: ReactNode;
  /** A refused application's words, when the window shut under it. */
  closedText?: string | null;
};

/** The campaign from plain props, so every state has a story without a machine. */
export function CampaignDetailView({
  campaign,
  now,
  isOpen,
  application,
  closedText,
}: CampaignDetailViewProps) {
  const applied = campaign.applications.flatMap((each) => each.products);
  return (
    <article className={styles.page} aria-labelledby="campaign-title">
      <Link href="/campaigns">← Campaigns</Link>
      <img
        src={imageSrc(campaign.backgroundImageUrl, 1080)}
        srcSet={imageSrcSet(campaign.backgroundImageUrl)}
        sizes="(max-width: 800px) 100vw, 1100px"
        alt=""
        className={styles.cover}
      />
      <header className={styles.header}>
        <Heading level={1} id="campaign-title" className={styles.title}>
          {campaign.title}
        </Heading>
        <p className={styles.lead}>{campaign.heading}</p>
        <p className={styles.muted}>{salesPeriodText(campaign)}</p>
        {now ? <CampaignDisplay campaign={campaign} now={now} /> : <LiveDisplay campaign={campaign} />}
      </header>
      <p className={styles.description}>{campaign.description}</p>
      <p className={styles.strong}>{windowText(campaign, isOpen)}</p>
      {closedText ? <Banner tone="error">{closedText}</Banner> : null}
      <div className={styles.columns}>
        {application ? <div className={styles.section}>{application}</div> : null}
        <YourProducts products={applied} />
      </div>
    </article>
  );
}

/** The seller's products in the campaign, newest application first, each with its status and a rejection's reason. */
export function YourProducts({ products }: { products: readonly CampaignProduct[] }) {
  return (
    <Card title="Your products">
      {products.length === 0 ? (
        <p className={styles.muted}>You have not applied any products to this campaign.</p>
      ) : (
        <ul className={styles.list} aria-label="Your products">
          {products.map((product) => (
            <li key={product.id} className={styles.row}>
              <Thumb url={product.data.imageUrl} />
              <span className={styles.name}>
                <span className={styles.strong}>{product.data.productName}</span>
                <span className={styles.small}>
                  {pesosOf(product.discountPrice)} (was {pesosOf(product.productPrice)}) ·{' '}
                  {product.percentOff}% off
                </span>
                {product.status === 'rejected' && product.reason ? (
                  <span className={styles.small}>Reason: {product.reason}</span>
                ) : null}
              </span>
              <Badge tone={badgeTones[campaignProductStatusTones[product.status]]}>
                {campaignProductStatusLabels[product.status]}
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

export type ApplicationPickerProps = {
  search: string;
  isSearching: boolean;
  searchFailed: boolean;
  options: readonly ProductOption[];
  /** Pending or approved in the campaign already: offered as "Applied", not to add. */
  appliedIds: ReadonlySet<number>;
  picked: readonly PickedProduct[];
  errors: { products: Record<number, string>; general: string | null };
  failureText: string | null;
  isBusy: boolean;
  onSearch: (search: string) => void;
  onRetrySearch: () => void;
  onAdd: (product: ProductOption) => void;
  onRemove: (productId: number) => void;
  onDiscount: (productId: number, discount: string) => void;
  onSubmit: () => void;
  onCancel: () => void;
};

/** "25% off" for a discount typed well, else nothing. */
const percentText = (product: PickedProduct) => {
  const typed = product.discount.trim();
  if (!decimalPattern.test(typed)) return undefined;
  const discount = toCentavos(typed);
  return discount > 0 && discount < product.price ? `${percentOff(product.price, discount)}% off` : undefined;
};

/** The picker: search the seller's approved products, add them, a discount price for each, and submit. */
export function ApplicationPicker(props: ApplicationPickerProps) {
  const { search, isSearching, searchFailed, options, appliedIds, picked, errors, failureText, isBusy } =
    props;
  const pickedIds = new Set(picked.map((product) => product.productId));
  // The machine refuses more; the buttons say so first.
  const full = picked.length >= applicationProductsMax;
  return (
    <Card title="Apply products">
      <div className={styles.section}>
        <TextField
          label="Search your approved products"
          type="search"
          value={search}
          onChange={props.onSearch}
          isDisabled={isBusy}
        />
        {searchFailed ? (
          <>
            <Banner tone="error">Error fetching products</Banner>
            <Button variant="secondary" onPress={props.onRetrySearch}>
              Try again
            </Button>
          </>
        ) : isSearching ? (
          <p role="status" className={styles.muted}>
            Searching…
          </p>
        ) : options.length === 0 ? (
          <p className={styles.muted}>No approved products match.</p>
        ) : (
          <ul className={styles.list} aria-label="Your approved products">
            {options.map((option) => {
              const state = appliedIds.has(option.productId)
                ? 'Applied'
                : pickedIds.has(option.productId)
                  ? 'Added'
                  : null;
              return (
                <li key={option.productId} className={styles.row}>
                  <Thumb url={option.imageUrl} />
                  <span className={styles.name}>
                    <span className={styles.strong}>{option.productName}</span>
                    <span className={styles.small}>{formatPeso(option.price)}</span>
                  </span>
                  <Button
                    variant="secondary"
                    aria-label={`${state ?? 'Add'} ${option.productName}`}
                    isDisabled={state !== null || isBusy || full}
                    onPress={() => props.onAdd(option)}
                  >
                    {state ?? 'Add'}
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
        <Heading level={3}>Picked products</Heading>
        {picked.length === 0 ? (
          <p className={styles.muted}>Add the products to apply, then give each a discount price.</p>
        ) : (
          <ul className={styles.list} aria-label="Picked products">
            {picked.map((product) => (
              <li key={product.productId} className={styles.pickedRow}>
                <Thumb url={product.imageUrl} className={styles.pickedThumb} />
                <span className={[styles.name, styles.pickedName].join(' ')}>
                  <span id={`picked-${product.productId}`} className={styles.strong}>
                    {product.productName}
                  </span>
                  <span className={styles.small}>Original price {formatPeso(product.price)}</span>
                </span>
                <div className={styles.pickedPrice}>
                  <TextField
                    label="Discount price (₱)"
                    // Named with its product: "Discount price (₱) Abaca tote bag".
                    aria-labelledby={`picked-${product.productId}`}
                    inputMode="decimal"
                    autoComplete="off"
                    value={product.discount}
                    onChange={(discount) => props.onDiscount(product.productId, discount)}
                    errorMessage={errors.products[product.productId]}
                    description={percentText(product)}
                    isDisabled={isBusy}
                  />
                </div>
                <Button
                  variant="ghost"
                  className={styles.pickedRemove}
                  aria-label={`Remove ${product.productName}`}
                  isDisabled={isBusy}
                  onPress={() => props.onRemove(product.productId)}
                >
                  Remove
                </Button>
              </li>
            ))}
          </ul>
        )}
        {errors.general ? <Banner tone="error">{errors.general}</Banner> : null}
        {failureText ? <Banner tone="error">{failureText}</Banner> : null}
        <div className={styles.actions}>
          <Button variant="ghost" isDisabled={isBusy} onPress={props.onCancel}>
            Cancel
          </Button>
          <Button isDisabled={isBusy} isPending={isBusy} onPress={props.onSubmit}>
            {isBusy ? 'Submitting…' : 'Submit application'}
          </Button>
        </div>
      </div>
    </Card>
  );
}

export type CampaignApplicationActor = ActorRefFrom<CampaignApplicationMachine>;

/** The page driven by its actor. */
export function CampaignApplicationScreen({ actor }: { actor: CampaignApplicationActor }) {
  const campaign = useSelector(actor, selectCampaign);
  const isLoading = useSelector(actor, selectIsLoading);
  const loadFailureText = useSelector(actor, selectLoadFailureText);
  const isOpen = useSelector(actor, selectIsOpen);
  const isPicking = useSelector(actor, selectIsPicking);
  const failureText = useSelector(actor, selectSubmitFailureText);
  if (loadFailureText)
    return (
      <div className={styles.page}>
        <Link href="/campaigns">← Campaigns</Link>
        <Banner tone="error">{loadFailureText}</Banner>
        <Button variant="secondary" onPress={() => actor.send({ type: 'campaign.retry' })}>
          Try again
        </Button>
      </div>
    );
  if (isLoading || !campaign)
    return (
      <p role="status" className={styles.muted}>
        Loading campaign…
      </p>
    );
  return (
    <CampaignDetailView
      campaign={campaign}
      isOpen={isOpen}
      closedText={isOpen ? null : failureText}
      application={
        !isOpen ? null : isPicking ? (
          <ConnectedPicker actor={actor} />
        ) : (
          <Button onPress={() => actor.send({ type: 'picker.open' })}>Apply products</Button>
        )
      }
    />
  );
}

function ConnectedPicker({ actor }: { actor: CampaignApplicationActor }) {
  const send = actor.send;
  return (
    <ApplicationPicker
      search={useSelector(actor, selectSearch)}
      isSearching={useSelector(actor, selectIsSearching)}
      searchFailed={useSelector(actor, selectSearchFailed)}
      options={useSelector(actor, selectOptions)}
      appliedIds={useSelector(actor, selectAppliedIds, sameIds)}
      picked={useSelector(actor, selectPicked)}
      errors={useSelector(actor, selectErrors, sameErrors)}
      failureText={useSelector(actor, selectSubmitFailureText)}
      isBusy={useSelector(actor, selectIsBusy)}
      onSearch={(search) => send({ type: 'search.change', search })}
      onRetrySearch={() => send({ type: 'search.retry' })}
      onAdd={(product) => send({ type: 'product.add', product })}
      onRemove={(productId) => send({ type: 'product.remove', productId })}
      onDiscount={(productId, discount) => send({ type: 'discount.change', productId, discount })}
      onSubmit={() => send({ type: 'application.submit' })}
      onCancel={() => send({ type: 'picker.close' })}
    />
  );
}

const sameIds = (a: ReadonlySet<number>, b: ReadonlySet<number>) =>
  a.size === b.size && [...a].every((id) => b.has(id));
const sameErrors = (a: ReturnType<typeof selectErrors>, b: ReturnType<typeof selectErrors>) =>
  JSON.stringify(a) === JSON.stringify(b);

/** The page with its own actor, started from the provided machine. */
export function CampaignPage({
  logic,
  campaignId,
}: {
  logic: CampaignApplicationMachine;
  campaignId: string;
}) {
  return <CampaignApplicationScreen actor={useFlow(logic, { input: { campaignId } })} />;
}
