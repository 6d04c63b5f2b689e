import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { formatDateIn, useFormatDate, type DateStyle } from '../../client/src/lib/dates';

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
