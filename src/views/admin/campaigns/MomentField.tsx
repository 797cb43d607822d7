// A moment of the campaign, typed or picked in Philippine time whatever the admin's browser is set to, held
// as the ISO instant the API takes; optional (a missing start has always begun, a missing end never comes).
import { parseAbsolute, toCalendarDateTime, toZoned, type CalendarDateTime } from '@internationalized/date';
import {
  Button as AriaButton,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DatePicker,
  DateSegment,
  Dialog,
  FieldError,
  Group,
  Heading,
  Label,
  Popover,
  Text,
} from 'react-aria-components';
import { orderTimeZone } from '#schemas/orders';
import { visuallyHidden } from '../../ui/visually-hidden.css.ts';
import { Button } from '../../ui/Button.tsx';
import * as fieldStyles from '../../ui/field.css.ts';
import { ChevronDownIcon } from '../../ui/icons.tsx';
import * as styles from './CampaignEditor.css.ts';

const inManila = (instant: string): CalendarDateTime =>
  toCalendarDateTime(parseAbsolute(instant, orderTimeZone));
const instantOf = (value: CalendarDateTime): string => toZoned(value, orderTimeZone).toAbsoluteString();

export type MomentFieldProps = {
  label: string;
  description?: string;
  value: string | null;
  onChange: (value: string | null) => void;
  onBlur: () => void;
  errorMessage?: string | undefined;
  isDisabled?: boolean;
};

export function MomentField({
  label,
  description,
  value,
  onChange,
  onBlur,
  errorMessage,
  isDisabled,
}: MomentFieldProps) {
  return (
    // Clear sits outside the picker: inside, the picker's context would make it a second calendar button.
    <div className={fieldStyles.field}>
      <DatePicker
        className={fieldStyles.field}
        value={value === null ? null : inManila(value)}
        granularity="minute"
        hourCycle={12}
        isDisabled={isDisabled}
        validationBehavior="aria"
        isInvalid={Boolean(errorMessage)}
        onChange={(picked) => onChange(picked === null ? null : instantOf(picked as CalendarDateTime))}
        onBlur={onBlur}
      >
        <Label className={fieldStyles.label}>{label}</Label>
        <Group className={styles.group}>
          <DateInput className={styles.dateInput}>
            {(segment) => <DateSegment segment={segment} className={styles.segment} />}
          </DateInput>
          <AriaButton className={styles.iconButtonStyle} aria-label={`Choose the ${label.toLowerCase()}`}>
            <ChevronDownIcon />
          </AriaButton>
        </Group>
        {description ? (
          <Text slot="description" className={fieldStyles.description}>
            {description}
          </Text>
        ) : null}
        <FieldError className={fieldStyles.error}>{errorMessage}</FieldError>
        <Popover className={styles.popover}>
          <Dialog className={styles.dialog}>
            <Calendar>
              <header className={styles.calendarHeader}>
                <AriaButton slot="previous" className={styles.iconButtonStyle} aria-label="Previous month">
                  <ChevronDownIcon className={styles.previous} />
                </AriaButton>
                <Heading className={styles.month} />
                <AriaButton slot="next" className={styles.iconButtonStyle} aria-label="Next month">
                  <ChevronDownIcon className={styles.next} />
                </AriaButton>
              </header>
              <CalendarGrid className={styles.grid}>
                {(date) => <CalendarCell date={date} className={styles.cell} />}
              </CalendarGrid>
            </Calendar>
          </Dialog>
        </Popover>
      </DatePicker>
      {value !== null ? (
        <div>
          <Button
            variant="ghost"
            isDisabled={isDisabled}
            onPress={() => {
              onChange(null);
              onBlur();
            }}
          >
            Clear<span className={visuallyHidden}> the {label.toLowerCase()}</span>
          </Button>
        </div>
      ) : null}
    </div>
  );
}
