// A campaign's moments as sellers and admins read them, in Philippine time whatever the browser is set to:
// "30 Nov", "30 Nov, 11:59 PM", and the sales period "1 Dec, 10:00 AM – 12 Dec, 11:59 PM"; the admins' screens,
// which keep campaigns of other years, add the year: "30 Nov 2026, 11:59 PM".
import type { Campaign } from '#schemas/campaigns';
import { orderTimeZone } from '#schemas/orders';

const moment = new Intl.DateTimeFormat('en-PH', {
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  year: 'numeric',
  hour12: true,
  timeZone: orderTimeZone,
});

type Options = { year?: boolean };

const partsOf = (iso: string) =>
  Object.fromEntries(moment.formatToParts(new Date(iso)).map((part) => [part.type, part.value]));

/** "30 Nov" (en-PH writes the month first; the spec's cards put the day first). */
export const dayText = (iso: string) => {
  const parts = partsOf(iso);
  return `${parts.day} ${parts.month}`;
};

/** "30 Nov, 11:59 PM", or with the year "30 Nov 2026, 11:59 PM". */
export const momentText = (iso: string, { year = false }: Options = {}) => {
  const parts = partsOf(iso);
  const day = year ? `${parts.day} ${parts.month} ${parts.year}` : `${parts.day} ${parts.month}`;
  return `${day}, ${parts.hour}:${parts.minute} ${String(parts.dayPeriod).toUpperCase()}`;
};

/** Both ends, or the one there is: a missing start has always begun, a missing end never comes. */
export const salesPeriodText = (
  { startDate, endDate }: Pick<Campaign, 'startDate' | 'endDate'>,
  options: Options = {},
) =>
  startDate && endDate
    ? `${momentText(startDate, options)} – ${momentText(endDate, options)}`
    : startDate
      ? `From ${momentText(startDate, options)}, no end date`
      : endDate
        ? `Until ${momentText(endDate, options)}`
        : 'Always on';
