// react-aria's Link; inside the app's RouterProvider an internal `href` navigates without a reload.
import { Link as AriaLink, type LinkProps as AriaLinkProps, composeRenderProps } from 'react-aria-components';
import * as styles from './Link.css.ts';
import { button } from './Button.css.ts';
import type { ButtonVariant } from './Button.tsx';

export type LinkProps = AriaLinkProps & {
  /** Render as a button-looking link (a navigation that reads as an action). */
  variant?: 'inline' | ButtonVariant;
};

export function Link({ variant = 'inline', className, ...props }: LinkProps) {
  const own = variant === 'inline' ? styles.link : button({ variant });
  return (
    <AriaLink
      {...props}
      className={composeRenderProps(className, (given) => [own, given].filter(Boolean).join(' '))}
    />
  );
}
