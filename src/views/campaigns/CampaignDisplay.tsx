// What a campaign shows beside its heading (spec §9 display types): a countdown to its start while upcoming
// and to its end while running (none when it never ends), "20% off", or "Starting at ₱199.00". The clock is
// the caller's (`now`), so a story or a test pins it and a page ticks it.
import { campaignDisplayText, campaignPhase, type Campaign } from '#schemas/campaigns';
import * as styles from './CampaignDisplay.css.ts';

export type CampaignDisplayProps = {
  campaign: Pick<Campaign, 'startDate' | 'endDate' | 'displayType' | 'displayValue'>;
  now: Date;
};

const units = [
  { name: 'day', short: 'd', ms: 86_400_000 },
  { name: 'hour', short: 'h', ms: 3_600_000 },
  { name: 'minute', short: 'm', ms: 60_000 },
  { name: 'second', short: 's', ms: 1_000 },
] as const;

/** What is left until `target`, whole days, hours, minutes and seconds (never below zero). */
export function timeLeft(target: string, now: Date) {
  let left = Math.max(0, Date.parse(target) - now.getTime());
  return units.map((unit) => {
    const count = Math.floor(left / unit.ms);
    left -= count * unit.ms;
    return { ...unit, count };
  });
}

const spoken = (parts: ReturnType<typeof timeLeft>) =>
  parts
    .filter((part) => part.name !== 'second')
    .map((part) => `${part.count} ${part.name}${part.count === 1 ? '' : 's'}`)
    .join(', ');

function Countdown({ campaign, now }: CampaignDisplayProps) {
  const phase = campaignPhase(campaign, now);
  if (phase === 'ended') return <p className={styles.ended}>Ended</p>;
  const target = phase === 'upcoming' ? campaign.startDate : campaign.endDate;
  if (target === null) return null;
  const lead = phase === 'upcoming' ? 'Starts in' : 'Ends in';
  const parts = timeLeft(target, now);
  return (
    // A timer is not live: a reader hears it when it reaches it, not every second.
    <div role="timer" aria-label={`${lead} ${spoken(parts)}`} className={styles.countdown}>
      <span aria-hidden className={styles.lead}>
        {lead}
      </span>
      <span aria-hidden className={styles.units}>
        {parts.map((part) => (
          <span key={part.name} className={styles.unit}>
            {String(part.count).padStart(2, '0')}
            <span className={styles.unitName}>{part.short}</span>
          </span>
        ))}
      </span>
    </div>
  );
}

export function CampaignDisplay({ campaign, now }: CampaignDisplayProps) {
  if (campaign.displayType === 'COUNTDOWN') return <Countdown campaign={campaign} now={now} />;
  const text = campaignDisplayText(campaign);
  return text === null ? null : <p className={styles.deal}>{text}</p>;
}
