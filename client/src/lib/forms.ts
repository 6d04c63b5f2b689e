import { useCallback, useState, type ChangeEvent, type FormEvent } from 'react';

/** An address with one @, something before it and a dotted domain after it (no spaces). */
export function isValidEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}

/** A message id of the client catalogues (checked against en.json). */
export type MessageId = FormatjsIntl.Message['ids'];

/** Message ids per field; a field without an entry is valid. */
export type FieldErrors<V> = Partial<Record<keyof V, MessageId>>;

/**
 * A small controlled form: validation runs on submit and, once submitted, again on every
 * change (spec section 5), so messages appear when the user asks and clear as they fix them.
 * `validate` returns message ids; components translate them.
 */
export function useForm<V extends Record<string, string>>(initial: V, validate: (values: V) => FieldErrors<V>) {
  const [values, setValues] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const [errors, setErrors] = useState<FieldErrors<V>>({});

  const field = <K extends keyof V & string>(name: K) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const next = { ...values, [name]: event.target.value };
      setValues(next);
      if (submitted) setErrors(validate(next));
    },
  });

  const handleSubmit = (onValid: (values: V) => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const found = validate(values);
    setSubmitted(true);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      // Take keyboard and screen-reader users to the first field to fix.
      setTimeout(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
      return;
    }
    onValid(values);
  };

  const reset = useCallback(() => {
    setValues(initial);
    setSubmitted(false);
    setErrors({});
  }, [initial]);

  return { values, errors, field, handleSubmit, reset };
}
