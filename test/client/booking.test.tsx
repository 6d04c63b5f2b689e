import { screen, waitFor, within } from '@testing-library/react';
import { ApolloLink } from '@apollo/client';
import userEvent from '@testing-library/user-event';
import { of } from 'rxjs';
import { addDays, businessToday, earliestCheckIn, latestCheckIn } from '../../common/dates';
import { bookingEstimate, bookingSchema } from '../../client/src/features/property/booking.logic';
import { fieldMessages } from '../../client/src/lib/form';
import { renderApp } from './render';
import { answeringLink, picture, villa } from './storefront-render';

describe('booking estimate', () => {
  it('is round(weekly / 7) per night times the nights', () => {
    expect(bookingEstimate(7900, '2031-06-01', '2031-06-08')).toMatchObject({ nights: 7, pricePerNight: 1129, total: 7903 });
    expect(bookingEstimate(3000, '2031-06-01', '2031-06-04')).toMatchObject({ nights: 3, pricePerNight: 429, total: 1287 });
  });

  it('has no estimate below 1 night or without both dates', () => {
    expect(bookingEstimate(7900, '2031-06-08', '2031-06-08')).toBeNull();
    expect(bookingEstimate(7900, '2031-06-08', '2031-06-01')).toBeNull();
    expect(bookingEstimate(7900, '2031-06-08', '')).toBeNull();
  });
});

describe('booking validation', () => {
  it('names each missing field', () => {
    expect(fieldMessages(bookingSchema, { checkIn: '', checkOut: '', guests: '0' })).toEqual({
      checkIn: 'booking.error.checkIn',
      checkOut: 'booking.error.checkOut',
      guests: 'booking.error.guests',
    });
  });

  it('needs at least 1 night and a whole number of guests', () => {
    expect(fieldMessages(bookingSchema, { checkIn: '2031-06-08', checkOut: '2031-06-08', guests: '2' })).toEqual({ checkOut: 'booking.error.order' });
    expect(fieldMessages(bookingSchema, { checkIn: '2031-06-01', checkOut: '2031-06-08', guests: '1.5' })).toEqual({ guests: 'booking.error.guests' });
    expect(fieldMessages(bookingSchema, { checkIn: '2031-06-01', checkOut: '2031-06-08', guests: '1' })).toEqual({});
  });
});

const propertyPage = {
  PropertyPage: {
    property: {
      ...villa(),
      region: 'Corfu',
      description: 'A villa.',
      longDescription: 'More about it.',
      layout: [],
      nearbyAttractions: [],
      amenities: [{ __typename: 'Amenity', icon: 'wifi', label: 'Free Wi-Fi' }],
      images: [picture('/a.svg'), picture('/b.svg')],
      inShortlist: false,
      country: { __typename: 'Country', slug: 'greece', name: 'Greece' },
      changeoverDay: null,
      minNights: 1,
      rates: [],
    },
    similarProperties: [],
  },
  BookedRanges: { bookedRanges: [] },
};

