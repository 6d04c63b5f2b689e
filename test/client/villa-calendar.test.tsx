import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '../../client/src/app/AppProviders';
import { Toaster } from '../../client/src/components/Toaster';
import { resetToasts } from '../../client/src/components/toast.store';
import { VillaCalendar } from '../../client/src/features/admin/villas/VillaCalendar';
import { mockServer, type Handler } from './account-render';

/*
 * The villa editor's calendar section as staff use it: blocked dates with add and
 * delete, the export URL with copy and replace, imported feeds with their sync state, error and
 * conflicts, add, remove and sync now.
 */

const block = (id: string, checkIn: string, checkOut: string, reason: string, importId: string | null = null, ownerStay = false) => ({ __typename: 'CalendarBlock', id, checkIn, checkOut, reason, importId, ownerStay });

const feed = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'IcalImport',
  id: 'feed-1',
  url: 'https://channel.example/villa.ics',
  lastSyncedAt: '2025-03-04T09:30:00.000Z',
  lastError: null,
  blockCount: 1,
  conflicts: [],
  ...overrides,
});

function calendarServer(state: { blocks: unknown[]; feeds: unknown[]; exportUrl?: string }, overrides: Record<string, Handler> = {}) {
  return mockServer({
    VillaCalendar: () => ({
      data: {
        adminCalendarBlocks: state.blocks,
        adminIcalExport: { __typename: 'IcalExport', exportUrl: state.exportUrl ?? 'https://villas.example/api/ical/abc123.ics' },
        adminIcalImports: state.feeds,
      },
    }),
    ...overrides,
  });
}

function renderCalendar(server: ReturnType<typeof mockServer>) {
  render(
    <AppProviders link={server.link}>
      <VillaCalendar propertyId="villa-1" />
      <Toaster />
    </AppProviders>,
  );
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('language', 'en');
  resetToasts();
});

