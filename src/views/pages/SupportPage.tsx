// /support: how to reach Suki, what to put in a request, and the privacy policy.
import { Banner } from '../ui/Banner.tsx';
import { Button } from '../ui/Button.tsx';
import { Card } from '../ui/Card.tsx';
import { Heading, Paragraph } from '../ui/Heading.tsx';
import { Link } from '../ui/Link.tsx';
import { PageLoading } from '../layout/PageLoading.tsx';
import * as styles from './pages.css.ts';

export type SupportPageProps =
  | { status: 'loading' }
  | { status: 'ready'; supportEmail: string }
  | { status: 'failed'; message: string; onRetry: () => void };

export const requestChecklist = [
  'The email address of your seller account and your store name',
  'What you were trying to do, and what happened instead',
  'The order or product it concerns, if any',
  'Screenshots of any error message',
] as const;

export function SupportPage(props: SupportPageProps) {
  return (
    <article className={styles.article} aria-labelledby="support-title">
      <Link href="/">Suki Merchant</Link>
      <Heading level={1} id="support-title">
        Support
      </Heading>
      <Paragraph muted>
        Questions about your store, an order or a payout? Our team answers by e-mail.
      </Paragraph>
      <Card title="Contact us">
        {props.status === 'loading' ? <PageLoading label="Loading the support address…" /> : null}
        {props.status === 'failed' ? (
          <>
            <Banner tone="error">{props.message}</Banner>
            <div>
              <Button variant="secondary" onPress={props.onRetry}>
                Try again
              </Button>
            </div>
          </>
        ) : null}
        {props.status === 'ready' ? (
          <Paragraph>
            Write to <Link href={`mailto:${props.supportEmail}`}>{props.supportEmail}</Link>.
          </Paragraph>
        ) : null}
      </Card>
      <Card title="What to include in your request">
        <ul className={styles.list}>
          {requestChecklist.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </Card>
      <Paragraph>
        How we handle your data is described in our <Link href="/privacy-policy">Privacy Policy</Link>.
      </Paragraph>
    </article>
  );
}