describe('booking form on the property page', () => {
  it('shows the validation messages on Book Now with nothing chosen, and keeps Add to Basket disabled without an estimate', async () => {
    const user = userEvent.setup();
    renderApp('/property/villa-1', answeringLink(propertyPage));
    await screen.findByRole('heading', { level: 1, name: 'Villa Petra' }, { timeout: 8000 });
    expect(screen.getByRole('button', { name: 'Add to Basket' })).toBeDisabled();
    await user.clear(screen.getByLabelText('Guests'));
    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    expect(await screen.findByText('Please select a check-in date')).toBeInTheDocument();
    expect(screen.getByText('Please select a check-out date')).toBeInTheDocument();
    expect(screen.getByText('Please enter at least 1 guest')).toBeInTheDocument();
    // Validation runs again on each change after the first submit.
    await user.type(screen.getByLabelText('Guests'), '2');
    await waitFor(() => expect(screen.queryByText('Please enter at least 1 guest')).toBeNull());
  });

  it('comes title, booking box, description in the page, so the box never moves while the page loads', async () => {
    renderApp('/property/villa-1', answeringLink(propertyPage));
    const title = await screen.findByRole('heading', { level: 1, name: 'Villa Petra' }, { timeout: 8000 });
    const box = screen.getByRole('complementary', { name: 'Book this villa' });
    const about = screen.getByRole('heading', { level: 2, name: 'About this property' });
    const follows = (a: Node, b: Node) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect([follows(title, box), follows(box, about)]).toEqual([true, true]);
    expect(within(box).getByRole('button', { name: 'Book Now' })).toBeInTheDocument();
  });

  it('shows Property Not Found with a way home for an unknown villa', async () => {
    renderApp('/property/nope', answeringLink({ PropertyPage: { property: null, similarProperties: [] } }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Property Not Found' }, { timeout: 8000 });
    // Laid out like the 404 page (same intro block and heading size), not a smaller heading with a gap.
    expect(heading.closest('.not-found')).not.toBeNull();
    expect(heading.parentElement).toHaveClass('page-intro');
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('lets the check-in calendar go no further than the 24-month booking horizon', async () => {
    const user = userEvent.setup();
    renderApp('/property/villa-1', answeringLink(propertyPage));
    await screen.findByRole('heading', { level: 1, name: 'Villa Petra' }, { timeout: 8000 });
    await user.click(screen.getByRole('button', { name: /Check-in/ }));
    const calendar = screen.getByRole('dialog', { name: /Check-in/ });
    const next = within(calendar).getByRole('button', { name: 'Next month' });
    for (let clicks = 0; !(next as HTMLButtonElement).disabled && clicks < 40; clicks += 1) await user.click(next);
    expect(next).toBeDisabled();

    const full = (iso: string) => new Intl.DateTimeFormat('en', { timeZone: 'UTC', dateStyle: 'full' }).format(Date.parse(`${iso}T00:00:00Z`));
    const latest = latestCheckIn(businessToday(), 24);
    expect(within(calendar).getByRole('button', { name: full(latest) })).not.toHaveAttribute('aria-disabled');
    const after = within(calendar).queryByRole('button', { name: `${full(addDays(latest, 1))}, unavailable` });
    if (after) expect(after).toHaveAttribute('aria-disabled', 'true');
    await user.click(within(calendar).getByRole('button', { name: full(latest) }));
    expect(screen.getByRole('button', { name: /Check-in/ })).not.toHaveTextContent('Select date');
  });

  it('offers no check-out before the villa\'s minimum stay, and says what it is', async () => {
    const user = userEvent.setup();
    const fiveNights = { ...propertyPage, PropertyPage: { ...propertyPage.PropertyPage, property: { ...propertyPage.PropertyPage.property, minNights: 5 } } };
    renderApp('/property/villa-1', answeringLink(fiveNights));
    await screen.findByRole('heading', { level: 1, name: 'Villa Petra' }, { timeout: 8000 });
    expect(screen.getByText('Minimum stay: 5 nights.')).toBeInTheDocument();

    const full = (iso: string) => new Intl.DateTimeFormat('en', { timeZone: 'UTC', dateStyle: 'full' }).format(Date.parse(`${iso}T00:00:00Z`));
    const checkIn = earliestCheckIn();
    await user.click(screen.getByRole('button', { name: /Check-in/ }));
    await user.click(within(screen.getByRole('dialog', { name: /Check-in/ })).getByRole('button', { name: full(checkIn) }));
    await user.click(screen.getByRole('button', { name: /Check-out/ }));
    const calendar = screen.getByRole('dialog', { name: /Check-out/ });
    // Once the month's availability is in.
    expect(await within(calendar).findByRole('button', { name: `${full(addDays(checkIn, 4))}, unavailable` })).toHaveAttribute('aria-disabled', 'true');
    expect(within(calendar).getByRole('button', { name: full(addDays(checkIn, 5)) })).not.toHaveAttribute('aria-disabled');
  });

  it('reads the calendar again when the chosen dates were taken meanwhile, and asks for other dates', async () => {
    const user = userEvent.setup();
    const full = (iso: string) => new Intl.DateTimeFormat('en', { timeZone: 'UTC', dateStyle: 'full' }).format(Date.parse(`${iso}T00:00:00Z`));
    const checkIn = earliestCheckIn();
    // Free when the page first asks; booked by another guest before this one adds the stay.
    let taken = false;
    const answers = answeringLink({ ...propertyPage, BookedRanges: () => ({ bookedRanges: taken ? [{ __typename: 'BookedRange', checkIn, checkOut: addDays(checkIn, 7) }] : [] }) });
    const refusing = new ApolloLink((operation, forward) => {
      if (operation.operationName !== 'AddStayToCart') return forward(operation);
      taken = true;
      return of({ errors: [{ message: 'These dates are already booked for this villa. Please choose other dates.', extensions: { code: 'CONFLICT', field: 'checkIn' } }] });
    });
    renderApp('/property/villa-1', ApolloLink.from([refusing, answers]));
    await screen.findByRole('heading', { level: 1, name: 'Villa Petra' }, { timeout: 8000 });

    await user.click(screen.getByRole('button', { name: /Check-in/ }));
    await user.click(await within(screen.getByRole('dialog', { name: /Check-in/ })).findByRole('button', { name: full(checkIn) }));
    await user.click(screen.getByRole('button', { name: /Check-out/ }));
    await user.click(await within(screen.getByRole('dialog', { name: /Check-out/ })).findByRole('button', { name: full(addDays(checkIn, 7)) }));
    await user.click(screen.getByRole('button', { name: 'Add to Basket' }));

    expect(await screen.findByText('These dates are already booked for this villa. Please choose other dates.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: /Check-in/ })).toHaveTextContent('Select date'));
    await user.click(screen.getByRole('button', { name: /Check-in/ }));
    const calendar = screen.getByRole('dialog', { name: /Check-in/ });
    expect(await within(calendar).findByRole('button', { name: `${full(checkIn)}, unavailable` })).toHaveAttribute('aria-disabled', 'true');
  });
});
