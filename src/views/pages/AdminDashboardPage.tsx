// /admin/dashboard: where the admin lands after signing in.
import { adminNav } from '../layout/nav.ts';
import { Heading, Paragraph } from '../ui/Heading.tsx';
import { Link } from '../ui/Link.tsx';
import * as styles from './pages.css.ts';

export function AdminDashboardPage({ email }: { email: string }) {
  return (
    <div className={styles.stack}>
      <Heading level={1}>Admin dashboard</Heading>
      {email ? <Paragraph muted>Signed in as {email}.</Paragraph> : null}
      <div className={styles.grid}>
        {adminNav
          .filter((entry) => entry.href !== '/admin/dashboard')
          .concat({ label: 'Sellers', href: '/admin/sellers', icon: adminNav[0]!.icon })
          .map((entry) => (
            <section key={entry.href} className={styles.card} aria-label={entry.label}>
              <Heading level={2} size="md">
                {entry.label}
              </Heading>
              <Link href={entry.href}>Open {entry.label.toLowerCase()}</Link>
            </section>
          ))}
      </div>
    </div>
  );
}
