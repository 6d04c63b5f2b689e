import { screen } from '@testing-library/react';
import { mockServer, renderPages, user } from './account-render';

/** "Your trip": the arrival guide once the server gives it, until then the day it comes; another's trip is not there. */

const trip = (arrivalGuide: Record<string, unknown> | null) => ({
  __typename: 'Trip',
  bookingId: 'b-1',
  villa: 'Villa Aurora',
  checkIn: '2027-05-01',
  checkOut: '2027-05-08',
  guideAvailableFrom: '2027-04-17',
  arrivalGuide: arrivalGuide && { __typename: 'TripGuide', ...arrivalGuide },
});

const GUIDE = {
  checkInTime: '16:00',
  checkOutTime: '10:00',
  address: 'Odos Kassiopis 12, Kassiopi',
  mapUrl: 'https://www.openstreetmap.org/?mlat=39.78&mlon=19.91',
  hostPhone: '+30 26630 81234',
  wifiName: 'VillaNet',
  wifiPassword: 'sea-view-2027',
  keyCollection: 'Maria meets you at the gate.',
  houseRules: 'No parties, please.',
};

const server = (answer: () => unknown) =>
  mockServer({
    TripMe: () => ({ data: { me: { __typename: 'User', id: user.id } } }),
    Trip: () => answer() as never,
  });

describe('the trip page', () => {
  it('shows the arrival guide: times, address with its map, keys, host, Wi-Fi and house rules', async () => {
    renderPages('/account/trips/b-1', server(() => ({ data: { trip: trip(GUIDE) } })).link);
    expect(await screen.findByRole('heading', { name: 'Villa Aurora' })).toBeInTheDocument();
    expect(screen.getByTestId('trip-keys')).toHaveTextContent('Maria meets you at the gate.');
    expect(screen.getByRole('link', { name: 'Open the map' })).toHaveAttribute('href', GUIDE.mapUrl);
    expect(screen.getByRole('link', { name: GUIDE.hostPhone })).toHaveAttribute('href', 'tel:+302663081234');
    expect(screen.getByText('VillaNet (password: sea-view-2027)')).toBeInTheDocument();
    expect(screen.getByText('No parties, please.')).toBeInTheDocument();
  });

  it('before the day says when the guide will appear, and shows none of it', async () => {
    renderPages('/account/trips/b-1', server(() => ({ data: { trip: trip(null) } })).link);
    expect(await screen.findByTestId('trip-later')).toHaveTextContent(/April 17, 2027/);
    expect(screen.queryByTestId('trip-keys')).not.toBeInTheDocument();
  });

  it("answers someone else's trip with the server's message", async () => {
    renderPages('/account/trips/b-2', server(() => ({ data: null, errors: [{ message: 'There is no such trip in your account.', extensions: { code: 'NOT_FOUND' } }] })).link);
    expect(await screen.findByRole('heading', { name: 'There is no such trip in your account.' })).toBeInTheDocument();
  });
});
