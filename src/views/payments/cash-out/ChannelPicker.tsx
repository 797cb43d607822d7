// The bank or e-wallet a payout goes to: a react-aria ComboBox, so a seller finds theirs among two dozen by
// typing part of its name, the list grouped Banks / E-wallets. Only a channel of the list can be chosen.
import {
  Button as AriaButton,
  Collection,
  ComboBox,
  FieldError,
  Header,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  ListBoxSection,
  Popover,
  Text,
  useFilter,
  type Key,
} from 'react-aria-components';
import { useState } from 'react';
import type { PaymentChannel } from '#schemas/earnings';
import * as fieldStyles from '../../ui/field.css.ts';
import { CheckIcon, ChevronDownIcon } from '../../ui/icons.tsx';
import * as selectStyles from '../../ui/Select.css.ts';
import * as styles from './CashOut.css.ts';

const groups = [
  { kind: 'bank', title: 'Banks' },
  { kind: 'ewallet', title: 'E-wallets' },
] as const;

export type ChannelPickerProps = {
  label: string;
  name?: string;
  channels: readonly PaymentChannel[];
  /** The chosen channel's code; '' when none. */
  value: string;
  onChange: (channelCode: string) => void;
  onBlur?: () => void;
  errorMessage?: string;
  description?: string;
  isDisabled?: boolean;
};

export function ChannelPicker({
  label,
  name,
  channels,
  value,
  onChange,
  onBlur,
  errorMessage,
  description,
  isDisabled,
}: ChannelPickerProps) {
  const { contains } = useFilter({ sensitivity: 'base' });
  const chosen = channels.find((channel) => channel.channelCode === value);
  const [query, setQuery] = useState(chosen?.channelName ?? '');
  // Filtered here rather than by the ComboBox: its own filtering of sections trips React's dev-only prop
  // diffing (adobe/react-spectrum#9405). The whole list shows while the text is the chosen channel's name.
  const shown = (channel: PaymentChannel) =>
    query === '' || query === chosen?.channelName || contains(channel.channelName, query);
  const sections = groups
    .map((group) => ({
      ...group,
      channels: channels.filter((channel) => channel.kind === group.kind && shown(channel)),
    }))
    .filter((group) => group.channels.length > 0);
  return (
    <ComboBox
      className={fieldStyles.field}
      items={sections}
      inputValue={query}
      // Both the text and the choice are ours, so each keeps the other in step (react-stately leaves that to
      // us): clearing the text clears the choice, and a choice, or leaving the field, shows its name.
      onInputChange={(text) => {
        setQuery(text);
        if (text === '' && value !== '') onChange('');
      }}
      name={name}
      selectedKey={value === '' ? null : value}
      onSelectionChange={(key: Key | null) => {
        const code = key === null ? '' : String(key);
        setQuery(channels.find((channel) => channel.channelCode === code)?.channelName ?? '');
        if (code !== value) onChange(code);
      }}
      onBlur={onBlur}
      isDisabled={isDisabled}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
    >
      <Label className={fieldStyles.label}>{label}</Label>
      <div className={fieldStyles.control}>
        <Input className={fieldStyles.input} placeholder="Type to search" />
        <AriaButton className={styles.toggle}>
          <ChevronDownIcon />
        </AriaButton>
      </div>
      {description ? (
        <Text slot="description" className={fieldStyles.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={fieldStyles.error}>{errorMessage}</FieldError>
      <Popover className={[selectStyles.popover, styles.channelPopover].join(' ')}>
        <ListBox<(typeof sections)[number]>
          className={selectStyles.listBox}
          renderEmptyState={() => <p className={styles.noMatch}>No bank or e-wallet by that name</p>}
        >
          {(group) => (
            <ListBoxSection id={group.kind} className={styles.section}>
              <Header className={styles.sectionHeader}>{group.title}</Header>
              <Collection items={group.channels}>
                {(channel) => (
                  <ListBoxItem
                    id={channel.channelCode}
                    textValue={channel.channelName}
                    className={selectStyles.option}
                  >
                    {({ isSelected }) => (
                      <>
                        {channel.channelName}
                        {isSelected ? <CheckIcon className={selectStyles.icon} /> : null}
                      </>
                    )}
                  </ListBoxItem>
                )}
              </Collection>
            </ListBoxSection>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
