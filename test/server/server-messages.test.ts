// The test set-up (helpers/server-setup.ts) installs every module's messages, as the server does at start.
import { IntlMessageFormat } from 'intl-messageformat';
import { commonMessages, joinMessages, serverCatalogues, translate, type DuplicateKeys, type ModuleMessages } from '../../server/src/i18n/messages';
import { modules } from '../../server/src/module-list';

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

/** How the server formats `{day, date, day}` (i18n/messages.ts). */
const DAY_FORMAT = { date: { day: { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' } } } as const;

describe('server messages with a plain argument', () => {
  it('read exactly as IntlMessageFormat writes them, every message in both languages (plain ones are filled without it)', () => {
    const catalogue = serverCatalogues();
    let compared = 0;
    for (const locale of ['en', 'de'] as const) {
      for (const [key, text] of Object.entries(catalogue[locale])) {
        // Every argument a text or a number, by turns, with the characters ICU treats specially.
        const values: Record<string, string | number> = {};
        argumentsOf(text).forEach((name, i) => (values[name] = i % 2 ? "it's {x} #1" : 1234.5));
        let expected: string;
        try {
          expected = String(new IntlMessageFormat(text, locale === 'de' ? 'de-DE' : 'en-GB', DAY_FORMAT, { ignoreTag: true }).format(values));
        } catch {
          continue; // a date or plural argument given text: not a call the server makes
        }
        expect({ key, locale, text: translate(locale, key as never, values) }).toEqual({ key, locale, text: expected });
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(500);
  });

  it('leave an ISO day given to a plain {argument} as it is (only date arguments are formatted)', () => {
    expect(translate('en', 'block.overlaps', { checkIn: '2027-06-19', checkOut: '2027-06-24' })).toBe(
      'The dates 2027-06-19 to 2027-06-24 overlap a booking or another block of this villa. Please choose other dates.',
    );
  });
});

/** Each message's arguments: `{name}`, `{n, plural, …}`, `{day, date, day}` (not the `{# guests}` inside a plural). */
const argumentsOf = (text: string) => [...new Set([...text.matchAll(/\{(\w+)/g)].map((match) => match[1]))].sort();

describe('server message catalogue', () => {
  const sources: readonly { name: string; messages?: ModuleMessages }[] = [commonMessages, ...modules];

  it("gives every module's messages the same keys and arguments in English and German", () => {
    for (const { name, messages } of sources) {
      if (!messages) continue;
      expect({ name, keys: Object.keys(messages.de).sort() }).toEqual({ name, keys: Object.keys(messages.en).sort() });
      for (const [key, english] of Object.entries(messages.en)) {
        expect({ key, german: argumentsOf(messages.de[key]) }).toEqual({ key, german: argumentsOf(english) });
      }
    }
  });

  it('holds every message of every module, once, with its own text in both languages', () => {
    const catalogue = serverCatalogues();
    const declared = sources.flatMap(({ messages }) => Object.keys(messages?.en ?? {}));
    expect(new Set(declared).size).toBe(declared.length);
    expect(Object.keys(catalogue.en).sort()).toEqual([...declared].sort());
    expect(Object.keys(catalogue.de).sort()).toEqual([...declared].sort());
    for (const { messages } of sources) {
      for (const key of Object.keys(messages?.en ?? {})) {
        expect(catalogue.en[key]).toBe(messages?.en[key]);
        expect(catalogue.de[key]).toBe(messages?.de[key]);
      }
    }
  });

  it('refuses a key that two modules declare, naming both', () => {
    const one = { name: 'one', messages: { en: { 'x.clash': 'One' }, de: { 'x.clash': 'Eins' } } };
    const two = { name: 'two', messages: { en: { 'x.clash': 'Two' }, de: { 'x.clash': 'Zwei' } } };
    expect(() => joinMessages([commonMessages, one, two])).toThrow('The message key "x.clash" is declared by both one and two');
    const cartClash = { name: 'cart', messages: { en: { 'error.internal': 'Oops' }, de: { 'error.internal': 'Hoppla' } } };
    expect(() => joinMessages([commonMessages, cartClash])).toThrow('"error.internal" is declared by both i18n/messages.ts and cart');

    // Typecheck finds the same clash before the server starts, and none in the real module list.
    const clash: DuplicateKeys<[typeof commonMessages, typeof cartClash]> = 'error.internal';
    const none: [DuplicateKeys<[typeof commonMessages, ...typeof modules]>] extends [never] ? true : false = true;
    expect([clash, none]).toEqual(['error.internal', true]);
  });

  it('refuses a module whose English and German keys differ', () => {
    const partial = { name: 'partial', messages: { en: { 'x.one': 'One', 'x.two': 'Two' }, de: { 'x.one': 'Eins' } } };
    expect(() => joinMessages([partial])).toThrow('The partial messages differ between English and German in: x.two.');
  });
});
