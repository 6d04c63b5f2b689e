import { useId } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { AMENITY_ICONS, VILLA_LIMITS } from '../../../../../common/constants';
import { Field } from '../../../components/Field';
import { Icon } from '../../../components/icons';
import { TextField } from '../../../components/TextField';
import type { ZodForm } from '../../../lib/form';
import type { MessageId } from '../../../lib/message-id';
import { ItemList } from '../ItemList';
import { FieldGroup } from './EditorSection';
import { ICON_LABELS } from './villa.labels';
import { isAmenityIcon, type VillaValues } from './villa.form';

const NEW_AMENITY = { icon: '', label: '', labelDe: '' };

/** The villa's amenities in display order, rows of the form: an icon the storefront draws, the English label and the German one. */
export function AmenitiesSection({ form }: { form: ZodForm<VillaValues> }) {
  const intl = useIntl();
  const headingId = useId();
  const { fields: rows, append, remove } = useFieldArray({ control: form.control, name: 'amenities' });
  const amenities = useWatch({ control: form.control, name: 'amenities' });
  const message = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const full = rows.length >= VILLA_LIMITS.listEntries;

  return (
    <FieldGroup legend="admin.villa.section.amenities" describedBy={`${headingId}-hint`}>
      <p id={`${headingId}-hint`} className="form-field__hint">
        <FormattedMessage id="admin.villa.hint.amenities" />
      </p>
      <ItemList items={rows} ordered className="villa-amenities" empty="admin.villa.amenity.none">
        {(row, i) => {
          const icon = amenities[i]?.icon ?? '';
          return (
            <li key={row.id}>
              <fieldset className="villa-amenities__row">
                <legend className="visually-hidden">{message('admin.villa.amenity.row', { number: i + 1 })}</legend>
                <span className="villa-amenities__preview" aria-hidden="true">
                  {isAmenityIcon(icon) ? <Icon name={icon} size={22} /> : null}
                </span>
                <Field label={message('admin.villa.amenity.icon')} error={form.error(`amenities.${i}.icon`)}>
                  {(control) => (
                    <select {...control} className="control form-field__input" {...form.input(`amenities.${i}.icon`)}>
                      <option value="">{message('admin.villa.amenity.chooseIcon')}</option>
                      {AMENITY_ICONS.map((choice) => (
                        <option key={choice} value={choice}>
                          {message(ICON_LABELS[choice])}
                        </option>
                      ))}
                    </select>
                  )}
                </Field>
                <TextField label={message('admin.villa.amenity.label')} maxLength={VILLA_LIMITS.lineLength} {...form.field(`amenities.${i}.label`)} />
                <TextField label={message('admin.villa.amenity.labelDe')} lang="de" maxLength={VILLA_LIMITS.lineLength} {...form.field(`amenities.${i}.labelDe`)} />
                <button type="button" className="button button--outline button--small villa-amenities__remove" aria-label={message('admin.villa.amenity.removeLabel', { number: i + 1 })} onClick={() => remove(i)}>
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
      <button type="button" className="button button--outline button--small villa-amenities__add" disabled={full} onClick={() => append(NEW_AMENITY, { shouldFocus: false })}>
        <Icon name="plus" />
        <FormattedMessage id="admin.villa.amenity.add" />
      </button>
    </FieldGroup>
  );
}
