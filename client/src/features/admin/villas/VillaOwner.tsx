import { useMutation, useQuery } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import * as z from 'zod/mini';
import { COMMISSION_PERCENT_MAX, COMMISSION_PERCENT_MIN, isCommissionPercent } from '../../../../../common/owner-statements';
import { TextField } from '../../../components/TextField';
import { toast } from '../../../components/toast.store';
import { serverMessage } from '../../../lib/errors';
import { rule, trimmedMin, useZodForm } from '../../../lib/form';
import { ListStatus } from '../ListStatus';
import { EditorSection } from './EditorSection';
import { setPropertyOwnerMutation, villaOwnerQuery } from './villa-owner.operations';

const ownerSchema = z.object({
  ownerEmail: z.string().check(trimmedMin(3, 'admin.owner.emailRequired')),
  commissionPercent: z.string().check(rule((value: string) => value.trim() !== '' && isCommissionPercent(Number(value.replace(',', '.'))), 'admin.owner.commissionInvalid')),
});
type OwnerValues = z.infer<typeof ownerSchema>;

/**
 * The villa's owner and the agency's commission, in the editor. An e-mail without an account
 * gets one and an invitation; a new commission applies to stays booked from now on.
 */
export function VillaOwner({ propertyId }: { propertyId: string }) {
  const intl = useIntl();
  const { data, loading, error, refetch } = useQuery(villaOwnerQuery, { variables: { propertyId }, fetchPolicy: 'network-only' });
  const owner = data?.propertyOwner ?? null;
  return (
    <EditorSection id="villa-owner-title" title="admin.owner.title" className="villa-owner">
      {data ? (
        <>
          <p className="admin-status" data-testid="villa-owner-current">
            {owner ? (
              <FormattedMessage id="admin.owner.current" values={{ name: owner.ownerName, email: owner.ownerEmail, percent: intl.formatNumber(owner.commissionPercent / 100, { style: 'percent', maximumFractionDigits: 2 }) }} />
            ) : (
              <FormattedMessage id="admin.owner.none" />
            )}
          </p>
          <OwnerForm key={owner ? `${owner.ownerId}:${owner.commissionPercent}` : 'none'} propertyId={propertyId} owner={owner} onSaved={() => void refetch()} />
        </>
      ) : (
        <ListStatus loading={loading} error={error} empty onRetry={() => void refetch()} />
      )}
    </EditorSection>
  );
}

function OwnerForm({ propertyId, owner, onSaved }: { propertyId: string; owner: { ownerEmail: string; commissionPercent: number } | null; onSaved: () => void }) {
  const intl = useIntl();
  const [setOwner, { loading: saving }] = useMutation(setPropertyOwnerMutation);
  const { field, submit, takeServerError } = useZodForm(ownerSchema, {
    defaultValues: { ownerEmail: owner?.ownerEmail ?? '', commissionPercent: owner ? String(owner.commissionPercent) : '' },
    messageValues: { min: COMMISSION_PERCENT_MIN, max: COMMISSION_PERCENT_MAX },
  });

  const save = async (values: OwnerValues) => {
    try {
      const result = await setOwner({ variables: { propertyId, input: { ownerEmail: values.ownerEmail.trim(), commissionPercent: Number(values.commissionPercent.replace(',', '.')) } } });
      toast({ title: intl.formatMessage({ id: result.data?.setPropertyOwner.invited ? 'admin.owner.invited' : 'admin.owner.saved' }) });
      onSaved();
    } catch (failure) {
      if (!takeServerError(failure, ['ownerEmail', 'commissionPercent'])) toast({ title: serverMessage(failure) ?? intl.formatMessage({ id: 'admin.owner.failed' }), variant: 'destructive' });
    }
  };

  return (
    <form className="villa-calendar__form" onSubmit={submit(save)} noValidate>
      <TextField type="email" label={<FormattedMessage id="admin.owner.email" />} {...field('ownerEmail')} />
      <TextField inputMode="decimal" label={<FormattedMessage id="admin.owner.commission" />} hint={<FormattedMessage id="admin.owner.commissionHint" />} maxLength={6} {...field('commissionPercent')} />
      <button type="submit" className="button button--primary button--small" disabled={saving}>
        <FormattedMessage id="admin.owner.save" />
      </button>
    </form>
  );
}
