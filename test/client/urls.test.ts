import { EXTRAS_TABS, amenitySearchUrl, destinationSearchUrl, extrasUrl, loginUrl, newsletterConfirmUrl, propertyUrl, safeReturnPath, searchUrl } from '../../client/src/lib/urls';

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

describe('safeReturnPath', () => {
  // In-app paths come back as the browser would load them (pathname + search + hash of this origin).
  const accepted: [string, string][] = [
    ['/', '/'],
    ['/account', '/account'],
    ['/shortlist', '/shortlist'],
    ['/account?tab=orders', '/account?tab=orders'],
    ['/search?location=Costa+del+Sol&checkIn=2030-07-01', '/search?location=Costa+del+Sol&checkIn=2030-07-01'],
    ['/property/abc-123#reviews', '/property/abc-123#reviews'],
    ['/account/orders/A%2F1/invoice', '/account/orders/A%2F1/invoice'],
    ['/search?location=C%C3%B4te', '/search?location=C%C3%B4te'],
    ['/a/../checkout', '/checkout'],
    ['/property/villa sol', '/property/villa%20sol'],
    ['/@evil.example', '/@evil.example'],
    ['/javascript:alert(1)', '/javascript:alert(1)'],
  ];
  // Other origins, scripts, and everything a browser might read as one.
  const refused: string[] = [
    '',
    'account',
    ' /account',
    '//evil.example',
    '///evil.example',
    '//evil.example/account',
    '/\\evil.example',
    '\\\\evil.example',
    '/\\/evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\n/evil.example',
    '/account\u0000',
    '/\u007f/evil.example',
    '/\u0085/evil.example',
    '/%09/evil.example',
    '/%0a/evil.example',
    '/%2F/evil.example',
    '/%2f%2fevil.example',
    '/%5Cevil.example',
    '/%5c%5cevil.example',
    '/%252F/evil.example',
    '/%25252F%25252Fevil.example',
    '/.//evil.example',
    '/..//evil.example',
    '/%2e//evil.example',
    '/a/..//evil.example',
    'https://evil.example',
    'https://evil.example/account',
    'http://localhost.evil.example/',
    'HTTPS:evil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    '\tjavascript:alert(1)',
    'java\nscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '%2F%2Fevil.example',
    '/%E0%A4%A',
  ];

  it.each(accepted)('accepts the in-app path %j as %j', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });

  it.each(refused)('refuses %j', (value) => {
    expect(safeReturnPath(value)).toBeUndefined();
  });

  it('refuses no value, an absurdly long one and even this origin written out (our links never are)', () => {
    expect(safeReturnPath(undefined)).toBeUndefined();
    expect(safeReturnPath(null)).toBeUndefined();
    expect(safeReturnPath(`/${'a'.repeat(3000)}`)).toBeUndefined();
    expect(safeReturnPath(`${window.location.origin}/account`)).toBeUndefined();
  });

  it('puts only safe paths into login links', () => {
    expect(loginUrl({ returnTo: '/checkout' })).toBe('/login?returnTo=%2Fcheckout');
    expect(loginUrl({ returnTo: '//evil.example' })).toBe('/login');
    expect(loginUrl({ tab: 'register', returnTo: '/%09/evil.example' })).toBe('/login?tab=register');
  });
});
