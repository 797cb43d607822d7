// /privacy-policy: the policy text from the server, in a readable column.
import { Banner } from '../ui/Banner.tsx';
import { Button } from '../ui/Button.tsx';
import { Heading } from '../ui/Heading.tsx';
import { Link } from '../ui/Link.tsx';
import { PageLoading } from '../layout/PageLoading.tsx';
import * as styles from './pages.css.ts';

export type PrivacyPolicyPageProps =
  | { status: 'loading' }
  | { status: 'ready'; content: string }
  | { status: 'failed'; message: string; onRetry: () => void };

/** Blank-line separated paragraphs; a paragraph starting with '#' is a section heading. */
const blocks = (content: string) =>
  content
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean);

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
      {props.status === 'ready'
        ? blocks(props.content).map((block, index) =>
            block.startsWith('#') ? (
              <Heading key={index} level={2} size="md">
                {block.replace(/^#+\s*/, '')}
              </Heading>
            ) : (
              <p key={index} className={styles.prose}>
                {block}
              </p>
            ),
          )
        : null}
    </article>
  );
}
