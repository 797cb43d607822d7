// Headings keep the document outline (level) separate from the visual size.
import { Heading as AriaHeading, type HeadingProps as AriaHeadingProps } from 'react-aria-components';
import type { ReactNode } from 'react';
import * as styles from './Heading.css.ts';

export type HeadingProps = AriaHeadingProps & { size?: 'sm' | 'md' | 'lg' | 'xl' };

const sizeForLevel = { 1: 'xl', 2: 'lg', 3: 'md' } as const;

export function Heading({ level = 2, size, className, ...props }: HeadingProps) {
  return (
    <AriaHeading
      {...props}
      level={level}
      data-size={size ?? sizeForLevel[level as 1 | 2 | 3] ?? 'sm'}
      className={[styles.heading, className].filter(Boolean).join(' ')}
    />
  );
}

export function Paragraph({
  muted,
  children,
  className,
}: {
  muted?: boolean;
  children: ReactNode;
  className?: string;
}) {
  return (
    <p data-muted={muted || undefined} className={[styles.text, className].filter(Boolean).join(' ')}>
      {children}
    </p>
  );
}
