import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { Toaster } from '../../client/src/components/Toaster';
import { resetToasts } from '../../client/src/components/toast.store';
import { AppProviders } from '../../client/src/app/AppProviders';
import AdminPage from '../../client/src/features/admin/AdminPage';
import { mockServer, type Handler, type Reply } from './account-render';
import { currencies } from './render';

/*
 * The back office as staff use it: the villa list and its filters, the villa editor
 * (German beside English, server errors on the right field, publishing), the enquiry inboxes and
 * the overview's count of new messages.
 */

const admin = { __typename: 'User', id: 'admin-1', name: 'Ada Admin', isAdmin: true };

const destinations = [
  {
    __typename: 'Country',
    slug: 'greece',
    name: 'Greece',
    regions: [
      { __typename: 'Destination', key: 'corfu', name: 'Corfu' },
      { __typename: 'Destination', key: 'paxos', name: 'Paxos' },
    ],
  },
  { __typename: 'Country', slug: 'spain', name: 'Spain & The Balearics', regions: [{ __typename: 'Destination', key: 'ibiza', name: 'Ibiza' }] },
];

const texts = (de: Record<string, unknown> = {}) => ({
  __typename: 'PropertyTexts',
  title: null,
  location: null,
  region: null,
  description: null,
  longDescription: null,
  features: null,
  layout: null,
  nearbyAttractions: null,
  badge: null,
  ...de,
});

function villa(overrides: Record<string, unknown> = {}, de: Record<string, unknown> = {}) {
  return {
    __typename: 'Property',
    id: 'villa-1',
    title: 'Villa Petra',
    slug: 'corfu-villa-petra',
    location: 'Kassiopi, Corfu, Greece',
    region: 'Corfu',
    destinationKey: 'corfu',
    price: 7900,
    currency: 'GBP',
    description: 'A stylish villa above Kassiopi.',
    longDescription: 'A generous open-plan living room and a kitchen made for long dinners.',
    adminAmenities: [{ __typename: 'AdminAmenity', icon: 'waves', label: 'Private pool', labelDe: 'Privater Pool' }],
    features: ['Sea views', 'Outdoor kitchen'],
    layout: ['Ground floor: living room'],
    nearbyAttractions: ['Kassiopi centre – 1 km'],
    bedrooms: 4,
    bathrooms: 3,
    sleeps: 8,
    discount: null,
    badge: null,
    minNights: 7,
    damageDeposit: 0,
    published: true,
    updatedAt: '2025-03-01T10:00:00.000Z',
    translations: { __typename: 'PropertyTranslations', de: texts({ title: 'Villa Petra', location: 'Kassiopi, Korfu, Griechenland', ...de }) },
    ...overrides,
  };
}

const villas = [
  villa(),
  villa({ id: 'villa-2', title: 'Casa Blanca', slug: 'ibiza-casa-blanca', location: 'Santa Eulalia, Ibiza, Spain', region: 'Ibiza', destinationKey: 'ibiza', price: 12500, sleeps: 10, published: false }),
];

/** What createProperty answers in these tests. */
const created = villa({ id: 'villa-new', title: 'Villa Nova', slug: 'corfu-villa-nova', published: false }, { title: 'Villa Nova am Meer' });

const page = (typename: string, items: unknown[]) => ({ __typename: typename, totalCount: items.length, items });

const dashboard = {
  __typename: 'AdminDashboard',
  userCount: 3,
  adminCount: 1,
  suspendedUserCount: 0,
  bookingCount: 0,
  pendingBookingCount: 0,
  confirmedBookingCount: 0,
  cancelledBookingCount: 0,
  orderCount: 0,
  overdueOrderCount: 0,
  activeSubscriberCount: 0,
  pendingSubscriberCount: 0,
  unsubscribedCount: 0,
  paymentCount: 0,
  completedPaymentCount: 0,
  refundCount: 0,
  revenue: [],
  inbox: { __typename: 'InboxCounts', newEnquiries: 3, newFlightInquiries: 2 },
};

