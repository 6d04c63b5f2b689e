import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { isIsoDate } from '../../../../common/dates';
import { graphql } from '../../__generated__/gql';
import { useFormatPrice } from '../../lib/currencies';
import { formatDate } from '../../lib/dates';
import { PropertySection } from './PropertySection';

const PriceCalendarQuery = graphql(`
  query PriceCalendar($id: ID!) {
    property(id: $id) {
      id
      priceCalendar {
        checkIn
        checkOut
        available
        total
      }
    }
  }
`);

const NearestStaysQuery = graphql(`
  query NearestStays($id: ID!, $checkIn: String!, $checkOut: String!) {
    bookedRanges(propertyId: $id, from: $checkIn, to: $checkOut) {
      checkIn
    }
    property(id: $id) {
      id
      alternativeStays(checkIn: $checkIn, checkOut: $checkOut) {
        checkIn
        checkOut
        total
      }
    }
  }
`);

/** Weeks shown before "Show more weeks". */
const WEEKS_SHOWN = 8;

/** The stay chosen in the URL (?checkIn=&checkOut=), which the booking form fills itself from, and a setter. */
export function useChosenStay() {
  const [params, setParams] = useSearchParams();
  const checkIn = params.get('checkIn');
  const checkOut = params.get('checkOut');
  const chosen = isIsoDate(checkIn) && isIsoDate(checkOut) && checkIn < checkOut ? { checkIn, checkOut } : null;
  const choose = (stay: { checkIn: string; checkOut: string }) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('checkIn', stay.checkIn);
        next.set('checkOut', stay.checkOut);
        return next;
      },
      { replace: true },
    );
  return { chosen, choose };
}

/** One stay as a button: its dates and total; choosing it fills the booking form. */
function StayChoice({ stay, onChoose }: { stay: { checkIn: string; checkOut: string; total: number }; onChoose: () => void }) {
  const intl = useIntl();
  const formatPrice = useFormatPrice();
  const dates = intl.formatMessage({ id: 'property.seasons.range' }, { from: formatDate(intl, stay.checkIn), to: formatDate(intl, stay.checkOut) });
  return (
    <button type="button" className="stay-choice" onClick={onChoose} aria-label={intl.formatMessage({ id: 'stays.choose' }, { dates, total: formatPrice(stay.total) })}>
      <span>{dates}</span>
      <strong>{formatPrice(stay.total)}</strong>
    </button>
  );
}

/** The villa's next twelve months week by week: each week's total, or "Booked"; choosing one fills the booking form. */
export function PriceCalendar({ propertyId }: { propertyId: string }) {
  const intl = useIntl();
  const { choose } = useChosenStay();
  const [all, setAll] = useState(false);
  const { data } = useQuery(PriceCalendarQuery, { variables: { id: propertyId }, ssr: false });
  const weeks = data?.property?.priceCalendar ?? [];
  if (!weeks.length) return null;
  const shown = all ? weeks : weeks.slice(0, WEEKS_SHOWN);
  return (
    <PropertySection headingId="price-calendar-title" title="stays.calendar.title">
      <ul className="price-calendar" data-testid="price-calendar">
        {shown.map((week) => (
          <li key={week.checkIn}>
            {week.available && week.total !== null && week.total !== undefined ? (
              <StayChoice stay={{ ...week, total: week.total }} onChoose={() => choose(week)} />
            ) : (
              <span className="stay-choice stay-choice--booked">
                <span>{intl.formatMessage({ id: 'property.seasons.range' }, { from: formatDate(intl, week.checkIn), to: formatDate(intl, week.checkOut) })}</span>
                <FormattedMessage id="stays.calendar.booked" />
              </span>
            )}
          </li>
        ))}
      </ul>
      {!all && weeks.length > WEEKS_SHOWN ? (
        <button type="button" className="button button--outline" onClick={() => setAll(true)}>
          <FormattedMessage id="stays.calendar.more" />
        </button>
      ) : null}
    </PropertySection>
  );
}

/** When the chosen dates are taken: the three nearest free stays of the same length. */
export function NearestStays({ propertyId }: { propertyId: string }) {
  const { chosen, choose } = useChosenStay();
  const { data } = useQuery(NearestStaysQuery, { variables: { id: propertyId, checkIn: chosen?.checkIn ?? '', checkOut: chosen?.checkOut ?? '' }, skip: !chosen, ssr: false });
  if (!chosen || !data || !data.bookedRanges.length) return null;
  const stays = data.property?.alternativeStays ?? [];
  return (
    <section className="nearest-stays" aria-labelledby="nearest-stays-title" data-testid="nearest-stays">
      <h3 id="nearest-stays-title">
        <FormattedMessage id={stays.length ? 'stays.nearest.title' : 'stays.nearest.none'} />
      </h3>
      <ul>
        {stays.map((stay) => (
          <li key={stay.checkIn}>
            <StayChoice stay={stay} onChoose={() => choose(stay)} />
          </li>
        ))}
      </ul>
    </section>
  );
}
