import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { formatDateIn, useFormatDate, type DateStyle } from '../../client/src/lib/dates';
import userEvent from '@testing-library/user-event';
import en from '../../client/src/i18n/en.json';
import { DatePicker } from '../../client/src/components/DatePicker';

function Shown({ iso, style }: { iso: string; style?: DateStyle }) {
  const formatDate = useFormatDate();
  return <p>{formatDate(iso, style)}</p>;
}

describe('the client date formatter', () => {
  it('shows calendar days in each style', () => {
    expect(formatDateIn('en', '2027-06-01')).toBe('Jun 1, 2027');
    expect(formatDateIn('en', '2027-06-01', 'long')).toBe('June 1, 2027');
    expect(formatDateIn('en', '2027-06-01', 'full')).toBe('Tuesday, June 1, 2027');
    expect(formatDateIn('en', '2027-06-01', 'monthYear')).toBe('June 2027');
  });

  it('formats in the interface language', () => {
    render(
      <IntlProvider locale="de">
        <Shown iso="2027-06-01" style="long" />
      </IntlProvider>,
    );
    expect(screen.getByText('1. Juni 2027')).toBeInTheDocument();
  });

  it('has no text for an unreadable date', () => {
    expect(formatDateIn('en-US', 'soon', 'long')).toBeNull();
  });
});

describe('the date picker (regression: days before the lead time looked booked)', () => {
  it('crosses out booked days only; days outside the bookable window are just greyed out', async () => {
    const user = userEvent.setup();
    render(
      <IntlProvider locale="en" messages={en}>
        <DatePicker label="Check-in" value="" onChange={() => undefined} min="2031-06-10" max="2031-06-25" placeholder="Select date" isDisabled={(day) => day >= '2031-06-15' && day < '2031-06-18'} />
      </IntlProvider>,
    );
    await user.click(screen.getByRole('button', { name: /Check-in/ }));
    const day = (n: number) => screen.getByRole('button', { name: new RegExp(`June ${n}, 2031`) });
    for (const n of [9, 26]) {
      expect(day(n)).toHaveAttribute('aria-disabled', 'true');
      expect(day(n)).not.toHaveClass('is-booked');
    }
    expect(day(16)).toHaveAttribute('aria-disabled', 'true');
    expect(day(16)).toHaveClass('is-booked');
    expect(day(12)).not.toHaveAttribute('aria-disabled');
  });
});
