import { EXTRAS_TABS, amenitySearchUrl, destinationSearchUrl, extrasUrl, newsletterConfirmUrl, propertyUrl, searchUrl } from '../../client/src/lib/urls';

describe('URL builders', () => {
  it('builds property URLs', () => {
    expect(propertyUrl('abc-123')).toBe('/property/abc-123');
    expect(propertyUrl('a/b')).toBe('/property/a%2Fb');
  });

  it('adds only the search parameters that are set', () => {
    expect(searchUrl()).toBe('/search');
    expect(searchUrl({ location: undefined, checkIn: '', nights: undefined })).toBe('/search');
    expect(searchUrl({ location: 'Costa del Sol', checkIn: '2030-07-01', nights: 7, guests: 2 })).toBe(
      '/search?location=Costa+del+Sol&checkIn=2030-07-01&nights=7&guests=2',
    );
    expect(searchUrl({ guests: 4 })).toBe('/search?guests=4');
  });

  it('links destination cards with the lowercased, hyphenated country name', () => {
    expect(destinationSearchUrl('Sri Lanka')).toBe('/search?region=sri-lanka');
    expect(destinationSearchUrl('Costa Rica')).toBe('/search?region=costa-rica');
    expect(new URL(destinationSearchUrl('Spain & The Balearics'), 'http://x').searchParams.get('region')).toBe('spain-&-the-balearics');
  });

  it('links the amenity quick filters', () => {
    expect(amenitySearchUrl('infinity-pool')).toBe('/search?amenity=infinity-pool');
    expect(amenitySearchUrl('family')).toBe('/search?amenity=family');
  });

  it('builds token URLs', () => {
    expect(newsletterConfirmUrl('t0k')).toBe('/newsletter/confirm/t0k');
  });
});

describe('extrasUrl', () => {
  it('has no parameter for the first tab and ?tab= for the others', () => {
    expect(extrasUrl()).toBe('/extras');
    expect(extrasUrl('flights')).toBe('/extras');
    expect(extrasUrl('car-hire')).toBe('/extras?tab=car-hire');
    expect(EXTRAS_TABS.map((tab) => extrasUrl(tab))).toEqual(['/extras', '/extras?tab=car-hire', '/extras?tab=transfers', '/extras?tab=insurance']);
  });
});
