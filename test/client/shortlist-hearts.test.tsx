import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApolloLink } from '@apollo/client';
import { from, mergeMap, of } from 'rxjs';
import { renderApp } from './render';
import { answeringLink, villa } from './storefront-render';

beforeEach(() => localStorage.clear());

const search = {
  Search: {
    properties: { __typename: 'PropertyPage', totalCount: 2, hasNextPage: false, items: [villa(), villa({ id: 'villa-2', title: 'Casa Luna' })] },
  },
};

const guest = { __typename: 'User', id: 'u1', name: 'Grace', email: 'grace@example.com', isAdmin: false };

/** The search page for the signed-in guest, whose shortlist starts as `shortlisted` and grows with each add; the requests are recorded. */
function signedInSearch(shortlisted: string[]) {
  const requests: { operationName: string; variables: Record<string, unknown> }[] = [];
  const shortlist = [...shortlisted];
  const link = answeringLink(
    {
      ...search,
      FavouriteMe: { me: guest },
      HeaderMe: { me: guest },
      HeaderShortlist: () => ({ shortlist: shortlist.map((id) => ({ __typename: 'Property', id })) }),
      PropertyAddToShortlist: (variables) => {
        shortlist.push(String(variables.propertyId));
        return { addToShortlist: { __typename: 'ShortlistChange', count: shortlist.length, inShortlist: true, property: { __typename: 'Property', id: variables.propertyId, inShortlist: true } } };
      },
    },
    requests,
  );
  return { link, requests };
}

const card = async (title: string) => (await screen.findByRole('link', { name: title }, { timeout: 8000 })).closest('article') as HTMLElement;

describe('shortlist heart on villa cards (regression: the hint promised a heart the cards did not have)', () => {
  it('a visitor who is not signed in is sent to login from a card\'s heart', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/search', answeringLink(search));
    await user.click(within(await card('Casa Luna')).getByRole('button', { name: 'Add to shortlist' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('shows which villas a signed-in guest has shortlisted, and toggles one', async () => {
    const user = userEvent.setup();
    const { link, requests } = signedInSearch(['villa-2']);
    renderApp('/search', link);
    const luna = await card('Casa Luna');
    await waitFor(() => expect(within(luna).getByRole('button', { name: 'Remove from shortlist' })).toHaveAttribute('aria-pressed', 'true'));
    const petra = await card('Villa Petra');
    await user.click(within(petra).getByRole('button', { name: 'Add to shortlist' }));
    await waitFor(() => expect(within(petra).getByRole('button', { name: 'Remove from shortlist' })).toHaveAttribute('aria-pressed', 'true'));
    expect(requests.find((r) => r.operationName === 'PropertyAddToShortlist')?.variables).toEqual({ propertyId: 'villa-1' });
  });
});

describe('a heart clicked before the caller is known', () => {
  it('stays disabled until the caller and their shortlist are known, so a signed-in guest is not sent to sign in', async () => {
    const user = userEvent.setup();
    const { link: answers, requests } = signedInSearch([]);
    // Who the caller is comes late, as on a slow connection.
    let answerMe: () => void = () => undefined;
    const meAnswered = new Promise<void>((resolve) => (answerMe = resolve));
    const link = new ApolloLink((operation, forward) => {
      const answer = answers.request(operation, forward)!;
      // The header's and the heart's own question (`me`), whichever answers first fills the cache for both.
      return ['FavouriteMe', 'HeaderMe'].includes(operation.operationName ?? '') ? from(meAnswered).pipe(mergeMap(() => answer)) : answer;
    });
    const { router } = renderApp('/search', link);
    const heart = within(await card('Villa Petra')).getByRole('button', { name: 'Add to shortlist' });
    expect(heart).toBeDisabled();
    await user.click(heart);
    answerMe();
    await waitFor(() => expect(heart).toBeEnabled());
    expect(router.state.location.pathname).toBe('/search');
    await user.click(heart);
    const petra = await card('Villa Petra');
    await waitFor(() => expect(within(petra).getByRole('button', { name: 'Remove from shortlist' })).toHaveAttribute('aria-pressed', 'true'));
    expect(requests.filter((r) => r.operationName === 'PropertyAddToShortlist')).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/search');
  });
});

describe('shortlist status on the property page', () => {
  it('says "Failed to check shortlist status" when the shortlist cannot be loaded, and still shows the villa', async () => {
    const page = answeringLink({
      PropertyPage: { property: { ...villa(), region: 'Corfu', description: 'A villa.', longDescription: 'More.', layout: [], nearbyAttractions: [], amenities: [], images: [], country: null, changeoverDay: null, rates: [] }, similarProperties: [] },
      BookedRanges: { bookedRanges: [] },
      FavouriteMe: { me: guest },
      HeaderMe: { me: guest },
    });
    const link = new ApolloLink((operation, forward) =>
      operation.operationName === 'HeaderShortlist' ? of({ errors: [{ message: 'Database unavailable' }] }) : page.request(operation, forward)!,
    );
    renderApp('/property/villa-1', link);
    expect(await screen.findByRole('heading', { level: 1, name: 'Villa Petra' }, { timeout: 8000 })).toBeInTheDocument();
    expect(await screen.findByText('Failed to check shortlist status')).toBeInTheDocument();
    expect(screen.queryByText('Property Not Found')).toBeNull();
  });
});
