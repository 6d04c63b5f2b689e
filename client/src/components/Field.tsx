import { useId, type ReactNode } from 'react';
import './forms.css';

/** What a field hands its control: the id its label points at and the links to its hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * The ids that tie a control to its hint and error message, for the few controls whose label
 * is laid out apart from them (a visually hidden label beside a button, a labelled-by button).
 */
export function useFieldIds({ hint, error }: { hint?: ReactNode; error?: ReactNode }) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const control: FieldControlProps = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined,
  };
  return { id, hintId, errorId, control };
}

/**
 * The two looks a field has: the stacked form field of the forms (forms.css) and the small
 * upper-case label of the search and booking sidebars (ui.css).
 */
const LOOKS = {
  form: { field: 'form-field', invalid: 'form-field--invalid', label: 'form-field__label', hint: 'form-field__hint', error: 'form-field__error' },
  compact: { field: '', invalid: '', label: 'field-label', hint: 'form-field__hint', error: 'field-error' },
} as const;

export interface FieldProps {
  label: ReactNode;
  /** The validation message shown under the control; also marks the control invalid for assistive tech. */
  error?: string;
  hint?: ReactNode;
  className?: string;
  look?: keyof typeof LOOKS;
  /** The control, given its id and aria wiring: an input, a textarea, a select, an input with a button. */
  children: (control: FieldControlProps) => ReactNode;
}

/** A label, the control it names, an optional hint and the error message, wired for assistive tech. */
export function Field({ label, error, hint, className, look = 'form', children }: FieldProps) {
  const { hintId, errorId, control } = useFieldIds({ hint, error });
  const classes = LOOKS[look];
  const wrapper = [classes.field, error ? classes.invalid : '', className ?? ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={wrapper}>
      <label htmlFor={control.id} className={classes.label}>
        {label}
      </label>
      {children(control)}
      {hint ? (
        <p id={hintId} className={classes.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <FieldError id={errorId} className={classes.error}>
          {error}
        </FieldError>
      ) : null}
    </div>
  );
}

/** An error message under a control; its id is what the control's aria-describedby names. */
export function FieldError({ id, className = 'form-field__error', children }: { id: string; className?: string; children: ReactNode }) {
  return (
    <p id={id} className={className}>
      {children}
    </p>
  );
}
