import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { MAX_STAY_NIGHTS, MIN_GUESTS } from '../../../../common/constants';
import { BOOKING_HORIZON_MONTHS_DEFAULT, addDays, addMonths, businessToday, eachNight, earliestCheckIn, latestCheckIn } from '../../../../common/dates';
import { isChangeoverDay, type Season } from '../../../../common/seasonal-pricing';
import { graphql } from '../../__generated__/gql';
import { DatePicker } from '../../components/DatePicker';
import { Fact } from '../../components/Fact';
import { Field } from '../../components/Field';
import { ExternalLink } from '../../components/ExternalLink';
import { Icon } from '../../components/icons';
import { toast } from '../../components/toast.store';
import { useFormatPriceLines } from '../../lib/currencies';
import { formatDate } from '../../lib/dates';
import { serverMessage } from '../../lib/errors';
import { useZodForm } from '../../lib/form';
import { paths } from '../../lib/urls';
import { bookingEstimate, bookingSchema, type BookingValues } from './booking.logic';

const AddStayMutation = graphql(`
  mutation AddStayToCart($input: AddStayInput!) {
    addStayToCart(input: $input) {
      itemCount
    }
  }
`);

const BookedRangesQuery = graphql(`
  query BookedRanges($propertyId: ID!, $from: String!, $to: String!) {
    bookedRanges(propertyId: $propertyId, from: $from, to: $to) {
      checkIn
      checkOut
    }
  }
`);

/** How many months of availability one request covers (the one on screen and the next). */
const AVAILABILITY_MONTHS = 2;

export interface BookingFormProps {
  propertyId: string;
  /** The villa's base weekly price. */
  weeklyPrice: number;
  /** Seasons with their own weekly price: the estimate prices each night by its season. */
  seasons?: readonly Season[];
  /** When set (0 Sunday … 6 Saturday), only this weekday can be picked for check-in and check-out. */
  changeoverDay?: number | null;
  chatUrl?: string;
}

const EMPTY: BookingValues = { checkIn: '', checkOut: '', guests: String(MIN_GUESTS) };

/**
 * The sidebar booking form: check-in and check-out from 14 days ahead,
 * with booked nights greyed out, guests ≥ 1, a live estimate once the dates give a night, and
 * Book Now / Add to Basket. Validation runs on submit, then again on every change.
 */
