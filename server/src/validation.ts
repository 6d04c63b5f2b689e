import { getMetadataStorage, isEmail, validate, ValidateBy, ValidationTypes, type ValidationArguments, type ValidationError, type ValidationOptions } from 'class-validator';
import { EMAIL_MAX_LENGTH, normalizeEmail } from '../../common/email';
import { AppError } from './errors';
import { isMessageKey, type MessageKey } from './i18n/messages';

/** Each class's rules as the quick pass applies them (quickRules), null for a class it leaves to class-validator. */
const quickRulesByClass = new Map<unknown, FieldRules[] | null>();

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
      quickRulesByClass.clear();
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

type Storage = ReturnType<typeof getMetadataStorage>;
type Rule = ReturnType<Storage['getTargetValidationMetadatas']>[number];
type Validator = ReturnType<Storage['getTargetValidatorConstraints']>[number]['instance'];

/** One field's rules as validate() applies them: its conditions (@IsOptional, @ValidateIf), then its checks (@IsDefined first). */
interface FieldRules {
  property: string;
  conditions: Rule[];
  checks: { rule: Rule; validators: Validator[] }[];
}

/** The rule kinds the quick pass applies; a class with any other kind (nested, promised) is left to class-validator. */
const QUICK_KINDS = new Set<string>([ValidationTypes.CONDITIONAL_VALIDATION, ValidationTypes.IS_DEFINED, ValidationTypes.CUSTOM_VALIDATION, ValidationTypes.WHITELIST]);

/** A class's rules for the quick pass, read once from the rules validate() finds for it, or null when it has a kind the pass leaves out. */
function quickRules(Input: unknown): FieldRules[] | null {
  let fields = quickRulesByClass.get(Input);
  if (fields !== undefined) return fields;
  const storage = getMetadataStorage();
  const rules = storage.getTargetValidationMetadatas(Input as new () => object, '', false, false);
  fields = rules.every((rule) => QUICK_KINDS.has(rule.type))
    ? Object.entries(storage.groupByPropertyName(rules)).map(([property, own]) => ({
        property,
        conditions: own.filter((rule) => rule.type === ValidationTypes.CONDITIONAL_VALIDATION),
        checks: [...own.filter((rule) => rule.type === ValidationTypes.IS_DEFINED), ...own.filter((rule) => rule.type === ValidationTypes.CUSTOM_VALIDATION)].map((rule) => ({
          rule,
          validators: storage.getTargetValidatorConstraints(rule.constraintCls).map((constraint) => constraint.instance),
        })),
      }))
    : null;
  quickRulesByClass.set(Input, fields);
  return fields;
}

const isThenable = (value: unknown): value is Promise<boolean> => typeof (value as { then?: unknown } | null)?.then === 'function';

/** `answer`, once the checks already started have finished (a failing one then fails the validation, as in validate()). */
async function settled(pending: Promise<boolean>[], answer: boolean): Promise<boolean> {
  await Promise.all(pending);
  return answer;
}

/**
 * Whether `input` passes every rule, by the rules' own validators applied as validate() applies
 * them (conditions first, `each` over arrays, sets and maps): the same answer without the error
 * objects that validate() builds for every field, valid or not (about 50 µs of a search's CPU
 * for its filter and page). A `false` is then explained by validate() itself.
 */
async function passesQuickly(input: object, fields: FieldRules[]): Promise<boolean> {
  const pending: Promise<boolean>[] = [];
  const record = input as Record<string, unknown>;
  for (const { property, conditions, checks } of fields) {
    const value = record[property];
    if (!conditions.every((rule) => (rule.constraints[0] as (object: object, value: unknown) => boolean)(input, value))) continue;
    for (const { rule, validators } of checks) {
      if (rule.validateIf && !rule.validateIf(input, value)) continue;
      const args: ValidationArguments = { targetName: input.constructor?.name, property: rule.propertyName, object: input, value, constraints: rule.constraints };
      const each = rule.each && (Array.isArray(value) || value instanceof Set || value instanceof Map);
      const values = each ? (value instanceof Map ? [...value.values()] : [...(value as Iterable<unknown>)]) : [value];
      for (const validator of validators) {
        for (const item of values) {
          const valid = validator.validate(item, args);
          if (isThenable(valid)) pending.push(valid);
          else if (!valid) return settled(pending, false);
        }
      }
    }
  }
  return pending.length === 0 || (await Promise.all(pending)).every(Boolean);
}

/** Validates an instance of an @InputType class; throws a translated AppError naming the field. */
export async function assertValid(input: object): Promise<void> {
  const fields = quickRules(input.constructor);
  if (fields && (await passesQuickly(input, fields))) return;
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
