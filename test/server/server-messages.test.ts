import { translate } from '../../server/src/i18n/messages';

/** Server messages are ICU messages, formatted like the client's: plurals and calendar days. */
describe('server messages', () => {
  it('say "1 guest" and "2 guests" in the confirmation e-mail, in both languages', () => {
    const stay = { property: 'Villa Azure', checkIn: '2027-06-12', checkOut: '2027-06-19' };
    expect(translate('en', 'checkout.mailStay', { ...stay, guests: 1 })).toBe('- Villa Azure: 12 Jun 2027 to 19 Jun 2027, 1 guest');
    expect(translate('en', 'checkout.mailStay', { ...stay, guests: 2 })).toBe('- Villa Azure: 12 Jun 2027 to 19 Jun 2027, 2 guests');
    expect(translate('de', 'checkout.mailStay', { ...stay, guests: 1 })).toBe('- Villa Azure: 12. Juni 2027 bis 19. Juni 2027, 1 Gast');
    expect(translate('de', 'checkout.mailStay', { ...stay, guests: 4 })).toBe('- Villa Azure: 12. Juni 2027 bis 19. Juni 2027, 4 Gäste');
  });

  it('show calendar days as dates, never as ISO strings', () => {
    const message = translate('en', 'checkout.unavailable', { property: 'Villa Azure', checkIn: '2027-06-12', checkOut: '2027-06-19' });
    expect(message).toContain('from 12 Jun 2027 to 19 Jun 2027');
    expect(message).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });

  it('agree in number with the rule they state', () => {
    expect(translate('en', 'booking.minNights', { minNights: 1 })).toBe('This villa has a minimum stay of 1 night.');
    expect(translate('en', 'booking.tooManyGuests', { sleeps: 8 })).toBe('This villa sleeps at most 8 guests.');
    expect(translate('de', 'booking.leadTime', { days: 1 })).toBe('Die Anreise muss mindestens 1 Tag in der Zukunft liegen.');
  });

  it('keep a missing argument visible instead of failing', () => {
    expect(translate('en', 'error.internal')).toBe('Something went wrong on our side. Please try again. (Reference {errorId})');
  });
});

describe('server messages with a plain argument', () => {
  it('leave an ISO day given to a plain {argument} as it is (only date arguments are formatted)', () => {
    expect(translate('en', 'block.overlaps', { checkIn: '2027-06-19', checkOut: '2027-06-24' })).toBe(
      'The dates 2027-06-19 to 2027-06-24 overlap a booking or another block of this villa. Please choose other dates.',
    );
  });
});
