import { AMENITY_GROUPS, AMENITY_MESSAGE_IDS, isAmenityFilter } from '../../common/amenities';
import { enumName, enumOf } from '../../common/enum-names';
import en from '../../client/src/i18n/en.json';
import de from '../../client/src/i18n/de.json';

describe('amenity groups', () => {
  it('are the header quick filters, in order, with the text they match', () => {
    expect(AMENITY_GROUPS.map((g) => [g.value, g.matches])).toEqual([
      ['beachfront', 'beach'],
      ['infinity-pool', 'infinity'],
      ['island', 'island'],
      ['private-pool', 'private pool'],
      ['pool', 'pool'],
      ['family', 'family'],
    ]);
  });

  it('have labels in both client catalogues', () => {
    for (const id of Object.values(AMENITY_MESSAGE_IDS)) {
      expect(en).toHaveProperty([id]);
      expect(de).toHaveProperty([id]);
    }
    expect((en as Record<string, string>)[AMENITY_MESSAGE_IDS.family]).toBe('Family Friendly');
  });

  it('map URL values to GraphQL enum names', () => {
    expect(enumName('infinity-pool')).toBe('INFINITY_POOL');
    expect(enumName('beachfront')).toBe('BEACHFRONT');
    expect(enumOf(['car-hire', 'flights'])).toEqual({ CAR_HIRE: 'car-hire', FLIGHTS: 'flights' });
  });

  it('recognise only known URL values', () => {
    expect(isAmenityFilter('private-pool')).toBe(true);
    expect(isAmenityFilter('PRIVATE_POOL')).toBe(false);
    expect(isAmenityFilter(null)).toBe(false);
  });
});
