// The feed's abbreviated relative times (spec §4): 5m ago, 3h ago, 2d ago, 4mo ago, 1y ago.
import {
  differenceInDays,
  differenceInHours,
  differenceInMinutes,
  differenceInMonths,
  differenceInYears,
} from 'date-fns';

/**
 * How long ago `date` was, in the largest whole unit that fits. Under a minute, and for times slightly
 * in the future (a device clock running behind the server's), it says 'just now'.
 */
export function formatRelativeTime(date: Date | string, now: Date = new Date()): string {
  const then = typeof date === 'string' ? new Date(date) : date;
  const minutes = differenceInMinutes(now, then);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes}m ago`;
  const hours = differenceInHours(now, then);
  if (hours < 24) return `${hours}h ago`;
  const months = differenceInMonths(now, then);
  if (months < 1) return `${differenceInDays(now, then)}d ago`;
  const years = differenceInYears(now, then);
  if (years < 1) return `${months}mo ago`;
  return `${years}y ago`;
}

const fullDate = new Intl.DateTimeFormat('en-PH', { dateStyle: 'medium', timeStyle: 'short' });

/** The exact time, for the tooltip and screen readers next to the abbreviated one. */
export const formatFullDate = (date: Date | string): string =>
  fullDate.format(typeof date === 'string' ? new Date(date) : date);
