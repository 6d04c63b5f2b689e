import { ArrayMaxSize, IsDefined, IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min, MinLength, ValidateBy, ValidateIf, ValidateNested, validate, type ValidationOptions } from 'class-validator';
import { PropertyFilter } from '../../server/src/modules/properties/property.types';
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

// Rules of every kind the quick pass applies itself, and one it leaves to class-validator.
class Mixed {
  @IsOptional()
  @IsInt(v('validation.integer'))
  @Min(1, v('validation.min'))
  @Max(9, v('validation.max'))
  guests?: unknown;

  @IsOptional()
  @ArrayMaxSize(2, v('validation.invalid'))
  @IsIn(['pool', 'sea'], v('validation.enum', { each: true }))
  amenities?: unknown;

  @ValidateIf((input: Mixed) => input.guests !== 0)
  @IsString(v('validation.invalid'))
  note?: unknown;

  @IsDefined(v('validation.required'))
  @Matches(/^\d{4}-\d{2}$/, v('search.month'))
  month?: unknown;

  @IsOptional()
  @IsNotTaken({ message: 'taken' })
  code?: unknown;
}

/** A rule answered asynchronously (as a lookup would be). */
function IsNotTaken(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy({ name: 'isNotTaken', async: true, validator: { validate: async (value: unknown) => value !== 'taken' } }, options);
}

class Inner {
  @IsInt(v('validation.integer'))
  n!: unknown;
}

class WithNested {
  @IsOptional()
  @ValidateNested()
  inner?: unknown;

  @IsString(v('validation.invalid'))
  name!: unknown;
}

describe('the quick pass of assertValid', () => {
  // Values each field accepts, then values it refuses (or that it accepts only with the other fields: note with guests 0).
  const candidates: Record<string, [unknown[], unknown[]]> = {
    guests: [[undefined, null, 1, 5, 9], [0, 10, -1, 2.5, '3', true]],
    amenities: [[undefined, null, [], ['pool'], ['pool', 'sea'], new Set(['sea'])], [['pool', 'sea', 'pool'], ['lake'], 'pool', new Set(['lake']), [1]]],
    note: [['', 'hello'], [undefined, null, 7]],
    month: [['2027-07'], [undefined, null, '2027-7', 202707]],
    code: [[undefined, null, 'free'], ['taken']],
  };
  const pick = <T,>(values: T[]) => values[Math.floor(Math.random() * values.length)];
  // Mostly accepted values, so that inputs both pass and fail.
  const valueFor = ([accepted, refused]: [unknown[], unknown[]]) => pick(Math.random() < 0.85 ? accepted : refused);

  it('accepts and refuses exactly what class-validator does, for every kind of rule', async () => {
    const seen = { accepted: 0, refused: 0 };
    for (let i = 0; i < 400; i += 1) {
      const values = Object.fromEntries(Object.entries(candidates).map(([field, options]) => [field, valueFor(options)]));
      const input = Object.assign(new Mixed(), values);
      const expected = (await validate(Object.assign(new Mixed(), values), { forbidUnknownValues: false })).length === 0;
      const accepted = await assertValid(input).then(() => true, (error: unknown) => {
        if (!(error instanceof AppError)) throw error;
        return false;
      });
      expect({ values, accepted }).toEqual({ values, accepted: expected });
      seen[accepted ? 'accepted' : 'refused'] += 1;
    }
    // Both answers were exercised.
    expect(seen.accepted).toBeGreaterThan(10);
    expect(seen.refused).toBeGreaterThan(10);
  });

  it('reports the same field and message as class-validator alone', async () => {
    const refused = await assertValid(Object.assign(new Mixed(), { guests: 3, note: 'x', month: '2027-07', amenities: ['pool', 'lake'] })).catch((error: AppError) => error);
    expect(refused).toMatchObject({ messageKey: 'validation.enum', field: 'amenities' });
    const late = await assertValid(Object.assign(new Mixed(), { guests: 3, note: 'x', month: '2027-07', code: 'taken' })).catch((error: AppError) => error);
    expect(late).toBeInstanceOf(AppError);
  });

  it('leaves a class with nested rules to class-validator', async () => {
    await expect(assertValid(Object.assign(new WithNested(), { name: 'a', inner: Object.assign(new Inner(), { n: 1 }) }))).resolves.toBeUndefined();
    await expect(assertValid(Object.assign(new WithNested(), { name: 'a', inner: Object.assign(new Inner(), { n: 'one' }) }))).rejects.toMatchObject({ field: 'inner.n' });
  });

  it("keeps the storefront's search inputs as class-validator judges them", async () => {
    const filters: Record<string, unknown>[] = [
      { minPrice: 0, maxPrice: 15000 },
      { minPrice: -1 },
      { guests: 6, nights: 7, checkIn: '2027-07-03' },
      { checkIn: '2027-02-30' },
      { month: '2027-13' },
      { amenities: ['INFINITY_POOL', 'NOPE'] },
      { amenity: 'INFINITY_POOL', location: 'Corfu', bbox: '19.3,34.8,29.7,41.8' },
      { maxPrice: 1.5 },
    ];
    for (const values of filters) {
      const expected = (await validate(Object.assign(new PropertyFilter(), values), { forbidUnknownValues: false })).length === 0;
      const accepted = await assertValid(Object.assign(new PropertyFilter(), values)).then(() => true, () => false);
      expect({ values, accepted }).toEqual({ values, accepted: expected });
    }
  });
});