const enquiries = [
  {
    __typename: 'Enquiry',
    id: 'enq-1',
    createdAt: '2025-03-02T09:30:00.000Z',
    name: 'Harriet Lane',
    email: 'harriet@example.com',
    phone: '+44 7700 900123',
    subject: 'Villa Petra in August',
    message: 'We are two families and would love to stay at Villa Petra.\n\nIs the pool fenced?',
    locale: 'en',
    status: 'NEW',
    statusChangedAt: null,
  },
  {
    __typename: 'Enquiry',
    id: 'enq-2',
    createdAt: '2025-03-01T09:30:00.000Z',
    name: 'Klaus Wendt',
    email: 'k.wendt@example.de',
    phone: '+49 170 1234567',
    subject: 'Weihnachten auf Mallorca',
    message: 'Haben Sie für Weihnachten noch eine Villa mit Pool frei?',
    locale: 'de',
    status: 'ANSWERED',
    statusChangedAt: '2025-03-01T12:00:00.000Z',
  },
];

const flightInquiries = [
  {
    __typename: 'FlightInquiry',
    id: 'fl-1',
    createdAt: '2025-03-02T10:00:00.000Z',
    name: 'Harriet Lane',
    email: 'harriet@example.com',
    phone: '+44 7700 900123',
    passengers: 9,
    departureCountry: 'United Kingdom',
    departureCity: 'London',
    destinationCountry: 'Greece',
    destinationCity: 'Corfu',
    departureDate: '2025-08-09',
    returnDate: '2025-08-23',
    message: null,
    locale: 'en',
    status: 'NEW',
    statusChangedAt: null,
  },
];

type Filter = { search?: string; destinationKey?: string; published?: boolean; status?: string } | null;

/** The back office's server: the lists above, filtered as the real one filters them; `overrides` answer instead. */
function backOffice(overrides: Record<string, Handler> = {}) {
  const handlers: Record<string, Handler> = {
    AdminAccess: () => ({ data: { me: admin } }),
    AdminDashboard: () => ({ data: { adminDashboard: dashboard } }),
    AdminVillaChoices: () => ({ data: { destinations, currencies: currencies.map(({ code, symbol }) => ({ __typename: 'Currency', code, symbol })) } }),
    AdminProperties: (variables) => {
      const filter = variables.filter as Filter;
      const items = villas.filter(
        (v) =>
          (!filter?.search || v.title.toLowerCase().includes(filter.search.toLowerCase())) &&
          (!filter?.destinationKey || v.destinationKey === filter.destinationKey) &&
          (filter?.published === undefined || v.published === filter.published),
      );
      return { data: { adminProperties: page('PropertyPage', items) } };
    },
    AdminProperty: (variables) => ({ data: { adminProperty: [...villas, created].find((v) => v.id === variables.id) ?? null } }),
    AdminArrivalGuide: () => ({ data: { arrivalGuide: null } }),
    AdminCreateProperty: () => ({ data: { createProperty: created } }),
    AdminUpdateProperty: (variables) => ({ data: { updateProperty: { ...villas.find((v) => v.id === variables.id)!, updatedAt: '2025-03-05T10:00:00.000Z' } } }),
    AdminSetPropertyPublished: (variables) => ({ data: { setPropertyPublished: { __typename: 'Property', id: variables.id, published: variables.published, updatedAt: '2025-03-05T10:00:00.000Z' } } }),
    AdminEnquiries: (variables) => {
      const status = (variables.filter as Filter)?.status;
      return { data: { adminEnquiries: page('EnquiryPage', enquiries.filter((e) => !status || e.status === status)) } };
    },
    AdminFlightInquiries: () => ({ data: { adminFlightInquiries: page('FlightInquiryPage', flightInquiries) } }),
    AdminSetEnquiryStatus: (variables) => {
      const { id, status } = variables.input as { id: string; status: string };
      return { data: { setEnquiryStatus: { __typename: 'Enquiry', id, status, statusChangedAt: '2025-03-05T10:00:00.000Z' } } };
    },
    AdminSetFlightInquiryStatus: (variables) => {
      const { id, status } = variables.input as { id: string; status: string };
      return { data: { setFlightInquiryStatus: { __typename: 'FlightInquiry', id, status, statusChangedAt: '2025-03-05T10:00:00.000Z' } } };
    },
    ...overrides,
  };
  return mockServer(handlers);
}

