// A bordered surface grouping related content. With a title it is a section named by its heading, so it
// shows in the page outline and the landmarks of a screen reader.
import { useId, type ReactNode } from 'react';
import { Heading } from './Heading.tsx';
import { card } from './Card.css.ts';

export type CardProps = {
  title?: string;
  /** The title's level in the page outline. */
  headingLevel?: 2 | 3 | 4;
  padding?: 'md' | 'lg';
  className?: string;
  children: ReactNode;
};

export function Card({ title, headingLevel = 2, padding, className, children }: CardProps) {
  const headingId = useId();
  const classes = [card({ padding }), className].filter(Boolean).join(' ');
  if (!title) return <div className={classes}>{children}</div>;
  return (
    <section className={classes} aria-labelledby={headingId}>
      <Heading level={headingLevel} size="md" id={headingId}>
        {title}
      </Heading>
      {children}
    </section>
  );
}
