import { IsInt, IsString, MaxLength, Min, MinLength } from 'class-validator';
import { AppError } from '../../server/src/errors';
import { assertValid, IsNormalizedEmail, v } from '../../server/src/validation';

// The same rules, stacked in opposite orders: the reported failure must not depend on the order.
class TopDown {
  @IsString(v('validation.invalid'))
  @MinLength(3, v('auth.name'))
  @MaxLength(5, v('validation.maxLength'))
  name!: unknown;

  @IsInt(v('validation.integer'))
  @Min(0, v('validation.min'))
  count!: unknown;

  @IsNormalizedEmail(v('auth.email'))
  @MaxLength(20, v('validation.maxLength'))
  email!: unknown;
}

class BottomUp {
  @MaxLength(5, v('validation.maxLength'))
  @MinLength(3, v('auth.name'))
  @IsString(v('validation.invalid'))
  name!: unknown;

  @Min(0, v('validation.min'))
  @IsInt(v('validation.integer'))
  count!: unknown;

  @MaxLength(20, v('validation.maxLength'))
  @IsNormalizedEmail(v('auth.email'))
  email!: unknown;
}

async function reported(Input: new () => object, values: Record<string, unknown>): Promise<{ key: string; field?: string; params: Record<string, unknown> } | undefined> {
  const input = Object.assign(new Input(), { name: 'abcd', count: 1, email: 'a@b.co', ...values });
  try {
    await assertValid(input);
    return undefined;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { key: error.messageKey, field: error.field, params: error.params };
  }
}

describe('which validation message is reported', () => {
  it.each([
    ['a value of the wrong kind before its size', { name: 42 }, 'validation.invalid', 'name'],
    ['the whole-number rule before the range', { count: -1.5 }, 'validation.integer', 'count'],
    ['the range with its bound', { count: -2 }, 'validation.min', 'count'],
    ['the e-mail format rule before the length cap', { email: `${'x'.repeat(30)}@example` }, 'auth.email', 'email'],
    ['the length cap alone', { email: `${'x'.repeat(30)}@example.com` }, 'validation.maxLength', 'email'],
    ['the minimum length', { name: 'ab' }, 'auth.name', 'name'],
  ])('reports %s, whatever the decorator order', async (_label, values, key, field) => {
    const top = await reported(TopDown, values);
    const bottom = await reported(BottomUp, values);
    expect(top).toMatchObject({ key, field });
    expect(bottom).toEqual(top);
  });

  it("passes the rule's bounds to the message", async () => {
    expect((await reported(TopDown, { name: 'abcdefgh' }))?.params).toMatchObject({ field: 'name', max: 5 });
    expect((await reported(TopDown, { count: -3 }))?.params).toMatchObject({ field: 'count', min: 0 });
  });

  it('normalises an e-mail address before it is checked', async () => {
    const input = Object.assign(new TopDown(), { name: 'abcd', count: 1, email: ' ＡＤＡ@Example.ORG ' });
    await assertValid(input);
    expect(input.email).toBe('ada@example.org');
  });
});
