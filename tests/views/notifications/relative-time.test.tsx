// The abbreviated relative time of the feed (spec §4: m ago, h ago, d ago, mo ago, y ago).
import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from '../../../src/views/notifications/relative-time.ts';

const now = new Date('2026-03-15T12:00:00Z');
const ago = (milliseconds: number) => new Date(now.getTime() - milliseconds);
const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

describe('formatRelativeTime', () => {
  it.each([
    [ago(0), 'just now'],
    [ago(59_000), 'just now'],
    [new Date(now.getTime() + 30_000), 'just now'],
    [ago(minute), '1m ago'],
    [ago(59 * minute + 59_000), '59m ago'],
    [ago(hour), '1h ago'],
    [ago(23 * hour + 59 * minute), '23h ago'],
    [ago(day), '1d ago'],
    [ago(27 * day), '27d ago'],
    [new Date('2026-02-16T12:00:00Z'), '27d ago'],
    [new Date('2026-02-15T12:00:00Z'), '1mo ago'],
    [new Date('2025-03-16T12:00:00Z'), '11mo ago'],
    [new Date('2025-03-15T12:00:00Z'), '1y ago'],
    [new Date('2020-01-01T00:00:00Z'), '6y ago'],
  ])('%s -> %s', (date, expected) => {
    expect(formatRelativeTime(date, now)).toBe(expected);
  });

  it('accepts the ISO strings of the API', () => {
    expect(formatRelativeTime('2026-03-15T09:30:00.000Z', now)).toBe('2h ago');
  });
});
