import { buildSearchQuery, FILTER_PANEL_PARAMS, parseSearchQuery, searchCriteria, searchPath, SEARCH_PARAMS } from '../../common/search-url';

const parse = (qs: string) => parseSearchQuery(new URLSearchParams(qs));

describe('the /search URL codec', () => {
  it('writes only the parameters that are set, in a fixed order', () => {
    expect(searchPath()).toBe('/search');
    expect(searchPath({ location: undefined, checkIn: '', amenities: [] })).toBe('/search');
    expect(searchPath({ guests: 2, nights: 7, checkIn: '2030-07-01', location: 'Costa del Sol' })).toBe('/search?location=Costa+del+Sol&checkIn=2030-07-01&nights=7&guests=2');
    expect(searchPath({ amenities: ['pool', 'family'], bedrooms: 3, amenity: 'island' })).toBe('/search?amenity=island&bedrooms=3&amenities=pool%2Cfamily');
  });

  it('reads back what it writes', () => {
    const query = {
      location: 'Corfu',
      region: 'spain-&-the-balearics',
      checkIn: '2030-07-01',
      nights: 10,
      guests: 4,
      amenity: 'infinity-pool' as const,
      minPrice: 2000,
      maxPrice: 8000,
      bedrooms: 3,
      amenities: ['private-pool' as const, 'beachfront' as const],
    };
    expect(parseSearchQuery(buildSearchQuery(query))).toEqual(query);
    // Flexible dates and the map's area: a month instead of a check-in.
    const flexible = { ...query, checkIn: undefined, month: '2030-07', bbox: '19.5,39.4,20.2,39.9' };
    expect(parseSearchQuery(buildSearchQuery(flexible))).toEqual({ ...flexible, checkIn: undefined });
    expect(Object.keys(flexible).sort()).toEqual([...SEARCH_PARAMS].sort());
  });

  it('reads a month (flexible dates) instead of a check-in, and leaves out a bad month or area', () => {
    expect(parse('checkIn=2030-07-04&month=2030-07&nights=14')).toEqual({ month: '2030-07', nights: 14 });
    expect(parse('month=2030-13&bbox=1,2,3')).toEqual({});
    expect(parse('bbox=19.5,39.4,20.2,39.9')).toEqual({ bbox: '19.5,39.4,20.2,39.9' });
  });

  it('leaves out malformed and unknown values', () => {
    expect(parse('location=%20%20&checkIn=2030-02-30&nights=0&guests=-2&amenity=sauna&bedrooms=two&amenities=pool,sauna,pool&other=x')).toEqual({ amenities: ['pool'] });
    expect(parse('checkIn=tomorrow&nights=3.5')).toEqual({});
  });

  it('trims the location and region', () => {
    expect(parse('location=%20Corfu%20&region=greece')).toEqual({ location: 'Corfu', region: 'greece' });
  });

  it('applies the search defaults for the search page: 7 nights, 2 guests', () => {
    expect(searchCriteria(parse(''))).toEqual({ nights: 7, guests: 2, amenities: [] });
    expect(searchCriteria(parse('nights=14&guests=5'))).toMatchObject({ nights: 14, guests: 5 });
  });

  it('names the filter panel parameters', () => {
    expect(FILTER_PANEL_PARAMS).toEqual(['minPrice', 'maxPrice', 'bedrooms', 'amenities']);
  });
});
