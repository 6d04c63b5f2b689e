import { screen, within } from '@testing-library/react';
import { renderApp } from './render';
import { answeringLink, photo, picture, villa } from './storefront-render';

beforeEach(() => localStorage.clear());

const search = {
  Search: {
    properties: {
      __typename: 'PropertyPage',
      totalCount: 2,
      hasNextPage: false,
      items: [villa({ image: photo('aaaa', 'Pool at dusk') }), villa({ id: 'villa-2', title: 'Casa Luna', image: picture('/images/villas/luna/1.svg') })],
    },
  },
};

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
      images: [photo('aaaa', 'Terrace at sunset'), photo('bbbb')],
      inShortlist: false,
      country: { __typename: 'Country', slug: 'greece', name: 'Greece' },
      changeoverDay: null,
      rates: [],
    },
    similarProperties: [],
  },
  BookedRanges: { bookedRanges: [] },
};

describe('responsive villa pictures', () => {
  it('cards offer AVIF and WebP at the card size, the JPEG as fallback, and reserve its space', async () => {
    renderApp('/search', answeringLink(search));
    const card = (await screen.findByRole('link', { name: 'Villa Petra' }, { timeout: 8000 })).closest('article') as HTMLElement;
    // Staff's alternative text wins over the title.
    const img = within(card).getByRole('img', { name: 'Pool at dusk' });
    expect(img).toHaveAttribute('src', '/media/villas/v/aaaa/aaaa-960.jpg');
    expect(img).toHaveAttribute('width', '960');
    expect(img).toHaveAttribute('height', '640');
    const sources = [...img.closest('picture')!.querySelectorAll('source')].map((s) => [s.getAttribute('type'), s.getAttribute('srcset'), s.getAttribute('sizes')]);
    expect(sources).toEqual([
      ['image/avif', '/media/villas/v/aaaa/aaaa-480.avif 480w, /media/villas/v/aaaa/aaaa-960.avif 960w, /media/villas/v/aaaa/aaaa-1600.avif 1600w', '(max-width: 639px) 100vw, (max-width: 999px) 50vw, 400px'],
      ['image/webp', '/media/villas/v/aaaa/aaaa-480.webp 480w, /media/villas/v/aaaa/aaaa-960.webp 960w, /media/villas/v/aaaa/aaaa-1600.webp 1600w', '(max-width: 639px) 100vw, (max-width: 999px) 50vw, 400px'],
    ]);
  });

  it("the first result's picture, the page's largest paint, is fetched at once and first; the next ones when they near the screen", async () => {
    renderApp('/search', answeringLink(search));
    await screen.findByRole('link', { name: 'Casa Luna' }, { timeout: 8000 });
    const [first, second] = screen.getAllByRole('article').map((card) => within(card).getByRole('img'));
    expect([first.getAttribute('loading'), first.getAttribute('fetchpriority'), first.getAttribute('decoding')]).toEqual(['eager', 'high', null]);
    expect([second.getAttribute('loading'), second.getAttribute('fetchpriority'), second.getAttribute('decoding')]).toEqual(['lazy', null, 'async']);
  });

  it('shows an illustration as a plain image of its size, named by the villa title', async () => {
    renderApp('/search', answeringLink(search));
    const card = (await screen.findByRole('link', { name: 'Casa Luna' }, { timeout: 8000 })).closest('article') as HTMLElement;
    const img = within(card).getByRole('img', { name: 'Casa Luna' });
    expect(img).toHaveAttribute('src', '/images/villas/luna/1.svg');
    expect(img).toHaveAttribute('width', '1200');
    expect(img).toHaveAttribute('height', '800');
    expect(img.closest('picture')).toBeNull();
  });

  it('the property gallery gives every photo its sources, the first loaded first, and alt text from staff or by number', async () => {
    renderApp('/property/villa-1', answeringLink(propertyPage));
    const gallery = await screen.findByRole('region', { name: 'Photos of Villa Petra' }, { timeout: 8000 });
    const images = gallery.querySelectorAll('img');
    expect([...images].map((img) => [img.getAttribute('alt'), img.getAttribute('loading'), img.getAttribute('fetchpriority')])).toEqual([
      ['Terrace at sunset', 'eager', 'high'],
      ['Villa Petra, photo 2 of 2', 'lazy', null],
    ]);
    for (const img of images) {
      expect(img.closest('picture')!.querySelector('source[type="image/avif"]')).toHaveAttribute('sizes', '(max-width: 1200px) 100vw, 1200px');
      expect(img).toHaveAttribute('width', '960');
    }
    // Search engines get the photos' URLs.
    const jsonLd = JSON.parse(document.querySelector('script[type="application/ld+json"]')!.textContent!);
    expect(jsonLd.image).toEqual([`${window.location.origin}/media/villas/v/aaaa/aaaa-960.jpg`, `${window.location.origin}/media/villas/v/bbbb/bbbb-960.jpg`]);
  });
});
