import { regionNotInLocation } from '../../client/src/features/property/property.logic';

describe('property header location (regression: "Kassiopi, Corfu, Greece | Corfu · Greece")', () => {
  it('adds the region and country only when the location does not already name them', () => {
    expect(regionNotInLocation('Kassiopi, Corfu, Greece', 'Corfu', 'Greece')).toBeNull();
    expect(regionNotInLocation('Kassiopi', 'Corfu', 'Greece')).toBe('Corfu · Greece');
    expect(regionNotInLocation('Kassiopi, Corfu', 'Corfu', 'Greece')).toBe('Greece');
    expect(regionNotInLocation('Palm Jumeirah, Dubai', 'Dubai', null)).toBeNull();
  });
});
