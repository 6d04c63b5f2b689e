import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { PHOTO_MAX_BYTES } from '../../common/constants';
import { AppProviders } from '../../client/src/app/AppProviders';
import { Toaster } from '../../client/src/components/Toaster';
import { resetToasts } from '../../client/src/components/toast.store';
import AdminPage from '../../client/src/features/admin/AdminPage';
import { mockServer, type Handler } from './account-render';

/*
 * The photo manager of the villa editor: thumbnails in gallery order, uploads through
 * the REST multipart route (several at once, with progress and the server's translated errors),
 * move up and down, English and German alternative texts, delete after confirming.
 */

const admin = { __typename: 'User', id: 'admin-1', name: 'Ada Admin', isAdmin: true };

const villa = {
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
  longDescription: 'A generous open-plan living room.',
  adminAmenities: [],
  features: [],
  layout: [],
  nearbyAttractions: [],
  bedrooms: 4,
  bathrooms: 3,
  sleeps: 8,
  discount: null,
  badge: null,
  minNights: 7,
  damageDeposit: 0,
  published: true,
  updatedAt: '2025-03-01T10:00:00.000Z',
  translations: {
    __typename: 'PropertyTranslations',
    de: { __typename: 'PropertyTexts', title: null, location: null, region: null, description: null, longDescription: null, features: null, layout: null, nearbyAttractions: null, badge: null },
  },
};

interface Photo {
  id: string;
  altEn: string;
  altDe: string;
}

/** A photo as GraphQL answers it: the JPEG, two srcsets and the alternative texts. */
function picture(photo: Photo, language: 'en' | 'de' = 'en') {
  const base = `/media/villas/villa-1/${photo.id}/0123456789abcdef`;
  return {
    __typename: 'PropertyImage',
    id: photo.id,
    altEn: photo.altEn,
    altDe: photo.altDe,
    url: `${base}-960.jpg`,
    width: 960,
    height: 640,
    alt: language === 'de' && photo.altDe ? photo.altDe : photo.altEn,
    srcset: `${base}-480.webp 480w, ${base}-960.webp 960w`,
    avifSrcset: `${base}-480.avif 480w, ${base}-960.avif 960w`,
  };
}

/** What a villa without photos shows: its illustrations, which have no id. */
const illustration = { __typename: 'PropertyImage', id: null, altEn: null, altDe: null, url: '/images/villa-1-1.svg', width: 1200, height: 800, alt: '', srcset: '', avifSrcset: '' };

/** The back office's server with the villa's photos as state, changed by the mutations as the real one changes them. */
function photoServer(initial: Photo[], overrides: Record<string, Handler> = {}) {
  const photos = [...initial];
  const answer = () => photos.map((p) => picture(p));
  const server = mockServer({
    AdminAccess: () => ({ data: { me: admin } }),
    AdminVillaChoices: () => ({ data: { destinations: [], currencies: [{ __typename: 'Currency', code: 'GBP', symbol: '£' }] } }),
    AdminArrivalGuide: () => ({ data: { arrivalGuide: null } }),
    AdminProperty: () => ({ data: { adminProperty: villa } }),
    AdminPropertyPhotos: () => ({ data: { adminProperty: { __typename: 'Property', id: 'villa-1', images: photos.length ? answer() : [illustration] } } }),
    AdminReorderPropertyImages: (variables) => {
      const { ids } = variables.input as { ids: string[] };
      photos.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
      return { data: { reorderPropertyImages: answer() } };
    },
    AdminUpdatePropertyImageAlt: (variables) => {
      const input = variables.input as { imageId: string; alt: string; altDe: string };
      const photo = photos.find((p) => p.id === input.imageId)!;
      Object.assign(photo, { altEn: input.alt, altDe: input.altDe });
      return { data: { updatePropertyImageAlt: picture(photo) } };
    },
    AdminDeletePropertyImage: (variables) => {
      photos.splice(
        photos.findIndex((p) => p.id === variables.imageId),
        1,
      );
      return { data: { deletePropertyImage: answer() } };
    },
    ...overrides,
  });
  return { ...server, photos };
}

