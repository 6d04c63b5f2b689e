import { reviewAuthorName, stayCompleted } from '../../common/reviews';

describe('reviewAuthorName', () => {
  it('publishes the first name and the initial of the last', () => {
    expect(reviewAuthorName('Ada Lovelace')).toBe('Ada L.');
    expect(reviewAuthorName('  Jean  Paul   sartre ')).toBe('Jean S.');
  });

  it('keeps a single name and answers nothing for nothing', () => {
    expect(reviewAuthorName('Cher')).toBe('Cher');
    expect(reviewAuthorName('   ')).toBe('');
  });
});

describe('stayCompleted', () => {
  it('is true from the departure day on', () => {
    expect(stayCompleted('2027-05-08', '2027-05-07')).toBe(false);
    expect(stayCompleted('2027-05-08', '2027-05-08')).toBe(true);
    expect(stayCompleted('2027-05-08', '2028-01-01')).toBe(true);
  });
});
