import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { get, useForm, type DefaultValues, type FieldError, type FieldPath, type FieldValues, type RegisterOptions, type UseFormReturn } from 'react-hook-form';
import { useIntl } from 'react-intl';
import * as z from 'zod/mini';
import { announce } from './announce';
import { errorField, serverMessage } from './errors';
import type { MessageId } from './message-id';

/*
 * The one form mechanism of the client: react-hook-form, validated by a zod schema (zod/mini,
 * whose checks tree-shake, since the footer's newsletter form is on every page). A schema's
 * messages are message ids; they are translated when shown, so a language switch applies to a
 * message already on screen.
 */

/** The error type of a message the server sent for a field: shown as worded, never translated. */
const SERVER = 'server';

/** A field's rule: `check` holds for its value, or the field shows `message`. */
export function rule<T>(check: (value: T) => boolean, message: MessageId): z.core.$ZodCheck<T> {
  return z.refine<T>(check, { error: message });
}

/** A rule across fields: `check` holds for the form's values, or the field at `path` shows `message`. */
export function formRule<V>(path: string, check: (values: V) => boolean, message: MessageId): z.core.$ZodCheck<V> {
  return z.refine<V>(check, { error: message, path: path.split('.') });
}

/** A text with at least `min` characters besides surrounding white space. */
export function trimmedMin(min: number, message: MessageId): z.core.$ZodCheck<string> {
  return rule((value: string) => value.trim().length >= min, message);
}

/** The message id each field of `values` shows under `schema` (its first failing rule), by path; {} when all hold. */
export function fieldMessages<V>(schema: z.ZodMiniType<V, V>, values: V): Record<string, MessageId> {
  const result = z.safeParse(schema, values);
  const messages: Record<string, MessageId> = {};
  for (const issue of result.success ? [] : result.error.issues) messages[issue.path.join('.')] ??= issue.message as MessageId;
  return messages;
}

export interface ZodFormOptions<V extends FieldValues> {
  defaultValues: DefaultValues<V>;
  /** Placeholders the validation messages use, such as `{max}`. */
  messageValues?: Record<string, string | number>;
  /**
   * After a submit, every change validates the whole form again ('all'), so messages come and go
   * as the user types; 'clear' only takes messages away as fields become valid and adds none
   * until the next submit (the newsletter band's one field).
   */
  revalidate?: 'all' | 'clear';
}

export interface ZodForm<V extends FieldValues> extends UseFormReturn<V> {
  /** The message under a field: the server's text as it came, or the schema's message translated. */
  error(name: FieldPath<V>): string | undefined;
  /**
   * What a control takes: `register(name, options)` and the value it starts with, which a page
   * rendered on the server shows before its scripts run (RHF sets uncontrolled values only then).
   */
  input<K extends FieldPath<V>>(name: K, options?: RegisterOptions<V, K>): ReturnType<UseFormReturn<V>['register']> & { defaultValue: string | undefined };
  /** What TextField takes: `input(name, options)` and the field's message. */
  field<K extends FieldPath<V>>(name: K, options?: RegisterOptions<V, K>): ReturnType<ZodForm<V>['input']> & { error: string | undefined };
  /**
   * The handler for the form's submit, or for a second submit button of type "button" (Book Now
   * beside Add to Basket). It validates, moves the focus to the first field to fix, and while one
   * submission runs (validation and `onValid`'s promise) ignores further submits.
   */
  submit(onValid: (values: V) => unknown): (event: SyntheticEvent<HTMLElement>) => void;
  /**
   * Shows the server's (already translated) message on a field until the next change or submit,
   * and moves the focus to the first field to fix unless told not to (a message answering a
   * button beside the field, which keeps the focus).
   */
  setServerError(name: FieldPath<V>, message: string, options?: { focus?: boolean }): void;
  /**
   * A GraphQL error naming one of `fields` (extensions.field) goes onto that field as the server
   * worded it; false when it names none of them, or came without an answer, for the caller to show.
   */
  takeServerError(failure: unknown, fields: readonly FieldPath<V>[]): boolean;
}

/**
 * A form validated by `schema` on submit and, once submitted, again on every change, so messages
 * appear when the user asks and clear as they fix them. Values are as typed (a number field
 * holds its text unless registered with valueAsNumber); the submit handler converts them.
 */
