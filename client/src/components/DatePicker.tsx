import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { addDays, addMonths, monthStart } from '../../../common/dates';
import { formatDate } from '../lib/dates';
import { Icon } from './icons';
import { useDismissable } from './useDismissable';
import './date-picker.css';

export interface DatePickerProps {
  /** Visible label of the field. */
  label: string;
  /** ISO day or '' for none. */
  value: string;
  onChange: (iso: string) => void;
  /** Earliest selectable day (ISO). */
  min: string;
  /** Latest selectable day (ISO); the calendar does not go past its month. */
  max?: string;
  /** Shown when no day is chosen, e.g. "Anytime". */
  placeholder: string;
  /** Days that cannot be picked (booked nights), as ISO strings. */
  isDisabled?: (iso: string) => boolean;
  /** Called with the month on screen (ISO first day), e.g. to load its availability. */
  onMonthChange?: (monthIso: string) => void;
  /** The month's availability is still on its way: no day can be picked yet, and the grid says it is busy. */
  busy?: boolean;
  error?: string;
  /** Ids of text outside the picker that explains it (a hint), read out with the button. */
  describedBy?: string;
  /** Shows a "clear" action that sets the value back to ''. */
  clearable?: boolean;
  name?: string;
  /** The stay this day belongs to (the check-out picker gets the check-in): its days are marked and said as such. */
  rangeStart?: string;
}

/**
 * A button that opens a month calendar. Days before `min`, after `max` and disabled days are
 * greyed out and cannot be chosen, and neither the buttons nor the keyboard go to a month
 * past `max`. Keyboard: arrows move by day or week, Home/End to the week's first and last day,
 * PageUp/PageDown by month, Enter or Space picks, Escape closes and returns focus to the button.
 * Each day's name says whether it is unavailable, and with `rangeStart` whether it is the
 * stay's first day or inside the stay.
 */
