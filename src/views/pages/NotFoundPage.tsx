// /_error and every unknown path (spec §2): the illustration, the exact texts, and a way back.
import { Heading, Paragraph } from '../ui/Heading.tsx';
import { Link } from '../ui/Link.tsx';
import { vars } from '../theme/theme.css.ts';
import * as styles from './pages.css.ts';

function LostIllustration() {
  return (
    <svg
      className={styles.illustration}
      viewBox="0 0 380 250"
      aria-hidden="true"
      data-testid="not-found-illustration"
    >
      <ellipse cx="190" cy="222" rx="150" ry="16" fill={vars.color.surfaceMuted} />
      <rect
        x="70"
        y="60"
        width="240"
        height="150"
        rx="18"
        fill={vars.color.surface}
        stroke={vars.color.border}
        strokeWidth="3"
      />
      <rect x="70" y="60" width="240" height="34" rx="18" fill={vars.color.primary} />
      <circle cx="96" cy="77" r="6" fill={vars.color.surface} />
      <circle cx="116" cy="77" r="6" fill={vars.color.surface} />
      <text x="190" y="170" textAnchor="middle" fontSize="64" fontWeight="700" fill={vars.color.secondary}>
        404
      </text>
      <path
        d="M300 40c20 8 30 24 26 44"
        stroke={vars.color.primary}
        strokeWidth="4"
        fill="none"
        strokeLinecap="round"
      />
      <circle cx="296" cy="36" r="8" fill={vars.color.primary} />
    </svg>
  );
}

export function NotFoundPage() {
  return (
    <main id="main" tabIndex={-1} className={styles.notFound} data-layout="not-found">
      <LostIllustration />
      <Heading level={1} size="lg">
        Oops! page not found
      </Heading>
      <Paragraph muted>Please click on the button below and let&apos;s get you back on track</Paragraph>
      <Link href="/" variant="primary">
        Back to Dashboard
      </Link>
    </main>
  );
}
