// The order list's filters (spec §2 Orders): fulfilment status, payment status, and the first and last day
// of the order date (react-aria date pickers; days in Philippine time, as the API reads them).
import { parseDate, type CalendarDate } from '@internationalized/date';
import {
  Button as AriaButton,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DatePicker,
  DateSegment,
  Dialog,
  Group,
  Heading,
  Label,
  Popover,
} from 'react-aria-components';
import {
  fulfillmentLabels,
  fulfillmentStatuses,
  paymentLabels,
  paymentStatuses,
  type FulfillmentStatus,
  type OrderFilters as Filters,
  type PaymentStatus,
} from '#schemas/orders';
import { Select } from '../ui/Select.tsx';
import * as fieldStyles from '../ui/field.css.ts';
import { ChevronDownIcon } from '../ui/icons.tsx';
import * as styles from './OrderFilters.css.ts';

const all = 'all';
const fulfillmentOptions = [
  { id: all, name: 'All' },
  ...fulfillmentStatuses.map((status) => ({ id: status, name: fulfillmentLabels[status] })),
];
const paymentOptions = [
  { id: all, name: 'All' },
  ...paymentStatuses.map((status) => ({ id: status, name: paymentLabels[status] })),
];

const dayOf = (value: string | undefined): CalendarDate | null => (value ? parseDate(value) : null);

export type OrderFiltersProps = {
  filters: Filters;
  /** Every filter as it should be now (an unset one undefined). */
  onChange: (filters: Filters) => void;
};

export function OrderFilters({ filters, onChange }: OrderFiltersProps) {
  const change = (changes: Partial<Filters>) => onChange({ ...filters, ...changes });
  const startDate = dayOf(filters.startDate);
  const endDate = dayOf(filters.endDate);
  return (
    <div className={styles.filters} role="group" aria-label="Filters">
      <Select
        label="Fulfillment status"
        options={fulfillmentOptions}
        value={filters.fulfillment ?? all}
        onChange={(value) =>
          change({ fulfillment: value === all ? undefined : (value as FulfillmentStatus) })
        }
      />
      <Select
        label="Payment status"
        options={paymentOptions}
        value={filters.paymentStatus ?? all}
        onChange={(value) => change({ paymentStatus: value === all ? undefined : (value as PaymentStatus) })}
      />
      <DayPicker
        label="Start date"
        value={startDate}
        maxValue={endDate}
        onChange={(day) => change({ startDate: day?.toString() })}
      />
      <DayPicker
        label="End date"
        value={endDate}
        minValue={startDate}
        onChange={(day) => change({ endDate: day?.toString() })}
      />
    </div>
  );
}

type DayPickerProps = {
  label: string;
  value: CalendarDate | null;
  minValue?: CalendarDate | null;
  maxValue?: CalendarDate | null;
  onChange: (day: CalendarDate | null) => void;
};

/**
 * One day: typed segment by segment or picked from a calendar. A day outside the range the other picker
 * allows is shown invalid and not applied, so the list never asks for an end before its start.
 */
function DayPicker({ label, value, minValue, maxValue, onChange }: DayPickerProps) {
  return (
    <DatePicker
      className={`${fieldStyles.field} ${styles.dateField}`}
      value={value}
      minValue={minValue ?? undefined}
      maxValue={maxValue ?? undefined}
      granularity="day"
      onChange={(day) => {
        const outOfRange =
          day !== null &&
          ((minValue && day.compare(minValue) < 0) || (maxValue && day.compare(maxValue) > 0));
        if (!outOfRange) onChange(day);
      }}
    >
      <Label className={fieldStyles.label}>{label}</Label>
      <Group className={styles.group}>
        <DateInput className={styles.input}>
          {(segment) => <DateSegment segment={segment} className={styles.segment} />}
        </DateInput>
        <AriaButton className={styles.calendarButton} aria-label={`Choose the ${label.toLowerCase()}`}>
          <ChevronDownIcon />
        </AriaButton>
      </Group>
      <Popover className={styles.popover}>
        <Dialog className={styles.dialog}>
          <Calendar>
            <header className={styles.calendarHeader}>
              <AriaButton slot="previous" className={styles.monthButton} aria-label="Previous month">
                <ChevronDownIcon className={styles.previous} />
              </AriaButton>
              <Heading className={styles.month} />
              <AriaButton slot="next" className={styles.monthButton} aria-label="Next month">
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
  );
}