export function DatePicker({ label, value, onChange, min, max, placeholder, isDisabled, onMonthChange, busy = false, error, describedBy, clearable, name, rangeStart }: DatePickerProps) {
  const intl = useIntl();
  const id = useId();
  const { open, setOpen, root, button } = useDismissable();
  const [focused, setFocused] = useState(value || min);
  const [month, setMonth] = useState(monthStart(value || min));
  const grid = useRef<HTMLDivElement>(null);

  // Outside the bookable window (before the lead time, past the horizon) is only greyed out;
  // a disabled day (booked) is also crossed out, as the booking form's legend says.
  const outside = (iso: string) => iso < min || (max !== undefined && iso > max);
  const booked = (iso: string) => !outside(iso) && !!isDisabled?.(iso);
  // Until the month's availability is known nothing can be picked: a taken night is never offered.
  const blocked = (iso: string) => busy || outside(iso) || !!isDisabled?.(iso);

  useEffect(() => {
    if (open) onMonthChange?.(month);
  }, [open, month, onMonthChange]);

  useEffect(() => {
    if (!open) return;
    grid.current?.querySelector<HTMLButtonElement>(`[data-day="${focused}"]`)?.focus();
  }, [open, focused]);

  const openCalendar = () => {
    const start = value || min;
    setFocused(start);
    setMonth(monthStart(start));
    setOpen(true);
  };

  const moveTo = (to: string) => {
    const iso = max !== undefined && to > max ? max : to;
    setFocused(iso);
    if (monthStart(iso) !== month) setMonth(monthStart(iso));
  };

  const pick = (iso: string) => {
    if (blocked(iso)) return;
    onChange(iso);
    setOpen(false);
    button.current?.focus();
  };

  const onGridKey = (event: KeyboardEvent) => {
    const steps: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };
    if (event.key in steps) {
      event.preventDefault();
      moveTo(addDays(focused, steps[event.key]));
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      // Weeks start on Monday, as the grid shows them.
      const weekday = (new Date(`${focused}T00:00:00Z`).getUTCDay() + 6) % 7;
      moveTo(addDays(focused, event.key === 'Home' ? -weekday : 6 - weekday));
    } else if (event.key === 'PageUp' || event.key === 'PageDown') {
      event.preventDefault();
      const next = addMonths(monthStart(focused), event.key === 'PageUp' ? -1 : 1);
      moveTo(next);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      button.current?.focus();
    }
  };

  const days = monthGrid(month);
  const weekdays = Array.from({ length: 7 }, (_, i) => formatDate(intl, `2024-01-0${i + 1}`, 'weekday'));
  const canGoBack = month > monthStart(min);
  const canGoForward = max === undefined || month < monthStart(max);
  const errorId = `${id}-error`;
  const inRange = (day: string) => !!rangeStart && !!value && day > rangeStart && day < value;
  // What a screen reader says for a day: its date, then unavailable, the stay's first day or inside the stay.
  const dayName = (day: string) => {
    const date = formatDate(intl, day, 'full');
    if (rangeStart && day === rangeStart) return intl.formatMessage({ id: 'datePicker.rangeStart' }, { date });
    // While the month loads a day is not yet known to be unavailable: aria-disabled and the grid's aria-busy say so.
    if (!busy && blocked(day)) return intl.formatMessage({ id: 'datePicker.unavailable' }, { date });
    if (inRange(day)) return intl.formatMessage({ id: 'datePicker.inRange' }, { date });
    return date;
  };

  return (
    <div className="date-picker" ref={root}>
      <span className="field-label" id={`${id}-label`}>
        {label}
      </span>
      <button
        ref={button}
        type="button"
        className={`control date-picker__button${error ? ' is-invalid' : ''}`}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-labelledby={`${id}-label ${id}-value`}
        aria-describedby={[describedBy, error ? errorId : null].filter(Boolean).join(' ') || undefined}
        aria-invalid={error ? true : undefined}
        onClick={() => (open ? setOpen(false) : openCalendar())}
      >
        <Icon name="calendar" size={17} />
        <span id={`${id}-value`} className={value ? '' : 'date-picker__placeholder'}>
          {value ? formatDate(intl, value) : placeholder}
        </span>
      </button>
      {name ? <input type="hidden" name={name} value={value} /> : null}
      {error ? (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      ) : null}
      {open ? (
        <div className="date-picker__popover" role="dialog" aria-modal="false" aria-label={label}>
          <div className="date-picker__head">
            <button
              type="button"
              className="icon-button"
              disabled={!canGoBack}
              aria-label={intl.formatMessage({ id: 'datePicker.previousMonth' })}
              onClick={() => setMonth(addMonths(month, -1))}
            >
              <Icon name="chevronLeft" />
            </button>
            <span className="date-picker__month" aria-live="polite">
              {formatDate(intl, month, 'monthYear')}
            </span>
            <button
              type="button"
              className="icon-button"
              disabled={!canGoForward}
              aria-label={intl.formatMessage({ id: 'datePicker.nextMonth' })}
              onClick={() => setMonth(addMonths(month, 1))}
            >
              <Icon name="chevronRight" />
            </button>
          </div>
          <div className="date-picker__grid" role="grid" ref={grid} onKeyDown={onGridKey} aria-busy={busy || undefined}>
            <div role="row" className="date-picker__row">
              {weekdays.map((w) => (
                <span key={w} role="columnheader" className="date-picker__weekday">
                  {w}
                </span>
              ))}
            </div>
            {Array.from({ length: Math.ceil(days.length / 7) }, (_, week) => (
              <div role="row" className="date-picker__row" key={week}>
                {days.slice(week * 7, week * 7 + 7).map((day, i) =>
                  day ? (
                    <span role="gridcell" key={day} aria-selected={day === value}>
                      <button
                        type="button"
                        data-day={day}
                        className={`date-picker__day${day === value || day === rangeStart ? ' is-selected' : ''}${inRange(day) ? ' is-in-range' : ''}${booked(day) ? ' is-booked' : ''}`}
                        tabIndex={day === focused ? 0 : -1}
                        aria-disabled={blocked(day) || undefined}
                        aria-label={dayName(day)}
                        onClick={() => pick(day)}
                        onFocus={() => setFocused(day)}
                      >
                        {Number(day.slice(8))}
                      </button>
                    </span>
                  ) : (
                    <span role="gridcell" key={`pad-${i}`} />
                  ),
                )}
              </div>
            ))}
          </div>
          {clearable && value ? (
            <button
              type="button"
              className="link-button date-picker__clear"
              onClick={() => {
                onChange('');
                setOpen(false);
                button.current?.focus();
              }}
            >
              {placeholder}
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/** The days of a month's calendar grid, weeks starting on Monday; null pads the first week. */
function monthGrid(monthIso: string): (string | null)[] {
  const lead = (new Date(`${monthIso}T00:00:00Z`).getUTCDay() + 6) % 7;
  const days: (string | null)[] = Array.from({ length: lead }, () => null);
  for (let d = monthIso; d.slice(0, 7) === monthIso.slice(0, 7); d = addDays(d, 1)) days.push(d);
  return days;
}
