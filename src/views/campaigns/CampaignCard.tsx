// One campaign in the seller's list: its cover, heading, title, sales period, display, where it stands
// (open for applications, upcoming, running) and how many of the seller's products are in it. The whole
// card opens the campaign; the link is its heading, stretched over the card.
import { useEffect, useState } from 'react';
import {
  applicationsOpen,
  campaignPhase,
  campaignPhaseLabels,
  type SellerCampaign,
} from '#schemas/campaigns';
import { imageSrc, imageSrcSet } from '#schemas/media';
import { Badge } from '../ui/Badge.tsx';
import { Link } from '../ui/Link.tsx';
import { CampaignDisplay } from './CampaignDisplay.tsx';
import * as styles from './CampaignsList.css.ts';
import { dayText, salesPeriodText } from './period.ts';

/** "Open for applications until 30 Nov", else the phase ("Upcoming", "Running"). */
export const campaignStanding = (campaign: SellerCampaign, now: Date) =>
  applicationsOpen(campaign, now) && campaign.applicationEndDate
    ? {
        label: `Open for applications until ${dayText(campaign.applicationEndDate)}`,
        tone: 'success' as const,
      }
    : { label: campaignPhaseLabels[campaignPhase(campaign, now)], tone: 'neutral' as const };

export const appliedText = ({ myProducts }: SellerCampaign) => {
  const applied = myProducts.pending + myProducts.approved + myProducts.rejected;
  return applied === 0 ? 'None of your products applied yet' : `${applied} of your products applied`;
};

/** The page's clock, ticking each second only for a countdown, so the other cards never re-render. */
function useNow(ticks: boolean, now?: Date) {
  const [clock, setClock] = useState(() => now ?? new Date());
  useEffect(() => {
    if (!ticks || now) return;
    const timer = setInterval(() => setClock(new Date()), 1000);
    return () => clearInterval(timer);
  }, [ticks, now]);
  return now ?? clock;
}

export type CampaignCardProps = {
  campaign: SellerCampaign;
  /** A fixed clock (stories, tests); the card keeps its own otherwise. */
  now?: Date;
};

export function CampaignCard({ campaign, now: fixedNow }: CampaignCardProps) {
  const now = useNow(campaign.displayType === 'COUNTDOWN', fixedNow);
  const standing = campaignStanding(campaign, now);
  return (
    <article className={styles.card}>
      <img
        className={styles.cover}
        src={imageSrc(campaign.backgroundImageUrl, 640)}
        srcSet={imageSrcSet(campaign.backgroundImageUrl)}
        sizes="(max-width: 660px) 100vw, 400px"
        alt=""
        loading="lazy"
      />
      <div className={styles.body}>
        <Badge tone={standing.tone}>{standing.label}</Badge>
        <h2 className={styles.heading}>
          <Link href={`/campaigns/${campaign.id}`} className={styles.cardLink}>
            {campaign.heading}
          </Link>
        </h2>
        <p className={styles.title}>{campaign.title}</p>
        <p className={styles.period}>{salesPeriodText(campaign)}</p>
        <CampaignDisplay campaign={campaign} now={now} />
        <p className={styles.applied}>{appliedText(campaign)}</p>
      </div>
    </article>
  );
}
