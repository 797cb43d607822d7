// A row's actions behind a "more" button (react-aria Menu): the products list's Edit / Delete, the category
// tree's Add subcategory / Edit / Delete. The label names the row, so a screen reader hears whose actions.
import type { ReactNode } from 'react';
import { Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import * as styles from './ActionMenu.css.ts';
import { Button } from './Button.tsx';

export type Action = {
  label: ReactNode;
  /** A link (Edit) or a command. */
  href?: string;
  onAction?: () => void;
  /** Shown in the error colour (Delete). */
  danger?: boolean;
};

export function ActionMenu({ label, actions }: { label: string; actions: readonly Action[] }) {
  return (
    <MenuTrigger>
      <Button variant="ghost" iconOnly aria-label={label}>
        <MoreIcon />
      </Button>
      <Popover placement="bottom end">
        <Menu className={styles.menu} aria-label={label}>
          {actions.map((action, index) => (
            <MenuItem
              key={index}
              className={action.danger ? styles.dangerItem : styles.item}
              {...(action.href === undefined ? {} : { href: action.href })}
              {...(action.onAction === undefined ? {} : { onAction: action.onAction })}
            >
              {action.label}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}

function MoreIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="currentColor">
      <circle cx="12" cy="5" r="2" />
      <circle cx="12" cy="12" r="2" />
      <circle cx="12" cy="19" r="2" />
    </svg>
  );
}