function renderEditor(server: ReturnType<typeof photoServer>) {
  const router = createMemoryRouter([{ path: '/admin', Component: AdminPage }], { initialEntries: ['/admin?view=villas&edit=villa-1'] });
  render(
    <AppProviders link={server.link}>
      <RouterProvider router={router} />
      <Toaster />
    </AppProviders>,
  );
}

const terrace: Photo = { id: '11111111-1111-4111-8111-111111111111', altEn: 'The terrace at sunset', altDe: 'Die Terrasse bei Sonnenuntergang' };
const pool: Photo = { id: '22222222-2222-4222-8222-222222222222', altEn: 'The pool', altDe: '' };

/** The editor's Photos section (the calendar and seasons sections have alerts of their own). */
const photosSection = () => within(document.querySelector<HTMLElement>('.villa-editor__photos')!);
const photoList = () => screen.findByRole('list', { name: 'Photos in gallery order' }, { timeout: 10_000 });
const photoGroups = () => screen.getAllByRole('group', { name: /^Photo \d of \d/ });

/** Replaces fetch (used only by the uploads here) with the given answers, in turn; records each request. */
function fakeUploads(...answers: (() => Promise<Response>)[]) {
  const requests: { url: string; init: RequestInit }[] = [];
  const fetchMock = jest.fn((url: string, init: RequestInit) => {
    requests.push({ url, init });
    return answers[requests.length - 1]();
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return requests;
}

const json = (status: number, body: unknown) => () => Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
const jpeg = (name: string, bytes = 2048) => new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' });

const realFetch = global.fetch;

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('language', 'en');
  resetToasts();
});

afterEach(() => {
  global.fetch = realFetch;
});

