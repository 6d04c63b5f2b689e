import { getMetadataStorage, isEmail, validate, ValidateBy, type ValidationArguments, type ValidationError, type ValidationOptions } from 'class-validator';
import { EMAIL_MAX_LENGTH, normalizeEmail } from '../../common/email';
import { AppError } from './errors';
import { isMessageKey, type MessageKey } from './i18n/messages';

/**
 * class-validator finds a class's rules by walking every rule and every class on each
 * validation (a search page validated its filter and page twice over). The rules are declared
 * by decorators when the classes load, so each lookup's answer is kept until a rule is added.
 */
function rememberRuleLookups(): void {
  const storage = getMetadataStorage() as ReturnType<typeof getMetadataStorage> & { rulesRemembered?: boolean };
  if (storage.rulesRemembered) return;
  storage.rulesRemembered = true;
  const lookup = storage.getTargetValidationMetadatas.bind(storage);
  const answers = new Map<string, ReturnType<typeof lookup>>();
  const classes = new Map<unknown, number>();
  storage.getTargetValidationMetadatas = (target, schema, always, strictGroups, groups) => {
    if (groups?.length) return lookup(target, schema, always, strictGroups, groups);
    let id = classes.get(target);
    if (id === undefined) classes.set(target, (id = classes.size));
    const key = `${id}|${schema}|${always}|${strictGroups}`;
    let answer = answers.get(key);
    if (!answer) answers.set(key, (answer = lookup(target, schema, always, strictGroups, groups)));
    return answer;
  };
  for (const method of ['addValidationMetadata', 'addConstraintMetadata', 'addValidationSchema'] as const) {
    const add = (storage[method] as (...args: unknown[]) => void).bind(storage);
    (storage as unknown as Record<string, unknown>)[method] = (...args: unknown[]) => {
      answers.clear();
      add(...args);
    };
  }
}
rememberRuleLookups();

/**
 * The message a failed rule shows, as a message key in class-validator's `context`:
 * `@Min(0, v('validation.min'))`. The answer is translated later, in the request's language,
 * with the rule's own arguments (min, max, the allowed values) as parameters.
 */
export function v(key: MessageKey, options: ValidationOptions = {}): ValidationOptions {
  return { ...options, context: { key } };
}

/**
 * Which failed rule of a field is reported, whatever the order of its decorators: a value of the
 * wrong kind first, then one that is not what the field takes (the messages the forms show),
 * then one of the wrong size. Rules not listed come between the last two.
 */
const RULE_PRIORITY = [
  ['isDefined', 'isString', 'isInt', 'isNumber', 'isBoolean', 'isArray', 'isObject'],
  ['isNormalizedEmail', 'isIn', 'isEnum', 'isUuid', 'isIso8601', 'matches', 'trimmedLength'],
  ['minLength', 'maxLength', 'min', 'max', 'arrayMinSize', 'arrayMaxSize'],
];
const OTHER_RULES = 1.5;

function rulePriority(rule: string): number {
  const tier = RULE_PRIORITY.findIndex((rules) => rules.includes(rule));
  return tier === -1 ? OTHER_RULES : tier;
}

interface FailedRule {
  field: string;
  rule: string;
  key: unknown;
  constraints: unknown[];
}

/** The first field (in the input's field order) with a failed rule, and its reported rule. */
function firstFailure(errors: ValidationError[], prefix = ''): FailedRule | undefined {
  for (const error of errors) {
    const field = prefix + error.property;
    const rules = Object.keys(error.constraints ?? {}).sort((a, b) => rulePriority(a) - rulePriority(b));
    if (rules.length) {
      const rule = rules[0];
      const metadata = error.target ? getMetadataStorage().getTargetValidationMetadatas(error.target.constructor, '', true, false).find((m) => m.propertyName === error.property && m.name === rule) : undefined;
      // The key is read from the rule's metadata: class-validator drops `contexts` for failed synchronous custom rules.
      return { field, rule, key: (metadata?.context as { key?: unknown } | undefined)?.key, constraints: metadata?.constraints ?? [] };
    }
    const nested = firstFailure(error.children ?? [], `${field}.`);
    if (nested) return nested;
  }
  return undefined;
}

/** Turns class-validator's result into one translated, field-naming AppError. */
export function toAppError(errors: ValidationError[]): AppError {
  const failure = firstFailure(errors);
  if (!failure) return new AppError('BAD_USER_INPUT', 'error.badRequest');
  const { field, key, constraints } = failure;
  if (typeof key !== 'string' || !isMessageKey(key)) return new AppError('BAD_USER_INPUT', 'validation.invalid', { field }, field);
  const params: Record<string, string | number> = { field };
  const [a, b] = constraints;
  if (typeof a === 'number') Object.assign(params, { min: a, max: a });
  if (typeof b === 'number') params.max = b;
  if (Array.isArray(a)) params.values = a.join(', ');
  return new AppError('BAD_USER_INPUT', key, params, field);
}

/** Validates an instance of an @InputType class; throws a translated AppError naming the field. */
export async function assertValid(input: object): Promise<void> {
  const errors = await validate(input, { forbidUnknownValues: false, validationError: { target: true, value: false } });
  if (errors.length) throw toAppError(errors);
}

type Ctor<T> = new () => T;

/** The fields each input class validates, read from class-validator's metadata once per class (it is fixed once the class is loaded). */
const declaredByClass = new WeakMap<Ctor<object>, ReadonlySet<string>>();

function declaredFields(Input: Ctor<object>): ReadonlySet<string> {
  let declared = declaredByClass.get(Input);
  if (!declared) {
    declared = new Set(getMetadataStorage().getTargetValidationMetadatas(Input, '', true, false).map((m) => m.propertyName));
    declaredByClass.set(Input, declared);
  }
  return declared;
}

/**
 * REST bodies and query strings: copies only the fields the input class validates (every input
 * field carries a class-validator decorator, @IsOptional at least), so unknown or tampered
 * fields are ignored, coerces numeric strings where the class says number, validates.
 */
export async function parseInput<T extends object>(Input: Ctor<T>, raw: unknown, numericFields: (keyof T)[] = []): Promise<T> {
  const instance = new Input();
  const declared = declaredFields(Input);
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

/** A string whose trimmed length lies in [min, max]; blanks do not count as content. */
export function TrimmedLength(min: number, max: number, options: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'trimmedLength',
      constraints: [min, max],
      validator: { validate: (value: unknown) => typeof value === 'string' && value.trim().length >= min && value.trim().length <= max },
    },
    options,
  );
}
