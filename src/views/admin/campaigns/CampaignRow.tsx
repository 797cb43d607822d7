// One campaign in the admins' list: its cover, title and heading, its phase and sales period in Philippine
// time, how its display reads, the applied products' counts, and Applications, Edit and Delete. A row on a
// laptop, a card on a phone (the same markup laid out by grid areas).
import { useId } from 'react';
import {
  campaignDisplayText,
  campaignDisplayTypeLabels,
  campaignPhase,
  campaignPhaseLabels,
  type AdminCampaign,
  type CampaignPhase,
} from '#schemas/campaigns';
import { imageSrc, imageSrcSet } from '#schemas/media';
import { Badge, type BadgeTone } from '../../ui/Badge.tsx';
import { Button } from '../../ui/Button.tsx';
import { DataListItem } from '../../ui/DataList.tsx';
import { Link } from '../../ui/Link.tsx';
import { salesPeriodText } from '../../campaigns/period.ts';
import * as styles from './CampaignsList.css.ts';

const phaseTones: Record<CampaignPhase, BadgeTone> = {
  upcoming: 'info',
  running: 'success',
  ended: 'neutral',
};

export type CampaignRowProps = {
  campaign: AdminCampaign;
  now: Date;
  /** Delete waits while a confirmation is open. */
  canDelete: boolean;
  onDelete: () => void;
};

export function CampaignRow({ campaign, now, canDelete, onDelete }: CampaignRowProps) {
  const titleId = useId();
  const phase = campaignPhase(campaign, now);
  const { pending, approved } = campaign.products;
  return (
    <DataListItem data-phase={phase}>
      <article className={styles.row} aria-labelledby={titleId}>
        <img
          className={styles.cover}
          src={imageSrc(campaign.backgroundImageUrl, 640)}
          srcSet={imageSrcSet(campaign.backgroundImageUrl)}
          sizes="(max-width: 660px) 100vw, 144px"
          alt=""
          loading="lazy"
        />
        <div className={styles.about}>
          <h2 id={titleId} className={styles.title}>
            {campaign.title}
          </h2>
          <span>{campaign.heading}</span>
          <span className={styles.muted}>
            {campaignDisplayText(campaign) ?? campaignDisplayTypeLabels[campaign.displayType]}
          </span>
        </div>
        <div className={styles.period}>
          <Badge tone={phaseTones[phase]}>{campaignPhaseLabels[phase]}</Badge>
          <span className={styles.muted}>{salesPeriodText(campaign, { year: true })}</span>
        </div>
        <div className={styles.counts}>
          <span className={styles.label}>Applied products</span>
          <span>{`${pending} pending · ${approved} approved`}</span>
        </div>
        <div className={styles.actions}>
          <Link
            variant="secondary"
            className={styles.action}
            href={`/admin/campaigns/${campaign.id}/applications`}
            aria-label={`Applications to ${campaign.title}`}
          >
            Applications
          </Link>
          <Link
            variant="secondary"
            className={styles.action}
            href={`/admin/campaigns/${campaign.id}/edit`}
            aria-label={`Edit ${campaign.title}`}
          >
            Edit
          </Link>
          <Button
            variant="danger"
            className={styles.action}
            isDisabled={!canDelete}
            aria-label={`Delete ${campaign.title}`}
            onPress={onDelete}
          >
            Delete
          </Button>
        </div>
      </article>
    </DataListItem>
  );
}
