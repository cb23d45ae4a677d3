import { Calendar } from 'primereact/calendar';
import { DATE_TIME_PICKER } from '@shop/shared';
import { WIDGET_TEXTS } from '../texts';
import { dateToIso, isoToDate } from './date-time-value';

export interface DateTimePickerProps {
  /** ISO date-time text, or null when none is chosen. */
  readonly value: string | null;
  readonly onChange: (value: string | null) => void;
  /** The field's name for screen readers (e.g. "Başlangıç tarihi"). */
  readonly label: string;
  readonly inputId?: string;
  /** The earliest choosable moment (ISO), e.g. an end date after its start. */
  readonly min?: string | null;
  readonly disabled?: boolean;
}

/**
 * Date and time in `MM/dd/yyyy HH:mm` (PrimeReact writes it `mm/dd/yy` with a 24-hour clock),
 * minutes in 5-minute steps, Turkish month and day names from the app's PrimeReact locale.
 */
export function DateTimePicker({ value, onChange, label, inputId, min, disabled = false }: DateTimePickerProps) {
  const minDate = isoToDate(min);
  return (
    <Calendar
      value={isoToDate(value)}
      onChange={(e) => onChange(dateToIso(e.value instanceof Date ? e.value : null))}
      showTime
      hourFormat="24"
      stepMinute={DATE_TIME_PICKER.minuteStep}
      dateFormat="mm/dd/yy"
      locale="tr"
      showIcon
      showButtonBar
      {...(minDate ? { minDate } : {})}
      {...(inputId ? { inputId } : {})}
      ariaLabel={label}
      placeholder={WIDGET_TEXTS.dateTime.placeholder}
      disabled={disabled}
    />
  );
}
