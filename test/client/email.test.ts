import { isValidEmail } from '../../client/src/lib/fields';

describe('isValidEmail', () => {
  it.each(['guest@example.com', 'first.last+villas@mail.example.co.uk', '  padded@example.com  ', 'a@b.c', `${'a'.repeat(240)}@example.com`])(
    'accepts %j',
    (value) => expect(isValidEmail(value)).toBe(true),
  );

  it.each([
    '',
    'plain',
    '@example.com',
    'guest@',
    'guest@example',
    'guest@.example.com',
    'guest@example.com.',
    'guest@example..com',
    'two@at@example.com',
    'with space@example.com',
    'guest@exam\tple.com',
    'guest@example.com\nsecond@example.com',
    `${'a'.repeat(243)}@example.com`,
  ])('refuses %j', (value) => expect(isValidEmail(value)).toBe(false));

  it('answers at once for 50,000 characters shaped to make a backtracking pattern crawl', () => {
    // /^[^\s@]+@[^\s@]+\.[^\s@]+$/ tries every dot of these against every later character: 1–2 s each.
    const crafted = [`a@${'a.'.repeat(25_000)}@`, `a@${'a.'.repeat(25_000)} x`, `a@${'.'.repeat(50_000)}@`];
    const started = performance.now();
    for (const value of crafted) {
      expect(value.length).toBeGreaterThanOrEqual(50_000);
      expect(isValidEmail(value)).toBe(false);
    }
    expect(performance.now() - started).toBeLessThan(200);
  });

  it('still checks a long address that stays within the limit by its shape, not only its length', () => {
    expect(isValidEmail(`a@${'a.'.repeat(120)}com`)).toBe(true);
    expect(isValidEmail(`a@${'a.'.repeat(120)}@`)).toBe(false);
  });
});
