// The frame of every sign-in screen: logo, a card with a heading and intro, then the form and a footer.
import type { ReactNode } from 'react';
import { Logo } from '../layout/Logo.tsx';
import { Heading, Paragraph } from '../ui/Heading.tsx';
import * as styles from './AuthCard.css.ts';

export type AuthCardProps = {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
  logoSuffix?: string;
};

export function AuthCard({ title, intro, children, footer, wide, logoSuffix }: AuthCardProps) {
  return (
    <div className={styles.page}>
      <Logo suffix={logoSuffix} />
      <section className={styles.card({ width: wide ? 'wide' : 'form' })} aria-labelledby="auth-title">
        <div className={styles.header}>
          <Heading level={1} size="lg" id="auth-title">
            {title}
          </Heading>
          {intro ? <Paragraph muted>{intro}</Paragraph> : null}
        </div>
        {children}
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </section>
    </div>
  );
}
