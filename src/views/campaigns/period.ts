// A campaign's moments as a seller reads them, in Philippine time whatever the browser is set to: "30 Nov",
// "30 Nov, 11:59 PM", and the sales period "1 Dec, 10:00 AM – 12 Dec, 11:59 PM".
import type { Campaign } from '#schemas/campaigns';
import { orderTimeZone } from '#schemas/orders';

const moment = new Intl.DateTimeFormat('en-PH', {
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
  timeZone: orderTimeZone,
});

const partsOf = (iso: string) =>
  Object.fromEntries(moment.formatToParts(new Date(iso)).map((part) => [part.type, part.value]));

/** "30 Nov" (en-PH writes the month first; the spec's cards put the day first). */
export const dayText = (iso: string) => {
  const parts = partsOf(iso);
  return `${parts.day} ${parts.month}`;
};

/** "30 Nov, 11:59 PM". */
export const momentText = (iso: string) => {
  const parts = partsOf(iso);
  return `${parts.day} ${parts.month}, ${parts.hour}:${parts.minute} ${String(parts.dayPeriod).toUpperCase()}`;
};

/** Both ends, or the one there is: a missing start has always begun, a missing end never comes. */
export const salesPeriodText = ({ startDate, endDate }: Pick<Campaign, 'startDate' | 'endDate'>) =>
  startDate && endDate
    ? `${momentText(startDate)} – ${momentText(endDate)}`
    : startDate
      ? `From ${momentText(startDate)}, no end date`
      : endDate
        ? `Until ${momentText(endDate)}`
        : 'Always on';
