import { slugify, SLUG_PATTERN, villaSlug } from '../../common/slug';

describe('slugify', () => {
  it('keeps ASCII letters and digits, joins the rest with single hyphens', () => {
    expect(slugify('Villa Thalassa – Sea View 2')).toBe('villa-thalassa-sea-view-2');
    expect(slugify('  --Casa  del   Mar--  ')).toBe('casa-del-mar');
  });

  it('drops accents and spells out letters without a base letter', () => {
    expect(slugify('Château Saint-Émilion')).toBe('chateau-saint-emilion');
    expect(slugify('Große Straße')).toBe('grosse-strasse');
    expect(slugify('Tromsø Lodge')).toBe('tromso-lodge');
  });

  it('always answers a valid slug, or an empty string when nothing is left', () => {
    for (const text of ['Villa ★★★', 'Ä-Ö-Ü', 'a__b', 'x'.repeat(5)]) expect(slugify(text)).toMatch(SLUG_PATTERN);
    expect(slugify('★ ★')).toBe('');
  });

  it('prefixes a villa slug with its destination key, as the demo catalogue does', () => {
    expect(villaSlug('costa-del-sol', 'Villa Bianca')).toBe('costa-del-sol-villa-bianca');
  });
});
