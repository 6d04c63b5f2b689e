import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { AMENITY_ICONS, VILLA_LIMITS } from '../../../../../common/constants';
import type { VillaEditor_PropertyFragment } from '../../../__generated__/graphql';
import { Field } from '../../../components/Field';
import { Icon } from '../../../components/icons';
import { TextField } from '../../../components/TextField';
import { toast } from '../../../components/toast.store';
import { useFormatDate } from '../../../lib/dates';
import { errorField, serverMessage } from '../../../lib/errors';
import { useForm, type MessageId } from '../../../lib/forms';
import { propertyUrl } from '../../../lib/urls';
import { AdminNote } from '../AdminNote';
import { Badge } from '../Badge';
import { ConfirmDialog } from '../ConfirmDialog';
import { ItemList } from '../ItemList';
import { ListStatus } from '../ListStatus';
import { EditorSection, FieldGroup } from './EditorSection';
import { DestinationOptions } from './DestinationOptions';
import { VillaRates } from './VillaRates';
import { VillaPhotos } from './VillaPhotos';
import { VillaCalendar } from './VillaCalendar';
import {
  amenityRow,
  createInput,
  germanField,
  isAmenityIcon,
  isListField,
  isVillaField,
  maxLength,
  TRANSLATED,
  updateInput,
  validateAmenities,
  validateVilla,
  VILLA_FIELDS,
  VILLA_MESSAGE_VALUES,
  villaFormValues,
  type AmenityErrors,
  type AmenityRow,
  type Translated,
  type VillaField,
  type VillaValues,
} from './villa.form';
import { adminPropertyQuery, createPropertyMutation, forgetVillaLists, setPropertyPublishedMutation, updatePropertyMutation, villaChoicesQuery } from './villa.operations';

const FIELD_LABELS = {
  title: 'admin.villa.field.title',
  location: 'admin.villa.field.location',
  region: 'admin.villa.field.region',
  description: 'admin.villa.field.description',
  longDescription: 'admin.villa.field.longDescription',
  features: 'admin.villa.field.features',
  layout: 'admin.villa.field.layout',
  nearbyAttractions: 'admin.villa.field.nearbyAttractions',
  badge: 'admin.villa.field.badge',
  destinationKey: 'admin.villa.field.destination',
  price: 'admin.villa.field.price',
  currency: 'admin.villa.field.currency',
  bedrooms: 'admin.villa.field.bedrooms',
  bathrooms: 'admin.villa.field.bathrooms',
  sleeps: 'admin.villa.field.sleeps',
  discount: 'admin.villa.field.discount',
  minNights: 'admin.villa.field.minNights',
  slug: 'admin.villa.field.slug',
} as const satisfies Record<Exclude<VillaField, `translations.${string}`>, MessageId>;

const ICON_LABELS = {
  wifi: 'admin.villa.icon.wifi',
  wind: 'admin.villa.icon.wind',
  car: 'admin.villa.icon.car',
  waves: 'admin.villa.icon.waves',
  coffee: 'admin.villa.icon.coffee',
  tv: 'admin.villa.icon.tv',
} as const satisfies Record<(typeof AMENITY_ICONS)[number], MessageId>;

const AMENITY_PARTS = { icon: 'admin.villa.amenity.icon', label: 'admin.villa.amenity.label', labelDe: 'admin.villa.amenity.labelDe' } as const satisfies Record<string, MessageId>;

/** The hints under the fields that need one. */
const HINTS: Partial<Record<VillaField, MessageId>> = {
  region: 'admin.villa.hint.region',
  'translations.de.region': 'admin.villa.hint.region',
  price: 'admin.villa.hint.price',
  discount: 'admin.villa.hint.discount',
  badge: 'admin.villa.hint.badge',
};

/** The villa's texts, grouped as the editor shows them, English beside German. */
const TEXT_GROUPS: { legend: MessageId; fields: Translated[] }[] = [
  { legend: 'admin.villa.section.descriptions', fields: ['description', 'longDescription'] },
  { legend: 'admin.villa.section.details', fields: ['features', 'layout', 'nearbyAttractions'] },
  { legend: 'admin.villa.section.badge', fields: ['badge'] },
];

/** The heads over the two columns of translated fields. */
const LANGUAGE_HEADS: MessageId[] = ['admin.villa.lang.en', 'admin.villa.lang.de'];

const TEXTAREA_ROWS: Partial<Record<Translated, number>> = { description: 4, longDescription: 10, features: 5, layout: 5, nearbyAttractions: 5 };
/** A list's textarea grows with its lines (up to a point), so every entry shows without scrolling. */
const MAX_TEXTAREA_ROWS = 16;