describe('villa calendar: blocked dates', () => {
  it('lists blocks, adds a block and deletes one staff made (imported ones have no delete)', async () => {
    const state = { blocks: [block('b-1', '2025-07-05', '2025-07-12', 'Owner stay', null, true), block('b-2', '2025-08-01', '2025-08-03', 'Reserved', 'feed-1')], feeds: [feed()] };
    const server = calendarServer(state, {
      AddCalendarBlock: (variables) => {
        const input = variables.input as { checkIn: string; checkOut: string; reason: string };
        state.blocks = [...state.blocks, block('b-3', input.checkIn, input.checkOut, input.reason)];
        return { data: { addCalendarBlock: { __typename: 'CalendarBlock', id: 'b-3' } } };
      },
      DeleteCalendarBlock: (variables) => {
        state.blocks = state.blocks.filter((b) => (b as { id: string }).id !== variables.blockId);
        return { data: { deleteCalendarBlock: { __typename: 'CalendarBlock', id: variables.blockId } } };
      },
    });
    renderCalendar(server);
    const list = await screen.findByRole('list', { name: 'Blocked dates' }, { timeout: 10_000 });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(list).toHaveTextContent('Owner stay');
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent("The owner's own stay");
    expect(within(list).getAllByRole('listitem')[1]).not.toHaveTextContent("The owner's own stay");
    expect(within(list).getByText(/From an imported feed/)).toBeInTheDocument();
    expect(within(list).getAllByRole('button', { name: /Delete the blocked dates/ })).toHaveLength(1);

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Block dates' }));
    expect(screen.getByLabelText('First blocked night')).toHaveAccessibleDescription('Please fill in this field.');
    expect(server.called('AddCalendarBlock')).toHaveLength(0);

    await user.type(screen.getByLabelText('First blocked night'), '2025-09-06');
    await user.type(screen.getByLabelText('Free again from'), '2025-09-13');
    await user.type(screen.getByLabelText('Reason'), 'Painting');
    await user.click(screen.getByRole('button', { name: 'Block dates' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Blocked dates' })).getAllByRole('listitem')).toHaveLength(3));
    expect(server.called('AddCalendarBlock')[0].variables).toEqual({ propertyId: 'villa-1', input: { checkIn: '2025-09-06', checkOut: '2025-09-13', reason: 'Painting' } });
    expect(await screen.findByText('Dates blocked')).toBeInTheDocument();

    await user.click(within(screen.getByRole('list', { name: 'Blocked dates' })).getAllByRole('button', { name: /Delete the blocked dates/ })[0]);
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Blocked dates' })).getAllByRole('listitem')).toHaveLength(2));
    expect(server.called('DeleteCalendarBlock')[0].variables).toEqual({ propertyId: 'villa-1', blockId: 'b-1' });
  });

  it("shows the server's refusal of dates that overlap a booking on the field it names", async () => {
    const message = 'The dates 2025-07-06 to 2025-07-08 overlap a booking or another block of this villa. Please choose other dates.';
    const server = calendarServer({ blocks: [], feeds: [] }, { AddCalendarBlock: () => ({ errors: [{ message, extensions: { code: 'CONFLICT', field: 'checkIn' } }] }) });
    renderCalendar(server);
    expect(await screen.findByText('No blocked dates.', {}, { timeout: 10_000 })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('First blocked night'), '2025-07-06');
    await user.type(screen.getByLabelText('Free again from'), '2025-07-08');
    await user.type(screen.getByLabelText('Reason'), 'Owner');
    await user.click(screen.getByRole('button', { name: 'Block dates' }));
    await waitFor(() => expect(screen.getByLabelText('First blocked night')).toHaveAccessibleDescription(message));
  });
});

describe('villa calendar: export feed', () => {
  it('shows the export URL, copies it and replaces it only after confirming', async () => {
    const state = { blocks: [], feeds: [], exportUrl: 'https://villas.example/api/ical/old.ics' };
    const server = calendarServer(state, {
      RotateIcalExport: () => {
        state.exportUrl = 'https://villas.example/api/ical/new.ics';
        return { data: { rotateIcalExport: { __typename: 'IcalExport', exportUrl: state.exportUrl } } };
      },
    });
    const user = userEvent.setup();
    renderCalendar(server);
    const field = await screen.findByLabelText('Export URL', {}, { timeout: 10_000 });
    expect(field).toHaveValue('https://villas.example/api/ical/old.ics');

    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe('https://villas.example/api/ical/old.ics');
    expect(await screen.findByText('Export URL copied')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Replace URL' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Replace the export URL?' });
    expect(server.called('RotateIcalExport')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Replace URL' }));
    await waitFor(() => expect(screen.getByLabelText('Export URL')).toHaveValue('https://villas.example/api/ical/new.ics'));
  });
});

describe('villa calendar: imported feeds', () => {
  it('shows each feed with its last sync, error, block count and conflicts; adds, syncs and removes feeds', async () => {
    const state = {
      blocks: [],
      feeds: [
        feed({
          lastError: 'The feed answered with HTTP status 500.',
          conflicts: [{ __typename: 'IcalConflict', uid: 'c-1', checkIn: '2025-07-06', checkOut: '2025-07-08', summary: 'Airbnb stay' }],
        }),
        feed({ id: 'feed-2', url: 'https://other.example/cal.ics', lastSyncedAt: null, blockCount: 0 }),
      ],
    };
    const server = calendarServer(state, {
      AddIcalImport: (variables) => {
        const url = (variables.input as { url: string }).url;
        if (url === 'ftp://bad.example/x.ics') return { errors: [{ message: 'url must be a web address starting with http:// or https://.', extensions: { code: 'BAD_USER_INPUT', field: 'url' } }] };
        state.feeds = [...state.feeds, feed({ id: 'feed-3', url, lastSyncedAt: null, blockCount: 0 })];
        return { data: { addIcalImport: { __typename: 'IcalImport', id: 'feed-3' } } };
      },
      SyncIcalImports: () => {
        state.feeds = state.feeds.map((f) => ({ ...(f as object), lastError: null, conflicts: [] }));
        return { data: { syncIcalImports: [] } };
      },
      DeleteIcalImport: (variables) => {
        state.feeds = state.feeds.filter((f) => (f as { id: string }).id !== variables.importId);
        return { data: { deleteIcalImport: { __typename: 'IcalImport', id: variables.importId } } };
      },
    });
    const user = userEvent.setup();
    renderCalendar(server);
    const list = await screen.findByRole('list', { name: 'Imported feeds' }, { timeout: 10_000 });
    const [first, second] = within(list).getAllByRole('listitem').filter((item) => item.parentElement === list);
    expect(first).toHaveTextContent('https://channel.example/villa.ics');
    expect(first).toHaveTextContent(/Last sync: .*2025/);
    expect(first).toHaveTextContent('1 blocked stay');
    expect(first).toHaveTextContent('Last sync failed: The feed answered with HTTP status 500.');
    expect(first).toHaveTextContent(/Conflicts: .*Airbnb stay/);
    expect(second).toHaveTextContent('Not synced yet');
    expect(second).toHaveTextContent('0 blocked stays');

    await user.type(screen.getByLabelText('Feed URL'), 'ftp://bad.example/x.ics');
    await user.click(screen.getByRole('button', { name: 'Add feed' }));
    await waitFor(() => expect(screen.getByLabelText('Feed URL')).toHaveAccessibleDescription('url must be a web address starting with http:// or https://.'));

    await user.clear(screen.getByLabelText('Feed URL'));
    await user.type(screen.getByLabelText('Feed URL'), 'https://new.example/feed.ics');
    await user.click(screen.getByRole('button', { name: 'Add feed' }));
    await waitFor(() => expect(screen.getByRole('list', { name: 'Imported feeds' })).toHaveTextContent('https://new.example/feed.ics'));

    await user.click(screen.getByRole('button', { name: 'Sync now' }));
    await waitFor(() => expect(screen.getByRole('list', { name: 'Imported feeds' })).not.toHaveTextContent('Last sync failed'));
    expect(server.called('SyncIcalImports')[0].variables).toEqual({ propertyId: 'villa-1' });
    expect(screen.getByRole('list', { name: 'Imported feeds' })).not.toHaveTextContent('Conflicts');

    await user.click(screen.getByRole('button', { name: 'Remove the feed https://other.example/cal.ics' }));
    await waitFor(() => expect(screen.getByRole('list', { name: 'Imported feeds' })).not.toHaveTextContent('https://other.example/cal.ics'));
  });

  it('speaks German', async () => {
    localStorage.setItem('language', 'de');
    renderCalendar(calendarServer({ blocks: [], feeds: [] }));
    expect(await screen.findByText('Keine gesperrten Daten.', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByLabelText('Erste gesperrte Nacht')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'URL ersetzen' })).toBeInTheDocument();
    expect(screen.getByText('Keine Feeds importiert.')).toBeInTheDocument();
  });
});
