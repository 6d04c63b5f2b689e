import { virtual } from '@guidepup/virtual-screen-reader';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { addDays, earliestCheckIn } from '../../common/dates';
import { Dialog } from '../../client/src/components/Dialog';
import { renderApp } from './render';
import { answeringLink, picture, villa } from './storefront-render';

/*
 * What a screen reader says, by a virtual screen reader that follows the focus and the live
 * regions as NVDA or VoiceOver would: the phrases are what a blind guest hears at each step.
 */

beforeEach(() => localStorage.clear());
afterEach(async () => {
  await virtual.stop();
});

/** Every phrase spoken so far, once the live regions have had their moment. */
async function spoken(): Promise<string[]> {
  await new Promise((resolve) => setTimeout(resolve, 120));
  return virtual.spokenPhraseLog();
}

const full = (iso: string, locale = 'en') => new Intl.DateTimeFormat(locale, { timeZone: 'UTC', dateStyle: 'full' }).format(Date.parse(`${iso}T00:00:00Z`));

const propertyPage = {
  PropertyPage: {
    property: {
      ...villa(),
      region: 'Corfu',
      description: 'A villa.',
      longDescription: 'More about it.',
      layout: [],
      nearbyAttractions: [],
      amenities: [],
      images: [picture('/a.svg')],
      inShortlist: false,
      country: { __typename: 'Country', slug: 'greece', name: 'Greece' },
      changeoverDay: null,
      rates: [],
    },
    similarProperties: [],
  },
  BookedRanges: { bookedRanges: [] },
};

describe('the date picker, heard', () => {
  it.each([
    ['en', 'Book this villa', 'Check-in', 'Check-out', 'unavailable', 'check-in', 'Your stay:', 'to', '7 nights'],
    ['de', 'Diese Villa buchen', 'Anreise', 'Abreise', 'nicht verfügbar', 'Anreise', 'Ihr Aufenthalt:', 'bis', '7 Nächte'],
  ])('says unavailable days, the check-in inside the check-out calendar and the chosen range (%s)', async (language, form, checkInLabel, checkOutLabel, unavailable, checkInWord, stay, to, nights) => {
    localStorage.setItem('language', language);
    const user = userEvent.setup();
    renderApp('/property/villa-1', answeringLink(propertyPage));
    const booking = await screen.findByRole('form', { name: form }, { timeout: 8000 });
    await virtual.start({ container: booking });
    const checkIn = earliestCheckIn();

    within(booking).getByRole('button', { name: new RegExp(checkInLabel) }).focus();
    await user.keyboard('{Enter}');
    // The first bookable day has the focus; the day before it cannot be chosen, and says so.
    await user.keyboard('{ArrowLeft}');
    expect(await spoken()).toContain(`button, ${full(addDays(checkIn, -1), language)}, ${unavailable}, disabled`);
    await user.keyboard('{ArrowRight}{Enter}');

    within(booking).getByRole('button', { name: new RegExp(checkOutLabel) }).focus();
    await user.keyboard('{Enter}{ArrowLeft}');
    expect(await spoken()).toContain(`button, ${full(checkIn, language)}, ${checkInWord}, disabled`);
    await user.keyboard('{ArrowRight}{ArrowDown}{ArrowLeft}{Enter}');

    const range = `polite: ${stay} ${full(checkIn, language)} ${to} ${full(addDays(checkIn, 7), language)}, ${nights}`;
    await waitFor(async () => expect(await virtual.spokenPhraseLog()).toContain(range));
  });
});

/** An opener and a dialog it shows, as the account's and the staff pages' dialogs are built. */
function DialogHarness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Cancel order
      </button>
      {open ? (
        <Dialog onClose={() => setOpen(false)} aria-labelledby="dialog-title">
          <h2 id="dialog-title">Cancel this order?</h2>
          <p>The deposit is refunded.</p>
          <button type="button" onClick={() => setOpen(false)}>
            Keep the order
          </button>
        </Dialog>
      ) : null}
    </>
  );
}

describe('a dialog, heard', () => {
  it('is announced with its name when it opens and hands the focus back, said again, when it closes', async () => {
    const user = userEvent.setup();
    render(<DialogHarness />);
    await virtual.start({ container: document.body });
    screen.getByRole('button', { name: 'Cancel order' }).focus();
    await user.keyboard('{Enter}');
    await user.tab();
    const opened = await spoken();
    expect(opened.slice(-2)).toEqual(['dialog, Cancel this order?', 'button, Keep the order']);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((await spoken()).at(-1)).toBe('button, Cancel order');
  });
});

describe('search results, heard', () => {
  const answer = (variables: Record<string, unknown>) => {
    const filtered = JSON.stringify(variables.filter ?? {}).includes('minBedrooms');
    const count = filtered ? 3 : 14;
    const items = Array.from({ length: Math.min(count, 12) }, (_, i) => villa({ id: `villa-${i}`, title: `Villa ${i}` }));
    return { properties: { __typename: 'PropertyPage', totalCount: count, totalCountIsEstimate: false, hasNextPage: count > 12, offset: 0, endCursor: null, items } };
  };

  it('says how many villas are left after filtering', async () => {
    const [filters, bedrooms, apply, said] = ['Filters', 'Bedrooms', 'Show villas', 'polite: 3 villas available'];
    const user = userEvent.setup();
    renderApp('/search?guests=2', answeringLink({ Search: answer }));
    const status = await screen.findByText(/14/, { selector: '.search__count' }, { timeout: 8000 });
    await virtual.start({ container: status.closest('main')! });
    await user.click(screen.getByRole('button', { name: new RegExp(filters) }));
    const panel = await screen.findByRole('dialog', { name: filters });
    await user.selectOptions(within(panel).getByRole('combobox', { name: bedrooms }), '3');
    await user.click(within(panel).getByRole('button', { name: apply }));
    await waitFor(async () => expect(await virtual.spokenPhraseLog()).toContain(said));
  });
});
