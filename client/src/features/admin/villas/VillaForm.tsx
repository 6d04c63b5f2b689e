import type { FragmentType } from '@apollo/client';
import { useFragment, useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { Controller } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { Field } from '../../../components/Field';
import { useClearOfStickyBar } from '../../../components/useClearOfStickyBar';
import { toast } from '../../../components/toast.store';
import { errorField, serverMessage } from '../../../lib/errors';
import { useZodForm } from '../../../lib/form';
import { AdminNote } from '../AdminNote';
import { AmenitiesSection } from './AmenitiesSection';
import { DestinationOptions } from './DestinationOptions';
import { EditorSection, FieldGroup } from './EditorSection';
import { VillaFormSummary, type Problem } from './VillaFormSummary';
import { VillaInput } from './VillaInput';
import { VillaPhotos } from './VillaPhotos';
import { AMENITY_PARTS, createInput, germanField, isListField, isVillaField, updateInput, VILLA_FIELDS, VILLA_MESSAGE_VALUES, villaFormValues, villaSchema, type Translated } from './villa.form';
import { LANGUAGE_HEADS, TEXT_GROUPS, useVillaLabels } from './villa.labels';
import { createPropertyMutation, forgetVillaLists, updatePropertyMutation, villaChoicesQuery, villaEditorFragment } from './villa.operations';

const TEXTAREA_ROWS: Partial<Record<Translated, number>> = { description: 4, longDescription: 10, features: 5, layout: 5, nearbyAttractions: 5 };
/** An amenity field by its API path ("amenities.1.icon"). */
const AMENITY_FIELD = /^amenities\.(\d+)\.(icon|label|labelDe)(?:\.|$)/;

/**
 * The villa form: a new villa (`property` null) or the stored one, its amenities as rows of the
 * form. Saving sends a new villa whole, a stored one only what changed. Messages show on their
 * fields and in a summary above; the server's, naming a field by its API path, land on that field.
 */
export function VillaForm({
  property,
  listUrl,
  onSaved,
  focusSave = false,
}: {
  property: FragmentType<typeof villaEditorFragment> | null;
  listUrl: string;
  onSaved: (id: string) => void;
  /** Drawn afresh after a save: the focus, lost with the old form, goes back to Save. */
  focusSave?: boolean;
}) {
  const { message, label, amenityLabel, readable } = useVillaLabels();
  const creating = property === null;
  const fragment = useFragment({ fragment: villaEditorFragment, fragmentName: 'VillaEditor_property', from: property });
  // The villa as stored; the editor opens the form once its query has it, so the fragment is complete.
  const stored = property && fragment.complete ? fragment.data : null;
  const [initial] = useState(() => villaFormValues(stored));
  const [schema] = useState(() => villaSchema({ creating, initialDestination: initial.destinationKey }));
  const form = useZodForm(schema, { defaultValues: initial, messageValues: VILLA_MESSAGE_VALUES });
  const [failure, setFailure] = useState<string | null>(null);
  const summary = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const actions = useRef<HTMLDivElement>(null);
  useClearOfStickyBar(formRef, actions);
  useEffect(() => {
    if (focusSave && (document.activeElement === document.body || !document.activeElement)) actions.current?.querySelector<HTMLButtonElement>('button[type="submit"]')?.focus();
  }, [focusSave]);
  const { data: choices } = useQuery(villaChoicesQuery);
  const [createProperty, creation] = useMutation(createPropertyMutation, { update: forgetVillaLists });
  const [updateProperty, update] = useMutation(updatePropertyMutation);
  const saving = creation.loading || update.loading;

  const showFailure = (text: string) => {
    setFailure(text);
    setTimeout(() => summary.current?.focus(), 0);
  };

  const save = async (values: typeof initial) => {
    setFailure(null);
    try {
      if (!stored) {
        const { data } = await createProperty({ variables: { input: createInput(values) } });
        if (!data) return;
        toast({ title: message('admin.villa.created'), description: message('admin.villa.createdDetail') });
        onSaved(data.createProperty.id);
        return;
      }
      const input = updateInput(initial, values);
      if (!Object.keys(input).length) {
        toast({ title: message('admin.villa.unchanged') });
        return;
      }
      const { data } = await updateProperty({ variables: { id: stored.id, input } });
      if (!data) return;
      toast({ title: message('admin.villa.saved') });
      onSaved(data.updateProperty.id);
    } catch (e) {
      const text = serverMessage(e);
      const path = errorField(e);
      const amenity = path?.match(AMENITY_FIELD);
      if (text && isVillaField(path)) form.setServerError(path, readable(text, path, label(path)));
      else if (text && path && amenity && Number(amenity[1]) < form.getValues('amenities').length) {
        form.setServerError(`amenities.${Number(amenity[1])}.${amenity[2] as (typeof AMENITY_PARTS)[number]}`, readable(text, path, amenityLabel(path)));
      } else showFailure(text ?? message('admin.villa.saveFailed'));
    }
  };

  // Every message on the form, in its order, for the summary at the top.
  const amenityErrors = form.formState.errors.amenities;
  const problems: Problem[] = [
    ...VILLA_FIELDS.flatMap((name) => {
      const text = form.error(name);
      return text ? [{ name, label: label(name), text }] : [];
    }),
    ...(Array.isArray(amenityErrors) ? (amenityErrors as unknown[]) : []).flatMap((_, i) =>
      AMENITY_PARTS.flatMap((part) => {
        const name = `amenities.${i}.${part}` as const;
        const text = form.error(name);
        return text ? [{ name, label: amenityLabel(name), text }] : [];
      }),
    ),
  ];

  /** English beside German: two columns from tablet width up, one above the other on phones. */
  const pair = (name: Translated) => {
    const multiline = isListField(name) || name === 'description' || name === 'longDescription';
    const hint = isListField(name) ? <FormattedMessage id="admin.villa.hint.lines" values={VILLA_MESSAGE_VALUES} /> : undefined;
    return (
      <div className="villa-editor__pair" key={name}>
        <VillaInput form={form} name={name} multiline={multiline} rows={TEXTAREA_ROWS[name]} hint={hint} />
        <VillaInput form={form} name={germanField(name)} multiline={multiline} rows={TEXTAREA_ROWS[name]} hint={hint} />
      </div>
    );
  };

  const languageHeads = (
    <div className="villa-editor__langs" aria-hidden="true">
      {LANGUAGE_HEADS.map((head) => (
        <span key={head}>{message(head)}</span>
      ))}
    </div>
  );

  // The region names the destination: a new destination brings its own (the server fills them
  // in when left empty); going back restores the villa's.
  const changeDestination = (key: string) => {
    const back = key === initial.destinationKey;
    form.setValue('region', back ? initial.region : '');
    form.setValue('translations.de.region', back ? initial.translations.de.region : '');
  };

  return (
    <form ref={formRef} className="villa-editor__form" noValidate onSubmit={(event) => form.submit(save)(event)} aria-busy={saving}>
      <VillaFormSummary ref={summary} problems={problems} failure={failure} onFocusField={(name) => formRef.current?.querySelector<HTMLElement>(`[name="${name}"]`)?.focus()} />

      <FieldGroup legend="admin.villa.section.basics">
        <div className="villa-editor__grid">
          <Controller
            control={form.control}
            name="destinationKey"
            render={({ field }) => (
              <Field label={label('destinationKey')} error={form.error('destinationKey')}>
                {(control) => (
                  <select
                    {...control}
                    className="control form-field__input"
                    {...field}
                    onChange={(event) => {
                      field.onChange(event);
                      changeDestination(event.target.value);
                    }}
                  >
                    <option value="">{message('admin.villa.chooseDestination')}</option>
                    {choices ? <DestinationOptions countries={choices.destinations} /> : field.value ? <option value={field.value}>{field.value}</option> : null}
                  </select>
                )}
              </Field>
            )}
          />
          <VillaInput form={form} name="slug" hint={<FormattedMessage id={creating ? 'admin.villa.hint.slugNew' : 'admin.villa.hint.slug'} />} />
        </div>
        {languageHeads}
        {pair('title')}
        {pair('location')}
        {pair('region')}
      </FieldGroup>

      <FieldGroup legend="admin.villa.section.priceAndSize">
        <div className="villa-editor__grid villa-editor__grid--numbers">
          <VillaInput form={form} name="price" numeric />
          <Controller
            control={form.control}
            name="currency"
            render={({ field }) => (
              <Field label={label('currency')} error={form.error('currency')}>
                {(control) => (
                  <select {...control} className="control form-field__input" {...field}>
                    {(choices?.currencies ?? [{ code: field.value, symbol: '' }]).map((currency) => (
                      <option key={currency.code} value={currency.code}>
                        {currency.symbol ? `${currency.code} (${currency.symbol})` : currency.code}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
            )}
          />
          <VillaInput form={form} name="damageDeposit" numeric />
          <VillaInput form={form} name="discount" numeric />
          <VillaInput form={form} name="bedrooms" numeric />
          <VillaInput form={form} name="bathrooms" numeric />
          <VillaInput form={form} name="sleeps" numeric />
          <VillaInput form={form} name="minNights" numeric />
        </div>
      </FieldGroup>

      {TEXT_GROUPS.map((group) => (
        <FieldGroup key={group.legend} legend={group.legend}>
          {languageHeads}
          {group.fields.map(pair)}
        </FieldGroup>
      ))}

      <AmenitiesSection form={form} />

      <EditorSection id="villa-photos-title" title="admin.villa.section.photos" className="villa-editor__photos">
        {stored ? <VillaPhotos propertyId={stored.id} /> : <AdminNote message="admin.villa.photos.afterSave" />}
      </EditorSection>

      <div className="villa-editor__actions" ref={actions}>
        <Link className="button button--outline villa-editor__cancel" to={listUrl}>
          <FormattedMessage id="admin.villa.cancel" />
        </Link>
        <button type="submit" className="button button--primary" disabled={saving}>
          <FormattedMessage id={saving ? 'admin.villa.saving' : creating ? 'admin.villa.create' : 'admin.villa.save'} />
        </button>
      </div>
    </form>
  );
}