function renderAdmin(path: string, server = backOffice()) {
  const router = createMemoryRouter([{ path: '/admin', Component: AdminPage }], { initialEntries: [path] });
  render(
    <AppProviders link={server.link}>
      <RouterProvider router={router} />
      <Toaster />
    </AppProviders>,
  );
  const search = () => new URLSearchParams(router.state.location.search);
  return { server, router, search };
}

/** A server error naming a field by its API path, as the server sends validation failures. */
function fieldError(field: string, message: string): Reply {
  return { errors: [{ message, extensions: { code: 'BAD_USER_INPUT', field } }] };
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('language', 'en');
  resetToasts();
});

describe('admin villas list', () => {
  it('lists every villa with its location, weekly price, sleeps and state', async () => {
    renderAdmin('/admin?view=villas');
    const table = await screen.findByRole('table', { name: 'Villas' }, { timeout: 10_000 });
    const petra = within(table).getByRole('rowheader', { name: /Villa Petra/ }).closest('tr')!;
    expect(petra).toHaveTextContent('Kassiopi, Corfu, Greece');
    expect(petra).toHaveTextContent('GBP 7,900');
    expect(within(petra).getByText('Published')).toHaveClass('admin-badge--completed');
    const casa = within(table).getByRole('rowheader', { name: /Casa Blanca/ }).closest('tr')!;
    expect(casa).toHaveTextContent('GBP 12,500');
    expect(within(casa).getByText('Not published')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Casa Blanca' })).toHaveAttribute('href', '/admin?view=villas&edit=villa-2');
  });

  it('keeps search, destination and published state in the URL and sends them as the filter', async () => {
    const user = userEvent.setup();
    const { server, search } = renderAdmin('/admin?view=villas&page=2');
    await screen.findByRole('table', { name: 'Villas' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Destination' }), 'Corfu');
    await waitFor(() => expect(search().get('destination')).toBe('corfu'));
    expect(search().get('page')).toBeNull();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Not published');
    await waitFor(() => expect(search().get('published')).toBe('no'));
    await user.type(screen.getByRole('searchbox', { name: 'Search by title, location or address' }), 'petra');
    await waitFor(() => expect(search().get('q')).toBe('petra'));

    await waitFor(() => expect(server.called('AdminProperties').at(-1)?.variables).toEqual({ filter: { search: 'petra', destinationKey: 'corfu', published: false }, page: { offset: 0, limit: 20 } }));
    // Villa Petra is published, so nothing is left.
    expect(await screen.findByText('Nothing found.')).toBeInTheDocument();
    // The editor's way back keeps the filters.
    expect(screen.getByRole('link', { name: 'New villa' })).toHaveAttribute('href', '/admin?view=villas&q=petra&destination=corfu&published=no&new=1');
  });

  it('reads the filters from a shared link', async () => {
    const { server } = renderAdmin('/admin?view=villas&destination=ibiza&published=yes');
    expect(await screen.findByRole('combobox', { name: 'Status' })).toHaveDisplayValue('Published');
    await waitFor(() => expect(server.called('AdminProperties').at(-1)?.variables).toEqual({ filter: { destinationKey: 'ibiza', published: true }, page: { offset: 0, limit: 20 } }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Destination' })).toHaveDisplayValue('Ibiza'));
  });
});

/** Fills what a new villa needs: the required fields of CreatePropertyInput. */
async function fillNewVilla(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(await screen.findByRole('combobox', { name: 'Destination' }), 'Corfu');
  await user.type(screen.getByRole('textbox', { name: 'Title (English)' }), 'Villa Nova');
  await user.type(screen.getByRole('textbox', { name: 'Location (English)' }), 'Agios Stefanos, Corfu, Greece');
  await user.type(screen.getByRole('textbox', { name: 'Price per week' }), '6400');
  await user.type(screen.getByRole('textbox', { name: 'Bedrooms' }), '3');
  await user.type(screen.getByRole('textbox', { name: 'Bathrooms' }), '2');
  await user.type(screen.getByRole('textbox', { name: 'Sleeps' }), '6');
  await user.type(screen.getByRole('textbox', { name: 'Short description (English)' }), 'A new villa by the sea.');
  await user.type(screen.getByRole('textbox', { name: 'Full description (English)' }), 'A new villa by the sea, with a garden of olive trees.');
}

describe('admin villa editor', () => {
  it('creates a villa with its German title and texts, then opens it', async () => {
    const user = userEvent.setup();
    const { server, search } = renderAdmin('/admin?view=villas&new=1');
    expect(await screen.findByRole('heading', { name: 'New villa' }, { timeout: 10_000 })).toBeInTheDocument();
    await fillNewVilla(user);
    await user.type(screen.getByRole('textbox', { name: 'Title (German)' }), 'Villa Nova am Meer');
    await user.type(screen.getByRole('textbox', { name: 'Features (English)' }), 'Sea views{enter}{enter}Olive grove  ');
    await user.type(screen.getByRole('textbox', { name: 'Features (German)' }), 'Meerblick{enter}Olivenhain');
    await user.click(screen.getByRole('button', { name: 'Add amenity' }));
    const amenity = screen.getByRole('group', { name: 'Amenity 1' });
    await user.selectOptions(within(amenity).getByRole('combobox', { name: 'Icon' }), 'Wi-Fi');
    await user.type(within(amenity).getByRole('textbox', { name: 'Label (English)' }), 'Fast Wi-Fi');
    await user.click(screen.getByRole('button', { name: 'Create villa' }));

    expect(await screen.findByText('Villa created')).toBeInTheDocument();
    expect(server.called('AdminCreateProperty').map((c) => c.variables)).toEqual([
      {
        input: {
          title: 'Villa Nova',
          location: 'Agios Stefanos, Corfu, Greece',
          destinationKey: 'corfu',
          price: 6400,
          currency: 'GBP',
          description: 'A new villa by the sea.',
          longDescription: 'A new villa by the sea, with a garden of olive trees.',
          bedrooms: 3,
          bathrooms: 2,
          sleeps: 6,
          minNights: 1,
          damageDeposit: 0,
          features: ['Sea views', 'Olive grove'],
          amenities: [{ icon: 'wifi', label: 'Fast Wi-Fi', labelDe: null }],
          translations: { de: { title: 'Villa Nova am Meer', features: ['Meerblick', 'Olivenhain'] } },
        },
      },
    ]);
    await waitFor(() => expect(search().get('edit')).toBe('villa-new'));
    expect(search().get('new')).toBeNull();
  });

  it('checks the form before sending, with a summary that names each field', async () => {
    const user = userEvent.setup();
    const { server } = renderAdmin('/admin?view=villas&new=1');
    await fillNewVilla(user);
    await user.clear(screen.getByRole('textbox', { name: 'Sleeps' }));
    await user.type(screen.getByRole('textbox', { name: 'Sleeps' }), '0');
    await user.type(screen.getByRole('textbox', { name: 'Address (slug)' }), 'Villa Nova');
    await user.click(screen.getByRole('button', { name: 'Create villa' }));

    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('2 fields need your attention');
    expect(summary).toHaveTextContent('Sleeps: Please enter a whole number from 1 to 100.');
    expect(summary).toHaveTextContent('Address (slug): Please use only lower-case letters a to z, digits and single hyphens.');
    expect(screen.getByRole('textbox', { name: 'Address (slug)' })).toHaveAttribute('aria-invalid', 'true');
    expect(server.called('AdminCreateProperty')).toHaveLength(0);
  });

  it("puts the server's error about translations.de.title on the German title", async () => {
    const user = userEvent.setup();
    const server = backOffice({ AdminCreateProperty: () => fieldError('translations.de.title', 'translations.de.title must be 1 to 120 characters long.') });
    renderAdmin('/admin?view=villas&new=1', server);
    await fillNewVilla(user);
    await user.type(screen.getByRole('textbox', { name: 'Title (German)' }), 'Villa Nova');
    await user.click(screen.getByRole('button', { name: 'Create villa' }));

    const german = screen.getByRole('textbox', { name: 'Title (German)' });
    await waitFor(() => expect(german).toHaveAttribute('aria-invalid', 'true'));
    expect(german).toHaveAccessibleDescription('Title (German) must be 1 to 120 characters long.');
    expect(screen.getByRole('textbox', { name: 'Title (English)' })).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('alert')).toHaveTextContent('Title (German) must be 1 to 120 characters long.');
    await waitFor(() => expect(german).toHaveFocus());
  });

  it("puts the server's error about an amenity's icon on that amenity's icon", async () => {
    const user = userEvent.setup();
    const server = backOffice({ AdminUpdateProperty: () => fieldError('amenities.1.icon', 'amenities.1.icon must be one of: wifi, wind, car, waves, coffee, tv.') });
    renderAdmin('/admin?view=villas&edit=villa-1', server);
    await user.click(await screen.findByRole('button', { name: 'Add amenity' }));
    const second = screen.getByRole('group', { name: 'Amenity 2' });
    await user.selectOptions(within(second).getByRole('combobox', { name: 'Icon' }), 'TV');
    await user.type(within(second).getByRole('textbox', { name: 'Label (English)' }), 'Satellite TV');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    const icon = within(second).getByRole('combobox', { name: 'Icon' });
    await waitFor(() => expect(icon).toHaveAccessibleDescription('Amenity 2: Icon must be one of: wifi, wind, car, waves, coffee, tv.'));
    expect(within(screen.getByRole('group', { name: 'Amenity 1' })).getByRole('combobox', { name: 'Icon' })).not.toHaveAttribute('aria-invalid');
  });

  it('sends only what changed; an emptied German text goes as null so German shows the English one', async () => {
    const user = userEvent.setup();
    const { server } = renderAdmin('/admin?view=villas&edit=villa-1');
    const germanLocation = await screen.findByRole('textbox', { name: 'Location (German)' });
    expect(germanLocation).toHaveValue('Kassiopi, Korfu, Griechenland');
    await user.clear(germanLocation);
    await user.clear(screen.getByRole('textbox', { name: 'Price per week' }));
    await user.type(screen.getByRole('textbox', { name: 'Price per week' }), '8200');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Changes saved')).toBeInTheDocument();
    expect(server.called('AdminUpdateProperty').map((c) => c.variables)).toEqual([{ id: 'villa-1', input: { price: 8200, translations: { de: { location: null } } } }]);
  });

  it('publishes at once, but asks before unpublishing and then unpublishes', async () => {
    const user = userEvent.setup();
    const { server } = renderAdmin('/admin?view=villas&edit=villa-1');
    expect(await screen.findByRole('link', { name: /View on site/ })).toHaveAttribute('href', '/property/villa-1');
    await user.click(screen.getByRole('button', { name: 'Unpublish' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Unpublish Villa Petra?' });
    expect(dialog).toHaveAccessibleDescription(/hidden from the storefront, search and the sitemap.*Existing bookings stay\./);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(server.called('AdminSetPropertyPublished')).toHaveLength(0);
    expect(screen.getByText('Published')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Unpublish' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Unpublish' }));
    expect(await screen.findByText('Villa Petra is no longer published')).toBeInTheDocument();
    expect(server.called('AdminSetPropertyPublished').map((c) => c.variables)).toEqual([{ id: 'villa-1', published: false }]);
    expect(screen.getByText('Not published')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /View on site/ })).toBeNull();

    // Publishing again needs no confirmation.
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(server.called('AdminSetPropertyPublished').map((c) => c.variables.published)).toEqual([false, true]));
  });

  it('shows the German texts beside the English ones, in German', async () => {
    localStorage.setItem('language', 'de');
    renderAdmin('/admin?view=villas&edit=villa-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Villen' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Titel (Deutsch)' })).toHaveValue('Villa Petra');
    expect(screen.getByRole('textbox', { name: 'Lage (Englisch)' })).toHaveValue('Kassiopi, Corfu, Greece');
    expect(screen.getByRole('textbox', { name: 'Lage (Deutsch)' })).toHaveValue('Kassiopi, Korfu, Griechenland');
    expect(within(screen.getByRole('group', { name: 'Annehmlichkeit 1' })).getByRole('textbox', { name: 'Bezeichnung (Deutsch)' })).toHaveValue('Privater Pool');
    expect(screen.getByRole('button', { name: 'Offline nehmen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Änderungen speichern' })).toBeInTheDocument();
  });
});

describe('admin inboxes', () => {
  it('lists enquiries with a mailto link, filters by status in the URL and opens the whole message', async () => {
    const user = userEvent.setup();
    const { server, search } = renderAdmin('/admin?view=enquiries');
    const table = await screen.findByRole('table', { name: 'Enquiries' }, { timeout: 10_000 });
    expect(within(table).getAllByRole('link', { name: 'harriet@example.com' })[0]).toHaveAttribute('href', `mailto:harriet@example.com?subject=${encodeURIComponent('Re: Villa Petra in August')}`);

    await user.click(within(table).getByRole('button', { name: 'Read message from Harriet Lane' }));
    const panel = await screen.findByRole('dialog', { name: 'Villa Petra in August' });
    expect(within(panel).getByText(/Is the pool fenced\?/)).toBeInTheDocument();
    expect(search().get('open')).toBe('enq-1');
    await user.click(within(panel).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(search().get('open')).toBeNull());

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'New');
    await waitFor(() => expect(search().get('status')).toBe('NEW'));
    await waitFor(() => expect(server.called('AdminEnquiries').at(-1)?.variables).toEqual({ filter: { status: 'NEW' }, page: { offset: 0, limit: 20 } }));
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Enquiries' })).queryByText('Klaus Wendt')).toBeNull());
  });

  it("changes an enquiry's status from its row", async () => {
    const user = userEvent.setup();
    const { server } = renderAdmin('/admin?view=enquiries');
    const status = await screen.findByRole('combobox', { name: /^Status of the message from Harriet Lane/ }, { timeout: 10_000 });
    expect(status).toHaveDisplayValue('New');
    await user.selectOptions(status, 'Answered');
    expect(await screen.findByText('Marked as Answered')).toBeInTheDocument();
    expect(server.called('AdminSetEnquiryStatus').map((c) => c.variables)).toEqual([{ input: { id: 'enq-1', status: 'ANSWERED' } }]);
    expect(server.called('AdminEnquiries').length).toBeGreaterThanOrEqual(2);
  });

  it("changes a flight inquiry's status, and shows the trip asked for", async () => {
    const user = userEvent.setup();
    const { server } = renderAdmin('/admin?view=flight-inquiries');
    const table = await screen.findByRole('table', { name: 'Flight inquiries' }, { timeout: 10_000 });
    expect(table).toHaveTextContent('London, United Kingdom → Corfu, Greece');
    expect(table).toHaveTextContent('9 passengers');
    await user.selectOptions(within(table).getByRole('combobox', { name: /^Status of the message from Harriet Lane/ }), 'Closed');
    await waitFor(() => expect(server.called('AdminSetFlightInquiryStatus').map((c) => c.variables)).toEqual([{ input: { id: 'fl-1', status: 'CLOSED' } }]));
  });

  it('shows the inbox in German', async () => {
    localStorage.setItem('language', 'de');
    renderAdmin('/admin?view=enquiries');
    const table = await screen.findByRole('table', { name: 'Anfragen' }, { timeout: 10_000 });
    expect(within(table).getByRole('combobox', { name: /^Status der Nachricht von Harriet Lane/ })).toHaveDisplayValue('Neu');
    expect(within(table).getAllByRole('button', { name: /^Nachricht lesen von / })).toHaveLength(2);
  });
});

const auditEntry = (overrides: Record<string, unknown>) => ({
  __typename: 'AuditEntry',
  actorEmail: 'admin@example.com',
  targetEmail: null,
  createdAt: '2025-03-05T10:00:00.000Z',
  ...overrides,
});
const change = (field: string, before: unknown, after: unknown) => ({ __typename: 'AuditChange', field, before: before === undefined ? null : JSON.stringify(before), after: after === undefined ? null : JSON.stringify(after) });

describe('admin audit log of villas and enquiries', () => {
  it('shows what changed in words, German texts by their path, and leads to the villa', async () => {
    const user = userEvent.setup();
    const entries = [
      auditEntry({
        id: 'a1',
        action: 'PROPERTY_UPDATED',
        targetId: 'villa-1',
        targetType: 'PROPERTY',
        targetLabel: 'Villa Petra',
        changes: [
          change('features', ['Sea views'], ['Sea views', 'Outdoor kitchen']),
          change('translations', { de: { title: 'Villa Petra', location: 'Korfu' } }, { de: { title: 'Villa Petra am Meer', location: 'Korfu' } }),
        ],
      }),
      auditEntry({ id: 'a2', action: 'ENQUIRY_STATUS_CHANGED', targetId: 'enq-1', targetType: 'ENQUIRY', targetLabel: 'Harriet Lane <harriet@example.com>', changes: [change('status', 'new', 'answered')] }),
      auditEntry({
        id: 'a3',
        action: 'PROPERTY_CREATED',
        targetId: 'villa-2',
        targetType: 'PROPERTY',
        targetLabel: 'Casa Blanca',
        changes: [
          change('title', undefined, 'Casa Blanca'),
          change('price', undefined, 12500),
          change('badge', undefined, null),
          change('layout', undefined, []),
          change('amenities', undefined, [{ icon: 'waves', label: 'Pool' }]),
          change('bedrooms', undefined, 5),
          change('bathrooms', undefined, 4),
          change('sleeps', undefined, 10),
          change('description', undefined, 'x'.repeat(300)),
        ],
      }),
    ];
    renderAdmin('/admin?view=audit', backOffice({ AdminAudit: () => ({ data: { auditLog: page('AuditPage', entries) } }) }));
    const table = await screen.findByRole('table', { name: 'Audit log' }, { timeout: 10_000 });
    const [updated, status, createdRow] = within(table).getAllByRole('row').slice(1);
    expect(within(updated).getByRole('link', { name: 'Villa Petra' })).toHaveAttribute('href', '/admin?view=villas&edit=villa-1');
    expect(updated).toHaveTextContent('features: Sea views → Sea views, Outdoor kitchen');
    expect(updated).toHaveTextContent('translations.de.title: Villa Petra → Villa Petra am Meer');
    expect(updated).not.toHaveTextContent('translations.de.location');
    expect(status).toHaveTextContent('Harriet Lane <harriet@example.com>');
    expect(status).toHaveTextContent('Enquiry');
    expect(status).toHaveTextContent('status: new → answered');

    // A new villa: nothing-to-nothing is left out, and the long list ends in a button for the rest.
    expect(createdRow).toHaveTextContent('amenities: – → Pool (waves)');
    expect(createdRow).not.toHaveTextContent('badge');
    expect(createdRow).not.toHaveTextContent('description');
    await user.click(within(createdRow).getByRole('button', { name: '2 more changes' }));
    expect(createdRow).toHaveTextContent(`description: – → ${'x'.repeat(120)}…`);
    await user.click(within(createdRow).getByRole('button', { name: 'Show all' }));
    expect(createdRow).toHaveTextContent(`description: – → ${'x'.repeat(300)}`);
  });
});

describe('admin overview inbox card', () => {
  it('counts the new enquiries and flight inquiries and leads to each inbox filtered to them', async () => {
    renderAdmin('/admin');
    const card = (await screen.findByRole('heading', { name: 'New messages' }, { timeout: 10_000 })).closest('li')!;
    expect(card).toHaveTextContent('5');
    expect(card).toHaveTextContent('5 wait for an answer');
    expect(within(card).getByRole('link', { name: '3 new enquiries' })).toHaveAttribute('href', '/admin?view=enquiries&status=NEW');
    expect(within(card).getByRole('link', { name: '2 new flight inquiries' })).toHaveAttribute('href', '/admin?view=flight-inquiries&status=NEW');
  });
});

describe('the e-mail preview', () => {
  const templates = [
    { __typename: 'MailTemplateInfo', kind: 'booking-confirmation', audience: 'guest' },
    { __typename: 'MailTemplateInfo', kind: 'enquiry', audience: 'staff' },
  ];
  const preview = (variables: Record<string, unknown>) => ({
    data: {
      mailPreview: {
        __typename: 'MailPreview',
        kind: variables.kind,
        language: variables.language,
        to: 'ada@example.com',
        subject: `${variables.kind} ${variables.language === 'de' ? 'auf Deutsch' : 'in English'}`,
        text: 'Dear Ada Lovelace,',
        attachments: [],
      },
    },
  });

  it('shows each template in either language at phone width, the choices kept in the URL', async () => {
    const user = userEvent.setup();
    const { search } = renderAdmin('/admin?view=emails', backOffice({ AdminMailTemplates: () => ({ data: { mailTemplates: templates } }), AdminMailPreview: preview }));
    expect(await screen.findByTestId('mail-subject', undefined, { timeout: 5000 })).toHaveTextContent('booking-confirmation in English');
    const frame = screen.getByTitle('HTML part');
    expect(frame).toHaveAttribute('src', '/api/admin/mail-templates/booking-confirmation/preview.html?lang=en');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame).toHaveStyle({ width: '320px' });
    expect(screen.getByText('Dear Ada Lovelace,')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'DE' }));
    expect(await screen.findByText('booking-confirmation auf Deutsch')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: /Template/ }), 'enquiry');
    expect(await screen.findByText('enquiry auf Deutsch')).toBeInTheDocument();
    expect(screen.getByTitle('HTML part')).toHaveAttribute('src', '/api/admin/mail-templates/enquiry/preview.html?lang=de');
    expect(search().get('template')).toBe('enquiry');
    expect(search().get('lang')).toBe('de');
  });
});