function textareaRows(text: string, least: number): number {
  return Math.min(MAX_TEXTAREA_ROWS, Math.max(least, text.split('\n').length + 1));
}

function VillaForm({ property, listUrl, onSaved }: { property: VillaEditor_PropertyFragment | null; listUrl: string; onSaved: (saved: VillaEditor_PropertyFragment) => void }) {
  const intl = useIntl();
  const creating = property === null;
  const [initial] = useState(() => villaFormValues(property));
  const [amenities, setAmenities] = useState<AmenityRow[]>(initial.amenities);
  const [amenityErrors, setAmenityErrors] = useState<AmenityErrors>({});
  const [amenityServerErrors, setAmenityServerErrors] = useState<Record<string, string>>({});
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const summary = useRef<HTMLDivElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const { data: choices } = useQuery(villaChoicesQuery);

  const validate = (values: VillaValues) => validateVilla(values, { creating, destinationChanged: values.destinationKey !== initial.values.destinationKey });
  const { values, error, field, setValues, setServerError, handleSubmit } = useForm<VillaValues>(initial.values, validate, { messageValues: VILLA_MESSAGE_VALUES });
  const [createProperty, creation] = useMutation(createPropertyMutation, { update: forgetVillaLists });
  const [updateProperty, update] = useMutation(updatePropertyMutation);
  const saving = creation.loading || update.loading;

  const message = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const label = (name: VillaField): string => {
    if (name.startsWith('translations.de.')) return message('admin.villa.inGerman', { field: message(FIELD_LABELS[name.slice('translations.de.'.length) as Translated]) });
    const base = message(FIELD_LABELS[name as keyof typeof FIELD_LABELS]);
    return (TRANSLATED as readonly string[]).includes(name) ? message('admin.villa.inEnglish', { field: base }) : base;
  };
  const amenityLabel = (path: string): string => {
    const [, index, part] = path.split('.');
    const row = message('admin.villa.amenity.row', { number: Number(index) + 1 });
    return part && part in AMENITY_PARTS ? `${row}: ${message(AMENITY_PARTS[part as keyof typeof AMENITY_PARTS])}` : row;
  };
  /** The server names the field by its API path ("translations.de.title must…"): say it as the form does. */
  const readable = (text: string, path: string, name: string) => (text.startsWith(path) ? name + text.slice(path.length) : text);

  const changeAmenities = (rows: AmenityRow[]) => {
    setAmenities(rows);
    setAmenityServerErrors({});
    if (submitted) setAmenityErrors(validateAmenities(rows));
  };

  const changeDestination = (key: string) => {
    // The region names the destination: a new destination brings its own (the server fills
    // them in when left empty); going back restores the villa's.
    const back = key === initial.values.destinationKey;
    setValues({ destinationKey: key, region: back ? initial.values.region : '', 'translations.de.region': back ? initial.values['translations.de.region'] : '' });
  };

  const focusFirstInvalid = () => setTimeout(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);

  const save = async (checked: VillaValues) => {
    setFailure(null);
    try {
      if (!property) {
        const { data } = await createProperty({ variables: { input: createInput(checked, amenities) } });
        if (!data) return;
        toast({ title: message('admin.villa.created'), description: message('admin.villa.createdDetail') });
        onSaved(data.createProperty);
        return;
      }
      if (!property) return;
      const input = updateInput(initial.values, checked, initial.amenities, amenities);
      if (!Object.keys(input).length) {
        toast({ title: message('admin.villa.unchanged') });
        return;
      }
      const { data } = await updateProperty({ variables: { id: property.id, input } });
      if (!data) return;
      toast({ title: message('admin.villa.saved') });
      onSaved(data.updateProperty);
    } catch (e) {
      const text = serverMessage(e);
      const path = errorField(e);
      if (text && isVillaField(path)) {
        setServerError(path, readable(text, path, label(path)));
        focusFirstInvalid();
      } else if (text && path?.startsWith('amenities.')) {
        setAmenityServerErrors({ [path.split('.').slice(0, 3).join('.')]: readable(text, path, amenityLabel(path)) });
        focusFirstInvalid();
      } else {
        setFailure(text ?? message('admin.villa.saveFailed'));
        setTimeout(() => summary.current?.focus(), 0);
      }
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (saving) {
      event.preventDefault();
      return;
    }
    const foundInAmenities = validateAmenities(amenities);
    setSubmitted(true);
    setAmenityErrors(foundInAmenities);
    setAmenityServerErrors({});
    handleSubmit((checked) => {
      if (Object.keys(foundInAmenities).length) {
        focusFirstInvalid();
        return;
      }
      void save(checked);
    })(event);
  };

  const amenityError = (path: string): string | undefined => amenityServerErrors[path] ?? (amenityErrors[path] ? message(amenityErrors[path]) : undefined);

  // Every message on the form, in its order, for the summary at the top.
  const problems: { name: string; label: string; text: string }[] = [
    ...VILLA_FIELDS.flatMap((name) => {
      const text = error(name);
      return text ? [{ name, label: label(name), text }] : [];
    }),
    ...amenities.flatMap((_, i) =>
      (['icon', 'label', 'labelDe'] as const).flatMap((part) => {
        const path = `amenities.${i}.${part}`;
        const text = amenityError(path);
        return text ? [{ name: path, label: amenityLabel(path), text }] : [];
      }),
    ),
  ];

  const input = (name: VillaField, options: { hint?: ReactNode; multiline?: boolean; rows?: number; numeric?: boolean } = {}) => {
    const hint = options.hint ?? (HINTS[name] ? <FormattedMessage id={HINTS[name]} /> : undefined);
    const base = name.startsWith('translations.de.') ? (name.slice('translations.de.'.length) as Translated) : name;
    const length = options.numeric ? 9 : maxLength(base as Translated | 'slug');
    const lang = name.startsWith('translations.de.') ? 'de' : undefined;
    if (options.multiline) {
      return (
        <Field label={label(name)} error={error(name)} hint={hint}>
          {(control) => <textarea {...control} className="control form-field__input" rows={textareaRows(values[name], options.rows ?? 4)} maxLength={length} lang={lang} {...field(name)} />}
        </Field>
      );
    }
    return <TextField label={label(name)} error={error(name)} hint={hint} maxLength={length} lang={lang} inputMode={options.numeric ? 'numeric' : undefined} autoComplete="off" {...field(name)} />;
  };

  /** English beside German: two columns from tablet width up, one above the other on phones. */
  const pair = (name: Translated) => {
    const multiline = isListField(name) || name === 'description' || name === 'longDescription';
    const hint = isListField(name) ? <FormattedMessage id="admin.villa.hint.lines" values={VILLA_MESSAGE_VALUES} /> : undefined;
    return (
      <div className="villa-editor__pair" key={name}>
        {input(name, { multiline, rows: TEXTAREA_ROWS[name], hint })}
        {input(germanField(name), { multiline, rows: TEXTAREA_ROWS[name], hint })}
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

  return (
    <form ref={form} className="villa-editor__form" noValidate onSubmit={submit} aria-busy={saving}>
      {problems.length || failure ? (
        <div ref={summary} className="villa-editor__summary" role="alert" tabIndex={-1}>
          <h3>
            {problems.length ? <FormattedMessage id="admin.villa.summary" values={{ count: problems.length }} /> : <FormattedMessage id="admin.villa.saveFailed" />}
          </h3>
          {failure ? <p>{failure}</p> : null}
          {problems.length ? (
            <ul>
              {problems.map((problem) => (
                <li key={problem.name}>
                  <button type="button" className="link-button" onClick={() => form.current?.querySelector<HTMLElement>(`[name="${problem.name}"]`)?.focus()}>
                    {problem.label}
                  </button>
                  {/* The server's messages name the field already ("Title (German) must…"). */}
                  {problem.text.startsWith(problem.label) ? problem.text.slice(problem.label.length) : `: ${problem.text}`}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}

      <FieldGroup legend="admin.villa.section.basics">
        <div className="villa-editor__grid">
          <Field label={label('destinationKey')} error={error('destinationKey')}>
            {(control) => (
              <select {...control} className="control form-field__input" name="destinationKey" value={values.destinationKey} onChange={(event) => changeDestination(event.target.value)}>
                <option value="">{message('admin.villa.chooseDestination')}</option>
                {choices ? <DestinationOptions countries={choices.destinations} /> : values.destinationKey ? <option value={values.destinationKey}>{values.destinationKey}</option> : null}
              </select>
            )}
          </Field>
          {input('slug', { hint: <FormattedMessage id={creating ? 'admin.villa.hint.slugNew' : 'admin.villa.hint.slug'} /> })}
        </div>
        {languageHeads}
        {pair('title')}
        {pair('location')}
        {pair('region')}
      </FieldGroup>

      <FieldGroup legend="admin.villa.section.priceAndSize">
        <div className="villa-editor__grid villa-editor__grid--numbers">
          {input('price', { numeric: true })}
          <Field label={label('currency')} error={error('currency')}>
            {(control) => (
              <select {...control} className="control form-field__input" {...field('currency')}>
                {(choices?.currencies ?? [{ code: values.currency, symbol: '' }]).map((currency) => (
                  <option key={currency.code} value={currency.code}>
                    {currency.symbol ? `${currency.code} (${currency.symbol})` : currency.code}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {input('discount', { numeric: true })}
          {input('bedrooms', { numeric: true })}
          {input('bathrooms', { numeric: true })}
          {input('sleeps', { numeric: true })}
          {input('minNights', { numeric: true })}
        </div>
      </FieldGroup>

      {TEXT_GROUPS.map((group) => (
        <FieldGroup key={group.legend} legend={group.legend}>
          {languageHeads}
          {group.fields.map(pair)}
        </FieldGroup>
      ))}

      <AmenitiesSection rows={amenities} onChange={changeAmenities} error={amenityError} />

      <EditorSection id="villa-photos-title" title="admin.villa.section.photos" className="villa-editor__photos">
        {property ? <VillaPhotos propertyId={property.id} /> : <AdminNote message="admin.villa.photos.afterSave" />}
      </EditorSection>

      <div className="villa-editor__actions">
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

/** Amenities in display order: an icon the storefront draws, the English label and the German one. */
function AmenitiesSection({ rows, onChange, error }: { rows: AmenityRow[]; onChange: (rows: AmenityRow[]) => void; error: (path: string) => string | undefined }) {
  const intl = useIntl();
  const headingId = useId();
  const message = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const change = (index: number, patch: Partial<AmenityRow>) => onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const full = rows.length >= VILLA_LIMITS.listEntries;

  return (
    <FieldGroup legend="admin.villa.section.amenities" describedBy={`${headingId}-hint`}>
      <p id={`${headingId}-hint`} className="form-field__hint">
        <FormattedMessage id="admin.villa.hint.amenities" />
      </p>
      <ItemList items={rows} ordered className="villa-amenities" empty="admin.villa.amenity.none">
        {(row, i) => {
          const path = (part: string) => `amenities.${i}.${part}`;
          const rowName = message('admin.villa.amenity.row', { number: i + 1 });
          return (
            <li key={row.key}>
              <fieldset className="villa-amenities__row">
                <legend className="visually-hidden">{rowName}</legend>
                <span className="villa-amenities__preview" aria-hidden="true">
                  {isAmenityIcon(row.icon) ? <Icon name={row.icon} size={22} /> : null}
                </span>
                <Field label={message('admin.villa.amenity.icon')} error={error(path('icon'))}>
                  {(control) => (
                    <select {...control} className="control form-field__input" name={path('icon')} value={row.icon} onChange={(event) => change(i, { icon: event.target.value })}>
                      <option value="">{message('admin.villa.amenity.chooseIcon')}</option>
                      {AMENITY_ICONS.map((icon) => (
                        <option key={icon} value={icon}>
                          {message(ICON_LABELS[icon])}
                        </option>
                      ))}
                    </select>
                  )}
                </Field>
                <TextField label={message('admin.villa.amenity.label')} error={error(path('label'))} name={path('label')} maxLength={VILLA_LIMITS.lineLength} value={row.label} onChange={(event) => change(i, { label: event.target.value })} />
                <TextField label={message('admin.villa.amenity.labelDe')} error={error(path('labelDe'))} name={path('labelDe')} lang="de" maxLength={VILLA_LIMITS.lineLength} value={row.labelDe} onChange={(event) => change(i, { labelDe: event.target.value })} />
                <button type="button" className="button button--outline button--small villa-amenities__remove" aria-label={message('admin.villa.amenity.removeLabel', { number: i + 1 })} onClick={() => onChange(rows.filter((_, j) => j !== i))}>
                  <Icon name="trash" />
                  <span aria-hidden="true">
                    <FormattedMessage id="admin.villa.amenity.remove" />
                  </span>
                </button>
              </fieldset>
            </li>
          );
        }}
      </ItemList>
      <button type="button" className="button button--outline button--small villa-amenities__add" disabled={full} onClick={() => onChange([...rows, amenityRow()])}>
        <Icon name="plus" />
        <FormattedMessage id="admin.villa.amenity.add" />
      </button>
    </FieldGroup>
  );
}

/**
 * The villa's state and the actions on the stored villa: publish (at once) or unpublish (after
 * confirming: it leaves the storefront, its bookings stay), and a link to its page once public.
 */
export function VillaStatusBar({ property }: { property: Pick<VillaEditor_PropertyFragment, 'id' | 'title' | 'published' | 'updatedAt'> }) {
  const intl = useIntl();
  const formatDate = useFormatDate();
  const [confirming, setConfirming] = useState(false);
  const [setPublished, { loading }] = useMutation(setPropertyPublishedMutation, { update: forgetVillaLists });
  const message = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

  const change = async (published: boolean) => {
    try {
      await setPublished({ variables: { id: property.id, published } });
      toast({ title: message(published ? 'admin.villa.publishedToast' : 'admin.villa.unpublishedToast', { title: property.title }) });
    } catch (e) {
      toast({ title: message('admin.villa.publishFailed'), description: serverMessage(e), variant: 'destructive' });
    }
  };

  return (
    <div className="villa-editor__status">
      <Badge tone={property.published ? 'completed' : 'muted'} message={property.published ? 'admin.villa.published' : 'admin.villa.unpublished'} />
      <span className="admin-table__sub">
        <FormattedMessage id="admin.villa.updatedOn" values={{ date: formatDate(property.updatedAt, 'dateTime') }} />
      </span>
      <div className="admin-actions">
        {property.published ? (
          <>
            <a className="button button--outline button--small" href={propertyUrl(property.id)} target="_blank" rel="noopener">
              <FormattedMessage id="admin.villa.viewOnSite" />
              <span className="visually-hidden">
                {' '}
                <FormattedMessage id="admin.villa.newTab" />
              </span>
            </a>
            <button type="button" className="button button--danger button--small" disabled={loading} onClick={() => setConfirming(true)}>
              <FormattedMessage id="admin.villa.unpublish" />
            </button>
          </>
        ) : (
          <button type="button" className="button button--primary button--small" disabled={loading} onClick={() => void change(true)}>
            <FormattedMessage id="admin.villa.publish" />
          </button>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        title={message('admin.villa.unpublishTitle', { title: property.title })}
        description={message('admin.villa.unpublishDescription')}
        confirmLabel={message('admin.villa.unpublish')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void change(false);
        }}
      />
    </div>
  );
}

/**
 * The villa editor (`?view=villas&edit=<id>`, or `&new=1`): the villa as stored, its status and
 * actions, then the form. After a save the form starts again from what the server kept.
 */
export function VillaEditor({ id, listUrl, onCreated }: { id: string | null; listUrl: string; onCreated: (id: string) => void }) {
  const { data, loading, error, refetch } = useQuery(adminPropertyQuery, {
    variables: { id: id ?? '' },
    skip: !id,
    // Fresh from the server when opened (another admin may have changed it); then the cache,
    // which this editor's own saves keep up to date.
    fetchPolicy: 'network-only',
    nextFetchPolicy: 'cache-first',
  });
  const [revision, setRevision] = useState(0);
  const property = id ? data?.adminProperty : null;

  let body: ReactNode;
  if (!id) body = <VillaForm property={null} listUrl={listUrl} onSaved={(saved) => onCreated(saved.id)} />;
  else if (property) body = <VillaForm key={`${property.id}:${revision}`} property={property} listUrl={listUrl} onSaved={() => setRevision((r) => r + 1)} />;
  else if (loading || error) body = <ListStatus loading={loading} error={error} empty onRetry={() => void refetch()} />;
  else {
    body = (
      <p className="admin-status" role="alert">
        <FormattedMessage id="admin.villa.notFound" />
      </p>
    );
  }

  return (
    <section className="villa-editor" aria-labelledby="villa-editor-title">
      <Link className="villa-editor__back" to={listUrl}>
        <span aria-hidden="true">← </span>
        <FormattedMessage id="admin.villa.backToList" />
      </Link>
      <div className="villa-editor__head">
        <h2 id="villa-editor-title">{id ? (property?.title ?? <FormattedMessage id="admin.villa.editTitle" />) : <FormattedMessage id="admin.villa.newTitle" />}</h2>
        {property ? <VillaStatusBar property={property} /> : null}
      </div>
      {body}
      {/* Seasonal prices and changeover day (issue 14): saved on their own, once the villa exists. */}
      {!id || property ? <VillaRates propertyId={property?.id ?? null} /> : null}
      {property ? <VillaCalendar propertyId={property.id} /> : null}
    </section>
  );
}
