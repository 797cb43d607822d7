// The app's button: react-aria's Button with design variants (a recipe); states are styled through
// react-aria's data attributes.
import {
  Button as AriaButton,
  type ButtonProps as AriaButtonProps,
  composeRenderProps,
} from 'react-aria-components';
import * as styles from './Button.css.ts';

export type ButtonVariant = NonNullable<styles.ButtonStyle['variant']>;

export type ButtonProps = AriaButtonProps & {
  variant?: ButtonVariant;
  /** Stretch to the width of the container (forms on phones). */
  fullWidth?: boolean;
  /** A square button showing only an icon; give it an aria-label. */
  iconOnly?: boolean;
};

export function Button({ variant, fullWidth, iconOnly, className, children, ...props }: ButtonProps) {
  return (
    <AriaButton
      {...props}
      className={composeRenderProps(className, (given) =>
        [styles.button({ variant, fullWidth, iconOnly }), given].filter(Boolean).join(' '),
      )}
    >
      {composeRenderProps(children, (content, { isPending }) => (
        <>
          {isPending ? <span className={styles.spinner} aria-hidden="true" /> : null}
          {content}
        </>
      ))}
    </AriaButton>
  );
}
