// / for signed-out visitors: what Suki Merchant offers a seller, and the way in.
import { Logo } from '../layout/Logo.tsx';
import { Card } from '../ui/Card.tsx';
import { Heading, Paragraph } from '../ui/Heading.tsx';
import { Link } from '../ui/Link.tsx';
import * as styles from './pages.css.ts';

const offers = [
  {
    title: 'Reach Suki shoppers',
    text: 'List your products on a marketplace built for buyers across the Philippines.',
  },
  {
    title: 'Manage orders in one place',
    text: 'Accept, fulfil and track orders from your phone or your laptop.',
  },
  {
    title: 'Get paid in pesos',
    text: 'See your earnings and request payouts to your bank account.',
  },
  {
    title: 'Join campaigns',
    text: 'Apply your products to Suki promotions and sales events.',
  },
];

export function LandingPage() {
  return (
    <div className={styles.landing}>
      <header className={styles.landingHeader}>
        <Logo />
        <nav aria-label="Account" className={styles.headerActions}>
          <Link href="/login" variant="ghost" className={styles.headerLogIn}>
            Log in
          </Link>
          <Link href="/register" variant="primary" className={styles.headerRegister}>
            Register
          </Link>
        </nav>
      </header>
      <section className={styles.hero} aria-labelledby="landing-title">
        <Heading level={1} id="landing-title" className={styles.heroTitle}>
          Sell on Suki, the marketplace for the Philippines
        </Heading>
        <Paragraph className={styles.heroLead}>
          Suki Merchant is where sellers run their store: register, get verified, list products and follow
          every order and payout.
        </Paragraph>
        <div className={styles.heroActions}>
          <Link href="/register" variant="primary">
            Register your store
          </Link>
          <Link href="/login" variant="secondary">
            Log in
          </Link>
        </div>
      </section>
      <section className={styles.features} aria-label="What you get">
        {offers.map((offer) => (
          <Card key={offer.title}>
            <Heading level={2} size="md">
              {offer.title}
            </Heading>
            <Paragraph muted>{offer.text}</Paragraph>
          </Card>
        ))}
      </section>
      <footer className={styles.landingFooter}>
        <Link href="/support">Support</Link>
        <Link href="/privacy-policy">Privacy policy</Link>
        <Link href="/admin/login">Admin</Link>
      </footer>
    </div>
  );
}
