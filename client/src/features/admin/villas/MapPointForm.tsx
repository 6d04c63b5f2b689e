import { useMutation } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import * as z from 'zod/mini';
import { graphql } from '../../../__generated__/gql';
import { Field } from '../../../components/Field';
import { toast } from '../../../components/toast.store';
import { serverMessage } from '../../../lib/errors';
import { useZodForm } from '../../../lib/form';

const setMapPointMutation = graphql(`
  mutation AdminSetMapPoint($id: ID!, $latitude: Float, $longitude: Float) {
    updateProperty(id: $id, input: { latitude: $latitude, longitude: $longitude }) {
      id
      updatedAt
      latitude
      longitude
    }
  }
`);

/** A coordinate as typed: empty (no point) or a number within ±limit degrees. */
const coordinate = (limit: number, message: string) =>
  z.string().check(z.refine((value) => value.trim() === '' || (/^-?\d+(\.\d+)?$/.test(value.trim()) && Math.abs(Number(value)) <= limit), { message }));

/**
 * Where the villa is on the search map: latitude and longitude in degrees, saved on their own
 * (updateProperty); both empty takes the villa off the map. The server's refusal shows on the field.
 */
export function MapPointForm({ propertyId, initial }: { propertyId: string; initial: { latitude: number | null; longitude: number | null } }) {
  const intl = useIntl();
  const schema = z.object({
    latitude: coordinate(90, intl.formatMessage({ id: 'admin.villa.map.latitudeInvalid' })),
    longitude: coordinate(180, intl.formatMessage({ id: 'admin.villa.map.longitudeInvalid' })),
  });
  const { error, input, submit, setServerError } = useZodForm(schema, {
    defaultValues: { latitude: initial.latitude === null ? '' : String(initial.latitude), longitude: initial.longitude === null ? '' : String(initial.longitude) },
  });
  const [setMapPoint, { loading }] = useMutation(setMapPointMutation);

  const save = async (values: z.infer<typeof schema>) => {
    const number = (value: string) => (value.trim() === '' ? null : Number(value));
    try {
      await setMapPoint({ variables: { id: propertyId, latitude: number(values.latitude), longitude: number(values.longitude) } });
      toast({ title: intl.formatMessage({ id: 'admin.villa.map.saved' }) });
    } catch (failure) {
      const message = serverMessage(failure) ?? intl.formatMessage({ id: 'admin.villa.map.failed' });
      setServerError(message.startsWith('longitude') ? 'longitude' : 'latitude', message);
    }
  };

  return (
    <form className="villa-rates__changeover" noValidate onSubmit={submit(save)} aria-labelledby="villa-map-title">
      <h3 id="villa-map-title">
        <FormattedMessage id="admin.villa.map.title" />
      </h3>
      <Field label={<FormattedMessage id="admin.villa.map.latitude" />} error={error('latitude')}>
        {(control) => <input {...control} className="control form-field__input" inputMode="decimal" {...input('latitude')} />}
      </Field>
      <Field label={<FormattedMessage id="admin.villa.map.longitude" />} error={error('longitude')}>
        {(control) => <input {...control} className="control form-field__input" inputMode="decimal" {...input('longitude')} />}
      </Field>
      <button type="submit" className="button button--outline" disabled={loading}>
        <FormattedMessage id="admin.villa.map.save" />
      </button>
    </form>
  );
}
