import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockServer, renderPages, user, type Handler } from './account-render';

const exportDoc = { format: 'villa-data-export/1', profile: { id: 'u-1', email: 'ada@example.com' }, bookings: [], orders: [] };

/** jsdom's Blob has no text(); FileReader reads it. */
function readText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

let saved: { name: string; text: Promise<string> }[];
let clicks: jest.SpyInstance;

beforeEach(() => {
  localStorage.clear();
  saved = [];
  // jsdom has no object URLs and does not download: record the file the click would save.
  const blobs = new Map<string, Blob>();
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      const url = `blob:test/${blobs.size}`;
      blobs.set(url, blob);
      return url;
    },
    revokeObjectURL: (url: string) => void blobs.delete(url),
  });
  clicks = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, text: readText(blobs.get(this.href)!) });
  });
});
afterEach(() => clicks.mockRestore());

function privacyServer(extra: Record<string, Handler> = {}) {
  let signedIn = true;
  const server = mockServer({
    AccountMe: () => ({ data: { me: signedIn ? user : null } }),
    MyDataExport: () => ({ data: { myDataExport: { __typename: 'DataExport', fileName: 'my-data-2030-06-01.json', data: exportDoc } } }),
    DeleteMyAccount: () => {
      signedIn = false;
      return { data: { deleteMyAccount: 'Your account has been deleted.' } };
    },
    ...extra,
  });
  return server;
}

const refusal = (message: string, code: string, field?: string): Handler => () => ({ errors: [{ message, extensions: { code, ...(field ? { field } : {}) } }] });

describe('account: download my data', () => {
  it('downloads the export as a JSON file named by the server', async () => {
    const ui = userEvent.setup();
    const server = privacyServer();
    renderPages('/account', server.link);
    await ui.click(await screen.findByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].name).toBe('my-data-2030-06-01.json');
    expect(JSON.parse(await saved[0].text)).toEqual(exportDoc);
    expect(await screen.findByRole('status')).toHaveTextContent('Your data has been downloaded.');
    // Asked afresh every time, never from the cache.
    await ui.click(screen.getByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(server.called('MyDataExport')).toHaveLength(2));
  });

  it('says so when the download fails, and saves nothing', async () => {
    const ui = userEvent.setup();
    renderPages('/account', privacyServer({ MyDataExport: () => ({ network: true }) }).link);
    await ui.click(await screen.findByRole('button', { name: 'Download my data' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your data could not be downloaded. Please try again.');
    expect(saved).toEqual([]);
  });
});

describe('account: delete my account', () => {
  it('asks for the password before anything else', async () => {
    const ui = userEvent.setup();
    const server = privacyServer();
    renderPages('/account', server.link);
    const form = await screen.findByRole('form', { name: 'Delete my account' });
    await ui.click(within(form).getByRole('button', { name: 'Delete my account' }));
    expect(within(form).getByText('Current password is required')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(server.called('DeleteMyAccount')).toEqual([]);
  });

  it('confirms, deletes, signs out and goes home with a notice', async () => {
    const ui = userEvent.setup();
    const server = privacyServer();
    const view = renderPages('/account', server.link);
    const form = await screen.findByRole('form', { name: 'Delete my account' });
    await ui.type(within(form).getByLabelText('Current Password'), 'secret-123');
    await ui.click(within(form).getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account for good?' });
    // Changing one's mind: nothing was sent.
    await ui.click(within(dialog).getByRole('button', { name: 'Keep my account' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(server.called('DeleteMyAccount')).toEqual([]);

    await ui.click(within(form).getByRole('button', { name: 'Delete my account' }));
    await ui.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes, delete my account' }));
    await waitFor(() => expect(view.location()).toBe('/'));
    expect(server.called('DeleteMyAccount')).toEqual([{ operationName: 'DeleteMyAccount', variables: { input: { password: 'secret-123' } } }]);
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('Account deleted');
    expect(notice).toHaveTextContent('Your account has been deleted.');
    // Signed out: the account page now leads to the login page.
    await act(() => view.router.navigate('/account'));
    await waitFor(() => expect(view.location()).toMatch(/^\/login/));
  });

  it('shows a wrong password at the field and closes the confirmation', async () => {
    const ui = userEvent.setup();
    const view = renderPages('/account', privacyServer({ DeleteMyAccount: refusal('Current password is incorrect', 'BAD_USER_INPUT', 'password') }).link);
    const form = await screen.findByRole('form', { name: 'Delete my account' });
    await ui.type(within(form).getByLabelText('Current Password'), 'wrong-one');
    await ui.click(within(form).getByRole('button', { name: 'Delete my account' }));
    await ui.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes, delete my account' }));
    expect(await within(form).findByText('Current password is incorrect')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(view.location()).toBe('/account');
  });

  it('in German: shows the refusal in the confirmation and stays signed in', async () => {
    localStorage.setItem('language', 'de');
    const ui = userEvent.setup();
    const message = 'Ihr Konto kann nicht gelöscht werden, solange ein Aufenthalt noch bevorsteht.';
    const view = renderPages('/account', privacyServer({ DeleteMyAccount: refusal(message, 'CONFLICT') }).link);
    const form = await screen.findByRole('form', { name: 'Mein Konto löschen' });
    await ui.type(within(form).getByLabelText('Aktuelles Passwort'), 'secret-123');
    await ui.click(within(form).getByRole('button', { name: 'Mein Konto löschen' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Ihr Konto endgültig löschen?' });
    await ui.click(within(dialog).getByRole('button', { name: 'Ja, mein Konto löschen' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(view.location()).toBe('/account');
    expect(screen.getByRole('button', { name: 'Meine Daten herunterladen' })).toBeInTheDocument();
  });
});
