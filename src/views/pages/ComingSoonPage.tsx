// An honest placeholder for screens whose issue has not landed yet.
import { Banner } from '../ui/Banner.tsx';
import { Card } from '../ui/Card.tsx';
import { Heading, Paragraph } from '../ui/Heading.tsx';
import * as styles from './pages.css.ts';

export function ComingSoonPage({ title, description }: { title: string; description: string }) {
  return (
    <div className={styles.stack}>
      <Heading level={1}>{title}</Heading>
      <Card>
        <Banner tone="info" live={false}>
          Coming soon
        </Banner>
        <Paragraph>{description}</Paragraph>
      </Card>
    </div>
  );
}
