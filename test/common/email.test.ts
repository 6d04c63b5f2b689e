import { EMAIL_MAX_LENGTH, isEmailAddress, normalizeEmail } from '../../common/email';

describe('normalizeEmail', () => {
  it.each([
    ['Anna@Example.COM', 'anna@example.com'],
    ['  anna@example.com\u00a0', 'anna@example.com'],
    ['ａｎｎａ＠ｅｘａｍｐｌｅ．ｃｏｍ', 'anna@example.com'],
    ['ＡＮＮＡ@example.com', 'anna@example.com'],
    ['ﬁn@example.com', 'fin@example.com'],
  ])('%s → %s', (raw, normal) => {
    expect(normalizeEmail(raw)).toBe(normal);
  });
});

describe('isEmailAddress', () => {
  it.each(['a@b.co', 'first.last+tag@sub.example.org', "o'brien@example.ie"])('accepts %s', (value) => expect(isEmailAddress(value)).toBe(true));
  it.each(['', 'plain', '@example.com', 'a@', 'a@b', 'a@.com', 'a@example.', 'a@@example.com', 'a b@example.com', 'a@exa..mple.com', `${'a'.repeat(EMAIL_MAX_LENGTH)}@example.com`])('refuses %p', (value) => expect(isEmailAddress(value)).toBe(false));

  it('answers a 100,000-character input at once (no backtracking)', () => {
    const started = performance.now();
    expect(isEmailAddress(`${'a@'.repeat(50_000)}`)).toBe(false);
    expect(isEmailAddress(`${'a'.repeat(100_000)}@example.com`)).toBe(false);
    expect(performance.now() - started).toBeLessThan(200);
  });
});
