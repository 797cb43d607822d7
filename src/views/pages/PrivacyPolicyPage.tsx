// /privacy-policy: the policy text from the server (light Markdown), in a readable column.
import { Banner } from '../ui/Banner.tsx';
import { Button } from '../ui/Button.tsx';
import { Heading } from '../ui/Heading.tsx';
import { Link } from '../ui/Link.tsx';
import { Markdown, withoutTitle } from '../ui/Markdown.tsx';
import { PageLoading } from '../layout/PageLoading.tsx';
import * as styles from './pages.css.ts';

export type PrivacyPolicyPageProps =
  | { status: 'loading' }
  | { status: 'ready'; content: string }
  | { status: 'failed'; message: string; onRetry: () => void };

export function PrivacyPolicyPage(props: PrivacyPolicyPageProps) {
  return (
    <article className={styles.article} aria-labelledby="privacy-title">
      <Link href="/">Suki Merchant</Link>
      <Heading level={1} id="privacy-title">
        Privacy Policy
      </Heading>
      {props.status === 'loading' ? <PageLoading label="Loading the privacy policy…" /> : null}
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
      {/* The policy's own title repeats the page heading above, so it is shown once. */}
      {props.status === 'ready' ? <Markdown source={withoutTitle(props.content)} /> : null}
    </article>
  );
}
