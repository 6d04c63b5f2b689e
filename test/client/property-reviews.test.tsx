import { ApolloClient, ApolloLink, type FragmentType } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import de from '../../client/src/i18n/de.json';
import en from '../../client/src/i18n/en.json';
import { PropertyReviews, PropertyReviewsFragment } from '../../client/src/features/property/PropertyReviews';
import { vacationRentalJsonLd } from '../../client/src/features/property/PropertyJsonLd';
import { createCache } from '../../client/src/lib/apollo';

const review = (id: string, overrides: Record<string, unknown> = {}) => ({
  __typename: 'Review',
  id,
  author: 'Ada L.',
  title: `Review ${id}`,
  content: 'The villa was spotless and the pool warm.',
  date: '2026-05-02',
  rating: 4,
  cleanliness: 5,
  location: 4,
  value: 3,
  service: 5,
  verified: true,
  source: 'GUEST',
  reply: null as string | null,
  hasMedia: false,
  language: 'en',
  photos: [] as string[],
  ...overrides,
});

function villaReviews(items: ReturnType<typeof review>[], reviewCount: number, averageRating: number | null) {
  return { __typename: 'Property', id: 'villa-1', reviewCount, averageRating, reviews: { __typename: 'ReviewPage', totalCount: items.length, items } };
}

function show(data: ReturnType<typeof villaReviews>, locale: 'en' | 'de' = 'en') {
  const client = new ApolloClient({ cache: createCache(), link: ApolloLink.empty(), dataMasking: true });
  client.cache.writeFragment({ fragment: PropertyReviewsFragment, fragmentName: 'PropertyReviews_property', data: data as never });
  return render(
    <ApolloProvider client={client}>
      <IntlProvider locale={locale} messages={locale === 'de' ? de : en}>
        <MemoryRouter>
          <PropertyReviews property={data as FragmentType<typeof PropertyReviewsFragment>} />
        </MemoryRouter>
      </IntlProvider>
    </ApolloProvider>,
  );
}

describe("the villa page's reviews", () => {
  it('label a verified stay with its month and year, a demo review as such, and show the reply, the average and the link to how reviews are verified', () => {
    show(villaReviews([review('a', { reply: 'Thank you, Ada!' }), review('b', { verified: false, source: 'DEMO', cleanliness: null, location: null, value: null, service: null, date: '2025-03-10' })], 1, 4));
    const section = screen.getByRole('region', { name: 'Guest reviews' });
    expect(section).toHaveTextContent('4.0 out of 5 from 1 verified stay');
    const [verified, demo] = within(section).getAllByRole('article');
    expect(verified).toHaveTextContent('Verified stay, May 2026');
    expect(verified).toHaveTextContent('Cleanliness 5/5');
    expect(verified).toHaveTextContent('Reply from our team');
    expect(verified).toHaveTextContent('Thank you, Ada!');
    expect(demo).toHaveTextContent('Demo review');
    expect(demo).not.toHaveTextContent('Verified stay');
    expect(within(section).getByRole('link', { name: 'How we verify reviews' })).toHaveAttribute('href', '/how-we-verify-reviews');
  });

  it('in German', () => {
    show(villaReviews([review('a')], 1, 4), 'de');
    const section = screen.getByRole('region', { name: 'Gästebewertungen' });
    expect(within(section).getByRole('article')).toHaveTextContent('Verifizierter Aufenthalt, Mai 2026');
    expect(within(section).getByRole('link', { name: 'So prüfen wir Bewertungen' })).toBeInTheDocument();
  });

  it('says when no verified stay has been reviewed yet', () => {
    show(villaReviews([], 0, null));
    expect(screen.getByText('No verified stays have been reviewed yet.')).toBeInTheDocument();
  });
});

describe('the villa JSON-LD', () => {
  const villa = { id: 'v1', title: 'Villa', description: 'd', location: 'l', region: 'r', images: [], price: 5000, bedrooms: 2, sleeps: 4, bathrooms: 1, amenities: [], country: null };
  it('carries aggregateRating from verified stays only, and none without them', () => {
    expect(vacationRentalJsonLd({ ...villa, reviewCount: 3, averageRating: 4.3 }, 'https://example.com').aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 4.3, reviewCount: 3, bestRating: 5, worstRating: 1 });
    expect(vacationRentalJsonLd({ ...villa, reviewCount: 0, averageRating: null }, 'https://example.com')).not.toHaveProperty('aggregateRating');
  });
});