describe("the villa's arrival guide", () => {
  it('is written in the editor, English and German side by side, and a refusal shows on the field the server names', async () => {
    const user = userEvent.setup();
    let attempt = 0;
    const server = backOffice({
      AdminSetArrivalGuide: (variables) => {
        attempt += 1;
        if (attempt === 1) return fieldError('input.hostPhone', 'hostPhone must be a phone number (digits, spaces, +, brackets and hyphens).');
        return { data: { setArrivalGuide: { __typename: 'ArrivalGuide', propertyId: variables.id, ...(variables.input as Record<string, string>) } } };
      },
    });
    renderAdmin('/admin?view=villas&edit=villa-1', server);
    const address = await screen.findByLabelText('Address', {}, { timeout: 5000 });
    await user.type(address, 'Odos Kassiopis 12, Kassiopi');
    await user.type(screen.getByLabelText("Host's phone"), 'call Maria');
    await user.type(screen.getByLabelText('Collecting the keys (English)'), 'Maria meets you at the gate.');
    await user.type(screen.getByLabelText('Collecting the keys (German)'), 'Maria erwartet Sie am Tor.');
    await user.click(screen.getByRole('button', { name: 'Save arrival guide' }));
    expect(await screen.findByText('hostPhone must be a phone number (digits, spaces, +, brackets and hyphens).')).toBeInTheDocument();

    await user.clear(screen.getByLabelText("Host's phone"));
    await user.type(screen.getByLabelText("Host's phone"), '+30 26630 81234');
    await user.click(screen.getByRole('button', { name: 'Save arrival guide' }));
    await waitFor(() => expect(server.called('AdminSetArrivalGuide')).toHaveLength(2));
    expect(server.called('AdminSetArrivalGuide')[1].variables).toEqual({
      id: 'villa-1',
      input: expect.objectContaining({ checkInTime: '16:00', checkOutTime: '10:00', address: 'Odos Kassiopis 12, Kassiopi', hostPhone: '+30 26630 81234', keyCollectionDe: 'Maria erwartet Sie am Tor.' }),
    });
  });
});
