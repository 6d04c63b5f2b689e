import { useQuery } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, Navigate, useLocation, useParams } from 'react-router-dom';
import { graphql } from '../../__generated__/gql';
import { Fact } from '../../components/Fact';
import { PageLoading } from '../../components/PageLoading';
import { usePageTitle } from '../../components/usePageTitle';
import { useFormatDate } from '../../lib/dates';
import { serverMessage } from '../../lib/errors';
import { accountUrl, loginUrl } from '../../lib/urls';
import './trip.css';

const TripMeQuery = graphql(`
  query TripMe {
    me {
      id
    }
  }
`);

const TripQuery = graphql(`
  query Trip($bookingId: ID!) {
    trip(bookingId: $bookingId) {
      bookingId
      villa
      checkIn
      checkOut
      guideAvailableFrom
      arrivalGuide {
        checkInTime
        checkOutTime
        address
        mapUrl
        hostPhone
        wifiName
        wifiPassword
        keyCollection
        houseRules
      }
    }
  }
`);

/**
 * /account/trips/:bookingId: "Your trip", one stay of the signed-in guest with the villa's arrival
 * guide, which the server gives only from PRE_ARRIVAL_DAYS before arrival (until then, the day it
 * will appear) and only to the booking's guest and staff.
 */
export default function TripPage() {
  const intl = useIntl();
  const location = useLocation();
  const formatDay = useFormatDate();
  const { bookingId = '' } = useParams();
  const me = useQuery(TripMeQuery);
  const signedIn = Boolean(me.data?.me);
  const { data, loading, error } = useQuery(TripQuery, { variables: { bookingId }, skip: !signedIn, fetchPolicy: 'cache-and-network' });
  const trip = data?.trip;
  usePageTitle(trip ? intl.formatMessage({ id: 'trip.title' }, { villa: trip.villa }) : intl.formatMessage({ id: 'trip.heading' }));

  if (me.loading) return <PageLoading />;
  if (!signedIn) return <Navigate to={loginUrl({ returnTo: location.pathname })} replace />;
  if (loading && !data) return <PageLoading />;
  if (!trip) {
    return (
      <div className="page container trip-page">
        <h1>{(error && serverMessage(error)) ?? <FormattedMessage id="trip.notFound" />}</h1>
        <Link to={accountUrl('bookings')} className="button button--primary">
          <FormattedMessage id="trip.backToBookings" />
        </Link>
      </div>
    );
  }
  const guide = trip.arrivalGuide;
  return (
    <div className="page container trip-page">
      <p className="trip-page__eyebrow">
        <FormattedMessage id="trip.heading" />
      </p>
      <h1>{trip.villa}</h1>
      <p className="trip-page__dates">
        <FormattedMessage id="account.bookings.dates" values={{ checkIn: formatDay(trip.checkIn, 'long'), checkOut: formatDay(trip.checkOut, 'long') }} />
      </p>
      {guide ? (
        <section aria-labelledby="trip-guide">
          <h2 id="trip-guide">
            <FormattedMessage id="trip.guide" />
          </h2>
          <dl className="trip-guide">
            <Fact label={<FormattedMessage id="trip.checkIn" />}>
              <FormattedMessage id="trip.from" values={{ date: formatDay(trip.checkIn, 'long'), time: guide.checkInTime }} />
            </Fact>
            <Fact label={<FormattedMessage id="trip.checkOut" />}>
              <FormattedMessage id="trip.until" values={{ date: formatDay(trip.checkOut, 'long'), time: guide.checkOutTime }} />
            </Fact>
            <Fact label={<FormattedMessage id="trip.address" />}>
              {guide.address}
              {guide.mapUrl ? (
                <>
                  {' '}
                  <a href={guide.mapUrl} target="_blank" rel="noreferrer noopener">
                    <FormattedMessage id="trip.map" />
                  </a>
                </>
              ) : null}
            </Fact>
            <Fact label={<FormattedMessage id="trip.keys" />} testId="trip-keys">
              {guide.keyCollection}
            </Fact>
            <Fact label={<FormattedMessage id="trip.host" />}>
              <a href={`tel:${guide.hostPhone.replace(/[^+\d]/g, '')}`}>{guide.hostPhone}</a>
            </Fact>
            {guide.wifiName ? (
              <Fact label={<FormattedMessage id="trip.wifi" />}>
                <FormattedMessage id="trip.wifiValue" values={{ name: guide.wifiName, password: guide.wifiPassword }} />
              </Fact>
            ) : null}
            {guide.houseRules ? (
              <Fact label={<FormattedMessage id="trip.rules" />}>
                <span className="trip-guide__text">{guide.houseRules}</span>
              </Fact>
            ) : null}
          </dl>
        </section>
      ) : (
        <p className="trip-page__later" data-testid="trip-later">
          <FormattedMessage id="trip.guideLater" values={{ date: formatDay(trip.guideAvailableFrom, 'long') }} />
        </p>
      )}
      <Link to={accountUrl('bookings')} className="button button--outline">
        <FormattedMessage id="trip.backToBookings" />
      </Link>
    </div>
  );
}
