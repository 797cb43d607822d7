// The app's button: react-aria's Button with a design variant; states are styled through data attributes.
import {
  Button as AriaButton,
  type ButtonProps as AriaButtonProps,
  composeRenderProps,
} from 'react-aria-components';
import * as styles from './Button.css.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

export type ButtonProps = AriaButtonProps & {
  variant?: ButtonVariant;
  /** Stretch to the width of the container (forms on phones). */
  fullWidth?: boolean;
  /** A square button showing only an icon; give it an aria-label. */
  iconOnly?: boolean;
};

export function Button({
  variant = 'primary',
  fullWidth,
  iconOnly,
  className,
  children,
  ...props
}: ButtonProps) {
  return (
    <AriaButton
      {...props}
      data-variant={variant}
      data-full-width={fullWidth || undefined}
      data-icon-only={iconOnly || undefined}
      className={composeRenderProps(className, (given) => [styles.button, given].filter(Boolean).join(' '))}
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
