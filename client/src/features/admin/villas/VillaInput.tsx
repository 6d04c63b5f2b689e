import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import { Field } from '../../../components/Field';
import { TextField } from '../../../components/TextField';
import type { ZodForm } from '../../../lib/form';
import { HINTS, useVillaLabels } from './villa.labels';
import { maxLength, type Translated, type VillaField, type VillaValues } from './villa.form';

/** A list's textarea grows with its lines (up to a point), so every entry shows without scrolling. */
const MAX_TEXTAREA_ROWS = 16;

function textareaRows(text: string, least: number): number {
  return Math.min(MAX_TEXTAREA_ROWS, Math.max(least, text.split('\n').length + 1));
}

export interface VillaInputProps {
  form: ZodForm<VillaValues>;
  name: VillaField;
  hint?: ReactNode;
  multiline?: boolean;
  /** A textarea's least rows. */
  rows?: number;
  numeric?: boolean;
}

/** One text field of the villa form, English or German (marked as such for screen readers and spelling), with its hint and message. */
export function VillaInput({ form, name, hint, multiline = false, rows = 4, numeric = false }: VillaInputProps) {
  const { label } = useVillaLabels();
  const value = useWatch({ control: form.control, name });
  const german = name.startsWith('translations.de.');
  const base = german ? (name.slice('translations.de.'.length) as Translated) : name;
  const length = numeric ? 9 : maxLength(base as Translated | 'slug');
  const lang = german ? 'de' : undefined;
  const shownHint = hint ?? (HINTS[name] ? <FormattedMessage id={HINTS[name]} /> : undefined);
  if (multiline) {
    return (
      <Field label={label(name)} error={form.error(name)} hint={shownHint}>
        {(control) => <textarea {...control} className="control form-field__input" rows={textareaRows(value, rows)} maxLength={length} lang={lang} {...form.input(name)} />}
      </Field>
    );
  }
  return <TextField label={label(name)} hint={shownHint} maxLength={length} lang={lang} inputMode={numeric ? 'numeric' : undefined} autoComplete="off" {...form.field(name)} />;
}