describe('villa photos', () => {
  it('lists the photos in gallery order as responsive thumbnails with both alternative texts', async () => {
    renderEditor(photoServer([terrace, pool]));
    await photoList();
    const [first, second] = photoGroups();
    expect(first).toHaveAccessibleName('Photo 1 of 2 Card image');
    const thumbnail = within(first).getByRole('img', { name: 'The terrace at sunset' });
    expect(thumbnail).toHaveAttribute('width', '960');
    expect(thumbnail).toHaveAttribute('height', '640');
    expect(thumbnail.parentElement!.querySelector('source[type="image/avif"]')).toHaveAttribute('srcset', expect.stringContaining('-480.avif 480w'));
    expect(within(first).getByRole('textbox', { name: 'Alternative text (English)' })).toHaveValue('The terrace at sunset');
    expect(within(first).getByRole('textbox', { name: 'Alternative text (German)' })).toHaveValue('Die Terrasse bei Sonnenuntergang');
    expect(within(first).getByRole('button', { name: /Move up/ })).toBeDisabled();
    expect(within(second).getByRole('button', { name: /Move down/ })).toBeDisabled();
    expect(within(second).getByRole('textbox', { name: 'Alternative text (German)' })).toHaveValue('');
  });

  it('says so when the villa has no photos yet', async () => {
    renderEditor(photoServer([]));
    expect(await screen.findByText("No photos yet. Until the first one is uploaded, the site shows the villa's illustrations.", {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Photos in gallery order' })).toBeNull();
  });

  it('uploads several files one after the other and shows each as soon as it is in', async () => {
    const user = userEvent.setup();
    const server = photoServer([terrace]);
    let finishFirst!: () => void;
    const requests = fakeUploads(
      () =>
        new Promise<Response>((resolve) => {
          finishFirst = () => {
            server.photos.push({ id: '33333333-3333-4333-8333-333333333333', altEn: '', altDe: '' });
            resolve(new Response(JSON.stringify({ id: '3333' }), { status: 201 }));
          };
        }),
      () => {
        server.photos.push({ id: '44444444-4444-4444-8444-444444444444', altEn: '', altDe: '' });
        return json(201, { id: '4444' })();
      },
    );
    renderEditor(server);
    await photoList();

    await user.upload(screen.getByLabelText('Add photos'), [jpeg('garden.jpg'), jpeg('kitchen.jpg')]);
    expect(await screen.findByText('Uploading garden.jpg… (1 of 2)')).toBeInTheDocument();
    expect(screen.getByLabelText('Add photos')).toBeDisabled();
    expect(requests).toHaveLength(1);
    finishFirst();

    expect(await screen.findByText('2 photos uploaded.')).toBeInTheDocument();
    expect(photoGroups()).toHaveLength(3);
    expect(requests.map((r) => [r.url, r.init.method])).toEqual([
      ['/api/admin/properties/villa-1/images', 'POST'],
      ['/api/admin/properties/villa-1/images', 'POST'],
    ]);
    expect((requests[1].init.body as FormData).get('file')).toMatchObject({ name: 'kitchen.jpg' });
    expect(requests[0].init.headers).toEqual({ 'Accept-Language': 'en' });
    expect(screen.getByLabelText('Add photos')).toBeEnabled();
  });

  it("shows the server's message for a refused file, keeps the others and sends nothing over the size limit", async () => {
    const user = userEvent.setup();
    const server = photoServer([terrace]);
    const requests = fakeUploads(json(400, { message: 'The photo (file) is not a JPEG, PNG, WebP or AVIF image.', code: 'BAD_USER_INPUT', field: 'file' }), () => {
      server.photos.push({ id: '33333333-3333-4333-8333-333333333333', altEn: '', altDe: '' });
      return json(201, {})();
    });
    renderEditor(server);
    await photoList();

    await user.upload(screen.getByLabelText('Add photos'), [jpeg('notes.jpg'), jpeg('huge.jpg', PHOTO_MAX_BYTES + 1), jpeg('garden.jpg')]);
    const alert = await photosSection().findByRole('alert');
    expect(alert).toHaveTextContent('2 photos were not uploaded:');
    expect(alert).toHaveTextContent('notes.jpg: The photo (file) is not a JPEG, PNG, WebP or AVIF image.');
    expect(alert).toHaveTextContent('huge.jpg: The photo is larger than 15 MB.');
    // The oversized file never left the browser; the good one is in the gallery.
    expect(requests.map((r) => ((r.init.body as FormData).get('file') as File).name)).toEqual(['notes.jpg', 'garden.jpg']);
    await waitFor(() => expect(photoGroups()).toHaveLength(2));
    expect(screen.getByText('1 photo uploaded.')).toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(photosSection().queryByRole('alert')).toBeNull();
  });

  it('says when an upload never reached the server', async () => {
    const user = userEvent.setup();
    fakeUploads(() => Promise.reject(new TypeError('Failed to fetch')));
    renderEditor(photoServer([terrace]));
    await photoList();
    await user.upload(screen.getByLabelText('Add photos'), jpeg('garden.jpg'));
    expect(await photosSection().findByRole('alert')).toHaveTextContent('1 photo was not uploaded:garden.jpg: The upload did not reach the server. Please check the connection and try again.');
    expect(photoGroups()).toHaveLength(1);
  });

  it('moves a photo down with the keyboard, keeps the focus on it and sends the new order', async () => {
    const user = userEvent.setup();
    const server = photoServer([terrace, pool]);
    renderEditor(server);
    await photoList();

    within(photoGroups()[0]).getByRole('button', { name: /Move down/ }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Photo moved to position 2 of 2.')).toBeInTheDocument();
    await waitFor(() => expect(within(photoGroups()[0]).getByRole('img')).toHaveAccessibleName('The pool'));
    expect(photoGroups()[0]).toHaveAccessibleName('Photo 1 of 2 Card image');
    // At the bottom now, so Move down is off and the focus went to Move up of the same photo.
    const moved = photoGroups()[1];
    expect(within(moved).getByRole('img')).toHaveAccessibleName('The terrace at sunset');
    await waitFor(() => expect(within(moved).getByRole('button', { name: /Move up/ })).toHaveFocus());
    expect(server.called('AdminReorderPropertyImages').map((c) => c.variables)).toEqual([{ input: { propertyId: 'villa-1', ids: [pool.id, terrace.id] } }]);
    expect(server.called('AdminUpdateProperty')).toHaveLength(0);
  });

  it('saves the English and German alternative texts with Enter, without saving the villa form', async () => {
    const user = userEvent.setup();
    const server = photoServer([terrace, pool]);
    renderEditor(server);
    await photoList();
    const second = photoGroups()[1];
    const save = within(second).getByRole('button', { name: 'Save texts' });
    expect(save).toBeDisabled();
    // An unsaved change on the villa form around it, which Enter must not send.
    await user.clear(screen.getByRole('textbox', { name: 'Price per week' }));
    await user.type(screen.getByRole('textbox', { name: 'Price per week' }), '8200');

    await user.type(within(second).getByRole('textbox', { name: 'Alternative text (German)' }), 'Der Pool{Enter}');
    expect(await screen.findByText('Texts of photo 2 saved')).toBeInTheDocument();
    expect(server.called('AdminUpdatePropertyImageAlt').map((c) => c.variables)).toEqual([{ input: { propertyId: 'villa-1', imageId: pool.id, alt: 'The pool', altDe: 'Der Pool' } }]);
    expect(server.called('AdminUpdateProperty')).toHaveLength(0);
    await waitFor(() => expect(save).toBeDisabled());
  });

  it('puts a refused alternative text on its field', async () => {
    const user = userEvent.setup();
    renderEditor(
      photoServer([terrace], {
        AdminUpdatePropertyImageAlt: () => ({ errors: [{ message: 'Alternative text (German) must be at most 250 characters long.', extensions: { code: 'BAD_USER_INPUT', field: 'altDe' } }] }),
      }),
    );
    await photoList();
    const german = within(photoGroups()[0]).getByRole('textbox', { name: 'Alternative text (German)' });
    await user.type(german, ' am Abend');
    await user.click(within(photoGroups()[0]).getByRole('button', { name: 'Save texts' }));
    await waitFor(() => expect(german).toHaveAccessibleDescription('Alternative text (German) must be at most 250 characters long.'));
    expect(german).toHaveAttribute('aria-invalid', 'true');
  });

  it('deletes a photo only after confirming; without photos the illustrations note comes back', async () => {
    const user = userEvent.setup();
    const server = photoServer([terrace]);
    renderEditor(server);
    await photoList();

    await user.click(within(photoGroups()[0]).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete photo 1?' });
    expect(dialog).toHaveAccessibleDescription("The photo and all its sizes leave the villa's gallery on the site. This cannot be undone.");
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(server.called('AdminDeletePropertyImage')).toHaveLength(0);

    await user.click(within(photoGroups()[0]).getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete photo' }));
    expect(await screen.findByText('Photo deleted')).toBeInTheDocument();
    expect(server.called('AdminDeletePropertyImage').map((c) => c.variables)).toEqual([{ propertyId: 'villa-1', imageId: terrace.id }]);
    expect(await screen.findByText("No photos yet. Until the first one is uploaded, the site shows the villa's illustrations.")).toBeInTheDocument();
  });

  it('speaks German, and asks the server for its errors in German', async () => {
    localStorage.setItem('language', 'de');
    const user = userEvent.setup();
    const requests = fakeUploads(json(400, { message: 'Das Foto (file) ist beschädigt oder unvollständig und kann nicht als Bild gelesen werden.', code: 'BAD_USER_INPUT', field: 'file' }));
    renderEditor(photoServer([terrace]));
    const list = await screen.findByRole('list', { name: 'Fotos in Galeriereihenfolge' }, { timeout: 10_000 });
    expect(within(list).getByRole('group', { name: 'Foto 1 von 1 Kartenbild' })).toBeInTheDocument();
    expect(within(list).getByRole('textbox', { name: 'Alternativtext (Deutsch)' })).toHaveValue('Die Terrasse bei Sonnenuntergang');

    await user.upload(screen.getByLabelText('Fotos hinzufügen'), jpeg('kaputt.jpg'));
    expect(await photosSection().findByRole('alert')).toHaveTextContent('1 Foto wurde nicht hochgeladen:kaputt.jpg: Das Foto (file) ist beschädigt oder unvollständig');
    expect(requests[0].init.headers).toEqual({ 'Accept-Language': 'de' });
  });
});