export function useZodForm<V extends FieldValues>(schema: z.ZodMiniType<V, V>, options: ZodFormOptions<V>): ZodForm<V> {
  const intl = useIntl();
  const { defaultValues, messageValues, revalidate = 'all' } = options;
  // Validation after a submit is the subscription's below, which runs it for the whole form.
  const form = useForm<V>({ defaultValues, resolver: zodResolver(schema, undefined, { mode: 'sync' }), mode: 'onSubmit', reValidateMode: 'onSubmit', shouldFocusError: false });
  const { subscribe, trigger, clearErrors, getFieldState, getValues, setError, register, handleSubmit, reset } = form;
  const submitted = useRef(false);
  const busy = useRef(false);
  const serverFields = useRef(new Set<FieldPath<V>>());
  // The form last submitted, and whether its first invalid control is to get the focus once shown.
  const root = useRef<ParentNode | null>(null);
  const focusPending = useRef(false);
  // The fields 'clear' looks at: the form's own, as first given.
  const [names] = useState(() => Object.keys(defaultValues) as FieldPath<V>[]);

  useEffect(() => {
    // Told of every change of a value (and of some other events, hence the comparison).
    let last = JSON.stringify(getValues());
    return subscribe({
      formState: { values: true },
      callback: ({ values }) => {
        const now = JSON.stringify(values);
        if (now === last) return;
        last = now;
        const server = [...serverFields.current];
        serverFields.current.clear();
        if (server.length) clearErrors(server);
        if (!submitted.current) return;
        if (revalidate === 'all') {
          void trigger();
          return;
        }
        const failing = fieldMessages(schema, values);
        for (const name of names) {
          if (getFieldState(name).error && !(name in failing)) clearErrors(name);
        }
      },
    });
  }, [subscribe, trigger, clearErrors, getFieldState, getValues, schema, names, revalidate]);

  // Keyboard and screen-reader users go to the first field to fix, once its message is shown.
  useEffect(() => {
    if (!focusPending.current) return;
    const all = (root.current ?? document).querySelectorAll<HTMLElement>('[aria-invalid="true"]');
    const invalid = all[0];
    if (!invalid) return;
    focusPending.current = false;
    invalid.focus();
    // Said as well as shown: how many fields to fix, and the first one's name and message.
    announce(intl.formatMessage({ id: 'form.errorSummary' }, { count: all.length, field: controlName(invalid), message: controlError(invalid) }));
  });

  const error = (name: FieldPath<V>): string | undefined => {
    const found = get(form.formState.errors, name) as FieldError | undefined;
    if (!found?.message) return undefined;
    return found.type === SERVER ? found.message : intl.formatMessage({ id: found.message as MessageId }, messageValues);
  };

  const input = <K extends FieldPath<V>>(name: K, fieldOptions?: RegisterOptions<V, K>) => {
    const start = get(form.formState.defaultValues, name) as unknown;
    return { ...register(name, fieldOptions), defaultValue: start === undefined || start === null ? undefined : String(start) };
  };

  const setServerError = (name: FieldPath<V>, message: string, { focus = true } = {}) => {
    serverFields.current.add(name);
    setError(name, { type: SERVER, message });
    if (focus) focusPending.current = true;
  };

  return {
    ...form,
    error,
    input,
    field: (name, fieldOptions) => ({ ...input(name, fieldOptions), error: error(name) }),
    submit: (onValid) => (event) => {
      // The form, or the fieldset that is a form of its own inside another (a photo's texts in the
      // villa form), whose first invalid control gets the focus. Read now: React clears
      // currentTarget once the handler returns.
      const target = event.currentTarget.closest('fieldset, form') ?? event.currentTarget;
      if (busy.current) {
        event.preventDefault();
        return;
      }
      busy.current = true;
      root.current = target;
      submitted.current = true;
      serverFields.current.clear();
      const onInvalid = () => {
        focusPending.current = true;
      };
      void handleSubmit(async (values) => void (await onValid(values)), onInvalid)(event).finally(() => {
        busy.current = false;
      });
    },
    setServerError,
    takeServerError: (failure, fields) => {
      const name = errorField(failure);
      const message = serverMessage(failure);
      if (!message || !name || !(fields as readonly string[]).includes(name)) return false;
      setServerError(name as FieldPath<V>, message);
      return true;
    },
    reset: (...args) => {
      submitted.current = false;
      serverFields.current.clear();
      reset(...args);
    },
  };
}

/** The text of the elements an ARIA attribute names by id (the first only, for a name). */
function textOf(ids: string | null, first = false): string {
  const list = (ids ?? '').split(' ').filter(Boolean);
  return (first ? list.slice(0, 1) : list)
    .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
    .filter(Boolean)
    .join(' ');
}

/** A control's label as a screen reader names it: its aria-labelledby's first part, its label, or aria-label. */
function controlName(control: HTMLElement): string {
  const labels = (control as HTMLInputElement).labels;
  return textOf(control.getAttribute('aria-labelledby'), true) || labels?.[0]?.textContent?.trim() || control.getAttribute('aria-label') || '';
}

/** The message tied to a control: the last of what its aria-describedby names (the error follows any hint). */
function controlError(control: HTMLElement): string {
  const ids = (control.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return textOf(ids[ids.length - 1] ?? null);
}