export function BookingForm({ propertyId, weeklyPrice, seasons = [], changeoverDay = null, chatUrl }: BookingFormProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const formatPriceLines = useFormatPriceLines();
  const { control, error, input, setValue, submit, reset } = useZodForm(bookingSchema, { defaultValues: EMPTY });
  const [checkIn, checkOut] = useWatch({ control, name: ['checkIn', 'checkOut'] });
  const [addStay, { loading: pending }] = useMutation(AddStayMutation);

  const min = earliestCheckIn();
  // Arrivals stop at the booking horizon, departures the longest online stay after it.
  const latest = latestCheckIn(businessToday(), BOOKING_HORIZON_MONTHS_DEFAULT);
  const [month, setMonth] = useState(min.slice(0, 8) + '01');
  const { data: availability } = useQuery(BookedRangesQuery, {
    variables: { propertyId, from: month, to: addMonths(month, AVAILABILITY_MONTHS) },
  });
  const booked = useMemo(() => new Set((availability?.bookedRanges ?? []).flatMap((r) => eachNight(r.checkIn, r.checkOut))), [availability]);
  const onMonthChange = useCallback((m: string) => setMonth(m), []);

  const estimate = bookingEstimate(weeklyPrice, checkIn, checkOut, seasons);
  // Converted once per night price; each line and the total add up as shown.
  const shown = estimate ? formatPriceLines(estimate.segments.map((segment) => ({ unitGbp: segment.pricePerNight, quantity: segment.nights }))) : null;
  const changeover = (iso: string) => isChangeoverDay(iso, changeoverDay);

  const addThen = (then: 'checkout' | 'stay') => async (stay: BookingValues) => {
    try {
      await addStay({
        variables: { input: { propertyId, checkIn: stay.checkIn, checkOut: stay.checkOut, guests: Number(stay.guests) } },
      });
    } catch (failure) {
      toast({
        variant: 'destructive',
        title: serverMessage(failure) ?? intl.formatMessage({ id: 'booking.addFailed' }),
      });
      return;
    }
    if (then === 'checkout') {
      navigate(paths.checkout);
      return;
    }
    toast({ title: intl.formatMessage({ id: 'booking.added' }) });
    reset();
  };

  // Check-out: after check-in, and no booked night between check-in and the day before.
  const checkOutBlocked = (iso: string) => {
    if (!changeover(iso)) return true;
    if (!checkIn) return booked.has(addDays(iso, -1));
    if (iso <= checkIn) return true;
    return eachNight(checkIn, iso).some((night) => booked.has(night));
  };

  return (
    <form className="booking-form" noValidate onSubmit={submit(addThen('stay'))} aria-label={intl.formatMessage({ id: 'booking.title' })}>
      <h2 className="booking-form__title">
        <FormattedMessage id="booking.title" />
      </h2>
      <DatePicker
        label={intl.formatMessage({ id: 'booking.checkIn' })}
        value={checkIn}
        onChange={(day) => {
          setValue('checkIn', day);
          // A check-out that is no longer after the check-in goes.
          if (checkOut && checkOut <= day) setValue('checkOut', '');
        }}
        min={min}
        max={latest}
        placeholder={intl.formatMessage({ id: 'booking.selectDate' })}
        isDisabled={(iso) => booked.has(iso) || !changeover(iso)}
        onMonthChange={onMonthChange}
        error={error('checkIn')}
        name="checkIn"
      />
      <DatePicker
        label={intl.formatMessage({ id: 'booking.checkOut' })}
        value={checkOut}
        onChange={(day) => setValue('checkOut', day)}
        min={checkIn ? addDays(checkIn, 1) : addDays(min, 1)}
        max={addDays(latest, MAX_STAY_NIGHTS)}
        placeholder={intl.formatMessage({ id: 'booking.selectDate' })}
        isDisabled={checkOutBlocked}
        onMonthChange={onMonthChange}
        error={error('checkOut')}
        name="checkOut"
      />
      <Field label={<FormattedMessage id="booking.guests" />} error={error('guests')} look="compact">
        {(control) => <input {...control} className="control booking-form__input" type="number" inputMode="numeric" min={MIN_GUESTS} step={1} {...input('guests')} />}
      </Field>
      {changeoverDay !== null ? (
        <p className="booking-form__changeover" data-testid="changeover-hint">
          {/* 2023-01-01 was a Sunday: day n of the week is 2023-01-0(1+n). */}
          <FormattedMessage id="booking.changeover" values={{ weekday: formatDate(intl, `2023-01-0${1 + changeoverDay}`, 'weekdayLong') }} />
        </p>
      ) : null}
      <p className="booking-form__legend">
        <span className="booking-form__booked-swatch" aria-hidden="true" />
        <FormattedMessage id="booking.bookedLegend" />
      </p>

      {estimate ? (
        <dl className="figures-box booking-form__estimate" aria-live="polite" data-testid="booking-estimate">
          {/* One line per run of nights at one price: a stay across a season boundary shows both. */}
          {estimate.segments.map((segment, index) => (
            <Fact key={segment.from} label={<FormattedMessage id="booking.estimateNights" values={{ price: shown!.lines[index].unit, nights: segment.nights }} />}>
              {shown!.lines[index].total}
            </Fact>
          ))}
          <Fact label={<FormattedMessage id="basket.total" />} className="booking-form__total">{shown!.total}</Fact>
        </dl>
      ) : null}

      <div className="booking-form__actions">
        <button type="button" className="button button--primary" disabled={pending} onClick={submit(addThen('checkout'))}>
          <FormattedMessage id="booking.bookNow" />
        </button>
        <button type="submit" className="button button--outline" disabled={pending || !estimate}>
          <FormattedMessage id={pending ? 'booking.adding' : 'booking.addToBasket'} />
        </button>
        <Link to={paths.enquire} className="button button--outline">
          <FormattedMessage id="home.festive.enquire" />
        </Link>
        {chatUrl ? (
          <ExternalLink className="button button--outline" href={chatUrl}>
            <Icon name="phone" size={16} />
            <FormattedMessage id="chat.open" />
          </ExternalLink>
        ) : null}
      </div>
    </form>
  );
}
