// A campaign's sales period in Philippine time, whatever the admin's browser is set to.
import type { Campaign } from '#schemas/campaigns';
import { orderTimeZone } from '#schemas/orders';

const momentFormat = new Intl.DateTimeFormat('en-PH', {
  timeZone: orderTimeZone,
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** "Nov 24, 2026, 2:00 PM" in Manila. */
export const momentText = (instant: string) => momentFormat.format(new Date(instant));

/** Both ends, or the one there is: a missing start has always begun, a missing end never comes. */
export const salesPeriodText = ({ startDate, endDate }: Pick<Campaign, 'startDate' | 'endDate'>) =>
  startDate && endDate
    ? `${momentText(startDate)} – ${momentText(endDate)}`
    : startDate
      ? `from ${momentText(startDate)}, no end date`
      : endDate
        ? `until ${momentText(endDate)}`
        : 'always on';
