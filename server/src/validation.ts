import { getMetadataStorage, isEmail, validate, ValidateBy, type ValidationArguments, type ValidationError, type ValidationOptions } from 'class-validator';
import { EMAIL_MAX_LENGTH, normalizeEmail } from '../../common/email';
import { AppError } from './errors';
import { isMessageKey, type MessageKey } from './i18n/messages';

/**
 * class-validator messages are message keys, carried with the constraint's arguments so the
 * answer can be translated later: `message: v('validation.min')`.
 */
export function v(key: MessageKey) {
  return (args: ValidationArguments) => JSON.stringify({ key, field: args.property, constraints: args.constraints ?? [] });
}

function firstError(errors: ValidationError[], prefix = ''): { field: string; message?: string } | undefined {
  for (const error of errors) {
    const field = prefix + error.property;
    const message = error.constraints ? Object.values(error.constraints)[0] : undefined;
    if (message) return { field, message };
    const nested = firstError(error.children ?? [], `${field}.`);
    if (nested) return nested;
  }
  return undefined;
}

/** Turns class-validator's result into one translated, field-naming AppError. */
export function toAppError(errors: ValidationError[]): AppError {
  const first = firstError(errors);
  if (!first?.message) return new AppError('BAD_USER_INPUT', 'error.badRequest');
  try {
    const parsed = JSON.parse(first.message) as { key: string; field: string; constraints: unknown[] };
    if (isMessageKey(parsed.key)) {
      const params: Record<string, string | number> = { field: first.field };
      const [a, b] = parsed.constraints;
      if (typeof a === 'number') Object.assign(params, { min: a, max: a });
      if (typeof b === 'number') params.max = b;
      if (Array.isArray(a)) params.values = a.join(', ');
      return new AppError('BAD_USER_INPUT', parsed.key, params, first.field);
    }
  } catch {
    // A decorator without a message key: fall through to the generic message.
  }
  return new AppError('BAD_USER_INPUT', 'validation.invalid', { field: first.field }, first.field);
}

/** Validates an instance of an @InputType class; throws a translated AppError naming the field. */
export async function assertValid(input: object): Promise<void> {
  const errors = await validate(input, { forbidUnknownValues: false, validationError: { target: false, value: false } });
  if (errors.length) throw toAppError(errors);
}

type Ctor<T> = new () => T;

/**
 * REST bodies and query strings: copies only the fields the input class validates (every input
 * field carries a class-validator decorator, @IsOptional at least), so unknown or tampered
 * fields are ignored, coerces numeric strings where the class says number, validates.
 */
export async function parseInput<T extends object>(Input: Ctor<T>, raw: unknown, numericFields: (keyof T)[] = []): Promise<T> {
  const instance = new Input();
  const declared = new Set(getMetadataStorage().getTargetValidationMetadatas(Input, '', true, false).map((m) => m.propertyName));
  if (raw && typeof raw === 'object') {
    for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
      if (!declared.has(key)) continue;
      const numeric = numericFields.includes(key as keyof T) && typeof value === 'string' && value.trim() !== '';
      (instance as Record<string, unknown>)[key] = numeric ? Number(value) : value;
    }
  }
  await assertValid(instance);
  return instance;
}

/**
 * An e-mail address field. Before it is checked, the value is replaced by its normal form
 * (NFKC, trimmed, lower-cased; see common/email.ts), so validation, uniqueness and sign-in all
 * see `ａnna@EXAMPLE.com` as `anna@example.com`. Both GraphQL and REST inputs pass through here.
 */
export function IsNormalizedEmail(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isNormalizedEmail',
      validator: {
        validate(value: unknown, args?: ValidationArguments): boolean {
          if (typeof value !== 'string') return false;
          const normalized = normalizeEmail(value);
          if (args) (args.object as Record<string, unknown>)[args.property] = normalized;
          return normalized.length <= EMAIL_MAX_LENGTH && isEmail(normalized);
        },
      },
    },
    options,
  );
}
