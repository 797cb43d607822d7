// A short status label (Pending, Approved, New); the tone carries the meaning the text already says.
import type { ComponentProps } from 'react';
import { badge, type BadgeTone } from './Badge.css.ts';

export type { BadgeTone };

export type BadgeProps = Omit<ComponentProps<'span'>, 'style'> & { tone?: BadgeTone };

export function Badge({ tone, className, ...props }: BadgeProps) {
  return <span {...props} className={[badge({ tone }), className].filter(Boolean).join(' ')} />;
}
