import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { MAX_STAY_NIGHTS, MIN_GUESTS } from '../../../../common/constants';
import { BOOKING_HORIZON_MONTHS_DEFAULT, addDays, addMonths, businessToday, eachNight, earliestCheckIn, isIsoDate, latestCheckIn } from '../../../../common/dates';
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
import { errorCode, errorField, serverMessage } from '../../lib/errors';
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
  /** The villa's shortest stay: check-out days before it are not offered. */
  minNights?: number;
  chatUrl?: string;
}

const EMPTY: BookingValues = { checkIn: '', checkOut: '', guests: String(MIN_GUESTS) };

/**
 * The sidebar booking form: check-in and check-out from 14 days ahead,
 * with booked nights greyed out, guests ≥ 1, a live estimate once the dates give a night, and
 * Book Now / Add to Basket. Validation runs on submit, then again on every change.
 */
export function BookingForm({ propertyId, weeklyPrice, seasons = [], changeoverDay = null, minNights = 1, chatUrl }: BookingFormProps) {
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
  // From the network every time, the cache meanwhile: a villa seen earlier may have been booked since.
  // Not in the server render: the browser would ask again at once anyway, and the page is drawn
  // with the calendar busy, as the browser draws it until the answer comes.
  const {
    data: availability,
    loading: availabilityLoading,
    refetch: refetchAvailability,
  } = useQuery(BookedRangesQuery, {
    variables: { propertyId, from: month, to: addMonths(month, AVAILABILITY_MONTHS) },
    fetchPolicy: 'cache-and-network',
    ssr: false,
  });
  const booked = useMemo(() => new Set((availability?.bookedRanges ?? []).flatMap((r) => eachNight(r.checkIn, r.checkOut))), [availability]);
  const onMonthChange = useCallback((m: string) => setMonth(m), []);
  // After Add to Basket the focus goes to the note saying so (the button it was on is disabled).
  const [added, setAdded] = useState(false);
  const addedNote = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (added) addedNote.current?.focus();
  }, [added]);
  // A stay chosen elsewhere (a search card's week, the price calendar, a nearest free stay) comes in the URL.
  const [params] = useSearchParams();
  const [wantedIn, wantedOut] = [params.get('checkIn'), params.get('checkOut')];
  useEffect(() => {
    if (!isIsoDate(wantedIn) || !isIsoDate(wantedOut) || wantedOut <= wantedIn) return;
    setValue('checkIn', wantedIn);
    setValue('checkOut', wantedOut);
  }, [wantedIn, wantedOut, setValue]);

  const estimate = bookingEstimate(weeklyPrice, checkIn, checkOut, seasons);
  // Converted once per night price; each line and the total add up as shown.
  const shown = estimate ? formatPriceLines(estimate.segments.map((segment) => ({ unitGbp: segment.pricePerNight, quantity: segment.nights }))) : null;
  const changeover = (iso: string) => isChangeoverDay(iso, changeoverDay);

  const addThen = (then: 'checkout' | 'stay') => async (stay: BookingValues) => {
    setAdded(false);
    try {
      await addStay({
        variables: { input: { propertyId, checkIn: stay.checkIn, checkOut: stay.checkOut, guests: Number(stay.guests) } },
      });
    } catch (failure) {
      toast({
        variant: 'destructive',
        title: serverMessage(failure) ?? intl.formatMessage({ id: 'booking.addFailed' }),
      });
      // Taken since the calendar was read (another guest was quicker): the calendar reads the
      // villa's nights again and the guest chooses other dates, as the message asks.
      if (errorCode(failure) === 'CONFLICT' && errorField(failure) === 'checkIn') {
        setValue('checkIn', '');
        setValue('checkOut', '');
        void refetchAvailability();
      }
      return;
    }
    if (then === 'checkout') {
      navigate(paths.checkout);
      return;
    }
    toast({ title: intl.formatMessage({ id: 'booking.added' }) });
    reset();
    setAdded(true);
  };

  // Check-out: at least the minimum stay after check-in, and no booked night between check-in and the day before.
  const checkOutBlocked = (iso: string) => {
    if (!changeover(iso)) return true;
    if (!checkIn) return booked.has(addDays(iso, -1));
    if (iso < addDays(checkIn, Math.max(1, minNights))) return true;
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
        busy={availabilityLoading}
        error={error('checkIn')}
        name="checkIn"
      />
      <DatePicker
        label={intl.formatMessage({ id: 'booking.checkOut' })}
        value={checkOut}
        onChange={(day) => setValue('checkOut', day)}
        rangeStart={checkIn || undefined}
        min={checkIn ? addDays(checkIn, 1) : addDays(min, 1)}
        max={addDays(latest, MAX_STAY_NIGHTS)}
        placeholder={intl.formatMessage({ id: 'booking.selectDate' })}
        isDisabled={checkOutBlocked}
        onMonthChange={onMonthChange}
        busy={availabilityLoading}
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
      {minNights > 1 ? (
        <p className="booking-form__changeover" data-testid="min-nights-hint">
          <FormattedMessage id="booking.minNightsHint" values={{ nights: minNights }} />
        </p>
      ) : null}
      <p className="booking-form__legend">
        <span className="booking-form__booked-swatch" aria-hidden="true" />
        <FormattedMessage id="booking.bookedLegend" />
      </p>

      {/* The chosen range, said when it changes. */}
      <p className="visually-hidden" role="status" data-testid="booking-range">
        {checkIn && checkOut && checkOut > checkIn ? (
          <FormattedMessage id="booking.stayRange" values={{ checkIn: formatDate(intl, checkIn, 'full'), checkOut: formatDate(intl, checkOut, 'full'), nights: eachNight(checkIn, checkOut).length }} />
        ) : null}
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

      {added ? (
        <p className="booking-form__added" tabIndex={-1} ref={addedNote} data-testid="booking-added">
          <FormattedMessage id="booking.addedNote" />{' '}
          <Link to={paths.checkout}>
            <FormattedMessage id="booking.goToCheckout" />
          </Link>
        </p>
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
