import { useState, type ComponentProps, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { FIELD_MAX_LENGTH } from '../lib/fields';
import type { MessageId } from '../lib/message-id';
import { Field } from './Field';

export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  label: ReactNode;
  /** The validation message shown under the field; also marks the input invalid for assistive tech. */
  error?: string;
  hint?: ReactNode;
}

/** Input types whose value is free text, and so needs a length bound (maxLength means nothing to the others). */
const FREE_TEXT_TYPES = new Set(['text', 'email', 'tel', 'search', 'url', 'password']);

/** A bound for every free-text input: the server's limit for its kind unless the caller names one. */
function defaultMaxLength(type: string | undefined): number | undefined {
  if (type === 'email') return FIELD_MAX_LENGTH.email;
  return FREE_TEXT_TYPES.has(type ?? 'text') ? FIELD_MAX_LENGTH.text : undefined;
}

/**
 * A labelled input with its error message tied to it (aria-invalid, aria-describedby). Free
 * text stops at `maxLength`, by default the server's bound for the type (e-mail 254, else 200).
 */
export function TextField({ label, error, hint, className, maxLength, ...input }: TextFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {(control) => <input {...control} className="control form-field__input" maxLength={maxLength ?? defaultMaxLength(input.type)} {...input} />}
    </Field>
  );
}

/**
 * A password input with a show/hide toggle; the toggle says which state it switches to. It
 * stops at the server's longest password unless told otherwise.
 */
export function PasswordField({ label, error, hint, className, maxLength = FIELD_MAX_LENGTH.password, ...input }: Omit<TextFieldProps, 'type'>) {
  const intl = useIntl();
  const [visible, setVisible] = useState(false);
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <div className="form-field__password">
          <input {...control} type={visible ? 'text' : 'password'} className="control form-field__input" maxLength={maxLength} {...input} />
          <button
            type="button"
            className="form-field__toggle"
            aria-controls={control.id}
            aria-pressed={visible}
            aria-label={intl.formatMessage({ id: visible ? 'form.hidePassword' : 'form.showPassword' })}
            onClick={() => setVisible((v) => !v)}
          >
            <EyeIcon crossed={visible} />
          </button>
        </div>
      )}
    </Field>
  );
}

/** A field as a form binds it (`field(name)` of lib/form.ts): name, ref, change and blur handlers, and its message. */
type BoundField = Pick<TextFieldProps, 'name' | 'ref' | 'value' | 'onChange' | 'onBlur' | 'error'>;

/**
 * A new password, with the password rules as its hint, and its confirmation: what registering,
 * resetting and changing a password ask for.
 */
export function NewPasswordFields({ labels, password, confirmation }: { labels: [MessageId, MessageId]; password: BoundField; confirmation: BoundField }) {
  const intl = useIntl();
  return (
    <>
      <PasswordField label={intl.formatMessage({ id: labels[0] })} autoComplete="new-password" hint={intl.formatMessage({ id: 'auth.passwordHint' })} {...password} />
      <PasswordField label={intl.formatMessage({ id: labels[1] })} autoComplete="new-password" {...confirmation} />
    </>
  );
}

/** An eye (show) or a crossed-out eye (hide), drawn in the text colour. */
function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
      {crossed ? <path d="M4 4l16 16" /> : null}
    </svg>
  );
}
