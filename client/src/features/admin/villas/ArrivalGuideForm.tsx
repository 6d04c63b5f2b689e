import { useMutation, useQuery } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import * as z from 'zod/mini';
import { graphql } from '../../../__generated__/gql';
import { Field } from '../../../components/Field';
import { toast } from '../../../components/toast.store';
import { errorField, serverMessage } from '../../../lib/errors';
import { useZodForm } from '../../../lib/form';
import type { MessageId } from '../../../lib/message-id';
import { ListStatus } from '../ListStatus';
import { EditorSection } from './EditorSection';

const arrivalGuideQuery = graphql(`
  query AdminArrivalGuide($id: ID!) {
    arrivalGuide(propertyId: $id) {
      propertyId
      checkInTime
      checkOutTime
      address
      mapUrl
      hostPhone
      wifiName
      wifiPassword
      keyCollectionEn
      keyCollectionDe
      houseRulesEn
      houseRulesDe
    }
  }
`);

const setArrivalGuideMutation = graphql(`
  mutation AdminSetArrivalGuide($id: ID!, $input: ArrivalGuideInput!) {
    setArrivalGuide(propertyId: $id, input: $input) {
      propertyId
      checkInTime
      checkOutTime
      address
      mapUrl
      hostPhone
      wifiName
      wifiPassword
      keyCollectionEn
      keyCollectionDe
      houseRulesEn
      houseRulesDe
    }
  }
`);

const FIELDS = ['checkInTime', 'checkOutTime', 'address', 'mapUrl', 'hostPhone', 'wifiName', 'wifiPassword', 'keyCollectionEn', 'keyCollectionDe', 'houseRulesEn', 'houseRulesDe'] as const;
type GuideField = (typeof FIELDS)[number];
/** Long texts get a text area; the rest one line. */
const MULTILINE: readonly GuideField[] = ['keyCollectionEn', 'keyCollectionDe', 'houseRulesEn', 'houseRulesDe'];
const REQUIRED: readonly GuideField[] = ['checkInTime', 'checkOutTime', 'address', 'hostPhone', 'keyCollectionEn', 'keyCollectionDe'];

const schema = z.object({
  checkInTime: z.string(),
  checkOutTime: z.string(),
  address: z.string(),
  mapUrl: z.string(),
  hostPhone: z.string(),
  wifiName: z.string(),
  wifiPassword: z.string(),
  keyCollectionEn: z.string(),
  keyCollectionDe: z.string(),
  houseRulesEn: z.string(),
  houseRulesDe: z.string(),
});
type GuideValues = z.infer<typeof schema>;

const EMPTY: GuideValues = { checkInTime: '16:00', checkOutTime: '10:00', address: '', mapUrl: '', hostPhone: '', wifiName: '', wifiPassword: '', keyCollectionEn: '', keyCollectionDe: '', houseRulesEn: '', houseRulesDe: '' };

const label = (name: GuideField): MessageId => `admin.villa.arrival.${name}`;

/**
 * The villa's arrival guide (check-in and check-out times, address and map link, the host's phone,
 * Wi-Fi, and how to collect the keys and the house rules in English and German), saved on its own.
 * Guests get it PRE_ARRIVAL_DAYS before arrival. The server's refusal shows on the field it names.
 */
export function ArrivalGuideSection({ propertyId }: { propertyId: string }) {
  const { data, loading, error, refetch } = useQuery(arrivalGuideQuery, { variables: { id: propertyId }, fetchPolicy: 'network-only' });
  return (
    <EditorSection id="villa-arrival-title" title="admin.villa.arrival.title" className="villa-arrival">
      {data ? (
        <ArrivalGuideForm key={data.arrivalGuide?.propertyId ?? 'new'} propertyId={propertyId} initial={data.arrivalGuide ? pick(data.arrivalGuide) : EMPTY} />
      ) : (
        <ListStatus loading={loading} error={error} empty onRetry={() => void refetch()} />
      )}
    </EditorSection>
  );
}

const pick = (guide: GuideValues): GuideValues => Object.fromEntries(FIELDS.map((name) => [name, guide[name]])) as GuideValues;

function ArrivalGuideForm({ propertyId, initial }: { propertyId: string; initial: GuideValues }) {
  const intl = useIntl();
  const { error, input, submit, setServerError } = useZodForm(schema, { defaultValues: initial });
  const [save, { loading }] = useMutation(setArrivalGuideMutation);

  const onSubmit = async (values: GuideValues) => {
    try {
      await save({ variables: { id: propertyId, input: values } });
      toast({ title: intl.formatMessage({ id: 'admin.villa.arrival.saved' }) });
    } catch (failure) {
      const field = errorField(failure)?.replace(/^input\./, '') as GuideField | undefined;
      setServerError(field && FIELDS.includes(field) ? field : 'address', serverMessage(failure) ?? intl.formatMessage({ id: 'admin.villa.arrival.failed' }));
    }
  };

  return (
    <form noValidate onSubmit={submit(onSubmit)} className="villa-arrival__form">
      <p className="villa-arrival__hint">
        <FormattedMessage id="admin.villa.arrival.hint" />
      </p>
      {FIELDS.map((name) => (
        <Field key={name} label={<FormattedMessage id={label(name)} />} error={error(name)}>
          {(control) =>
            MULTILINE.includes(name) ? (
              <textarea {...control} className="control form-field__input" rows={3} required={REQUIRED.includes(name)} {...input(name)} />
            ) : (
              <input
                {...control}
                className="control form-field__input"
                type={name.endsWith('Time') ? 'time' : name === 'mapUrl' ? 'url' : name === 'hostPhone' ? 'tel' : 'text'}
                required={REQUIRED.includes(name)}
                {...input(name)}
              />
            )
          }
        </Field>
      ))}
      <button type="submit" className="button button--primary" disabled={loading}>
        <FormattedMessage id="admin.villa.arrival.save" />
      </button>
    </form>
  );
}
