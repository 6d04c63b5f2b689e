import { ApolloClient, ApolloLink, type FragmentType } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import de from '../../client/src/i18n/de.json';
import en from '../../client/src/i18n/en.json';
import { ReviewCard, ReviewCardFragment } from '../../client/src/components/ReviewCard';
import { createCache } from '../../client/src/lib/apollo';
import { formatReviewDate, reviewPanelVariables } from '../../client/src/features/home/reviews.logic';
import { renderApp } from './render';
import { answeringLink } from './storefront-render';

const review = (id: string, rating: number, date: string) => ({
  __typename: 'Review',
  id,
  author: `Guest ${id}`,
  title: `Review ${id}`,
  content: 'Lovely villa.',
  date,
  rating,
  cleanliness: null as number | null,
  location: null as number | null,
  value: null as number | null,
  service: null as number | null,
  verified: true,
  source: 'GUEST',
  reply: null as string | null,
  hasMedia: false,
  language: 'en',
  photos: [] as string[],
});

/** A review card reads its review from the cache, as it does on the page. */
function cardOf(data: ReturnType<typeof review>, locale: 'en' | 'de' = 'en'): ReactNode {
  const client = new ApolloClient({ cache: createCache(), link: ApolloLink.empty(), dataMasking: true });
  client.cache.writeFragment({ fragment: ReviewCardFragment, data: data as Parameters<typeof client.cache.writeFragment>[0]['data'] });
  return (
    <ApolloProvider client={client}>
      <IntlProvider locale={locale} messages={locale === 'de' ? de : en}>
        <ReviewCard review={data as FragmentType<typeof ReviewCardFragment>} />
      </IntlProvider>
    </ApolloProvider>
  );
}

describe('reviews panel query', () => {
  it('sorts newest by default, popular on request, and lists at most 10', () => {
    expect(reviewPanelVariables('newest', 'all', false)).toEqual({ sort: 'NEWEST', filter: {}, page: { offset: 0, limit: 10 }, language: 'en' });
    expect(reviewPanelVariables('newest', 'all', false, 'de').language).toBe('de');
    expect(reviewPanelVariables('popular', 'all', false).sort).toBe('POPULAR');
  });

  it('filters by an exact rating and by media', () => {
    expect(reviewPanelVariables('newest', 4, true).filter).toEqual({ rating: 4, withMedia: true });
  });
});

describe('review dates', () => {
  it('are month, day and year in US English, whatever the language', () => {
    expect(formatReviewDate('2025-09-11')).toBe('September 11, 2025');
  });

  it('show "recent" for an invalid date', () => {
    expect(formatReviewDate('not a date')).toBeNull();
    render(cardOf(review('1', 5, 'soon')));
    expect(screen.getByText(/recent/)).toBeInTheDocument();
  });
});

describe('review cards: photos and languages', () => {
  const show = (locale: 'en' | 'de', data: ReturnType<typeof review>) => render(cardOf(data, locale));

  it('shows the guest photos of a review with photos', () => {
    show('en', { ...review('1', 5, '2025-05-01'), hasMedia: true, photos: ['/images/reviews/1.svg', '/images/reviews/2.svg'] });
    const photos = screen.getAllByRole('img', { name: /Photo \d from Guest 1/ });
    expect(photos.map((img) => img.getAttribute('src'))).toEqual(['/images/reviews/1.svg', '/images/reviews/2.svg']);
    expect(photos[0]).toHaveAttribute('width', '96');
  });

  it('labels a review in the other language, and only then', () => {
    const german = { ...review('2', 5, '2025-05-01'), title: 'Wunderbare Villa', language: 'de' };
    const { unmount } = show('en', german);
    expect(screen.getByText('Written in German')).toBeInTheDocument();
    expect(screen.getByRole('article')).toHaveAttribute('lang', 'de');
    unmount();
    show('de', german);
    expect(screen.queryByText(/verfasst/)).toBeNull();
    show('de', review('3', 4, '2025-05-01'));
    expect(screen.getByText('Auf Englisch verfasst')).toBeInTheDocument();
  });

  it('asks for reviews in the interface language first on the home page', async () => {
    const requests: { operationName: string; variables: Record<string, unknown> }[] = [];
    renderApp('/', answeringLink({ HomeReviews: { reviews: { __typename: 'ReviewPage', items: [review('a', 5, '2025-05-01')] } } }, requests));
    await screen.findByText('Review a', {}, { timeout: 8000 });
    expect(requests.find((r) => r.operationName === 'HomeReviews')?.variables).toEqual({ limit: 10, language: 'en' });
  });
});

describe('reviews panel', () => {
  it('shows the overall rating with 1 decimal, the award and verified count, and refetches on sort and filter', async () => {
    const user = userEvent.setup();
    const requests: { operationName: string; variables: Record<string, unknown> }[] = [];
    const link = answeringLink(
      {
        ReviewsPanel: (variables) => ({
          reviewSummary: { __typename: 'ReviewSummary', averageRating: 4.6, totalCount: 32, verifiedCount: 30 },
          reviews: {
            __typename: 'ReviewPage',
            totalCount: 2,
            items: (variables.sort === 'POPULAR' ? [review('b', 5, '2024-01-02'), review('a', 3, '2025-05-01')] : [review('a', 3, '2025-05-01'), review('b', 5, '2024-01-02')]).filter(
              (r) => !(variables.filter as { rating?: number }).rating || r.rating === (variables.filter as { rating?: number }).rating,
            ),
          },
        }),
        HomeReviews: { reviews: { __typename: 'ReviewPage', items: [] } },
      },
      requests,
    );
    renderApp('/', link);
    await user.click(await screen.findByRole('button', { name: 'Reviews' }, { timeout: 8000 }));
    const panel = await screen.findByRole('dialog', { name: 'Guest reviews' });
    expect(await within(panel).findByText('4.6')).toBeInTheDocument();
    expect(panel).toHaveTextContent('4.6 out of 5');
    expect(panel).toHaveTextContent('platinum award 2025');
    expect(panel).toHaveTextContent('30 verified reviews');
    const titles = () => within(panel).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    await waitFor(() => expect(titles()).toEqual(['Review a', 'Review b']));

    await user.selectOptions(within(panel).getByLabelText('Sort by'), 'popular');
    await waitFor(() => expect(titles()).toEqual(['Review b', 'Review a']));
    await user.selectOptions(within(panel).getByLabelText('Rating'), '3');
    await waitFor(() => expect(titles()).toEqual(['Review a']));
    await user.click(within(panel).getByLabelText('With photos only'));
    await waitFor(() =>
      expect(requests.filter((r) => r.operationName === 'ReviewsPanel').at(-1)?.variables).toEqual({ sort: 'POPULAR', filter: { rating: 3, withMedia: true }, page: { offset: 0, limit: 10 }, language: 'en' }),
    );
  });
});
