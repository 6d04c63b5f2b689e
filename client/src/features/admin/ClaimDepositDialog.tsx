import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import * as z from 'zod/mini';
import { MAX_TEXT_LENGTH } from '../../../../common/constants';
import { graphql } from '../../__generated__/gql';
import { TextField } from '../../components/TextField';
import { toast } from '../../components/toast.store';
import { serverMessage } from '../../lib/errors';
import { rule, trimmedMin, useZodForm } from '../../lib/form';
import { formatMinorUnits } from '../../lib/money';
import { usePreferences } from '../../lib/preferences';
import { parseRefund } from './CancelOrderDialog';
import { AlertDialog } from './ConfirmDialog';

const claimDamageDepositMutation = graphql(`
  mutation ClaimDamageDeposit($input: ClaimDamageDepositInput!) {
    claimDamageDeposit(input: $input) {
      id
      refundedAmount
      damageDepositStatus
      damageDepositClaimedAmount
      damageDepositClaimReason
    }
  }
`);

/** What the dialog needs of an order holding a deposit. */
export interface DepositOrder {
  id: string;
  orderNumber: string;
  currency: string;
  damageDepositAmount: number;
}

function claimSchema(deposit: number) {
  return z.object({
    amount: z.string().check(
      rule((text: string) => {
        const minor = parseRefund(text);
        return minor !== null && minor <= deposit;
      }, 'admin.deposit.range'),
    ),
    reason: z.string().check(trimmedMin(1, 'admin.deposit.reasonRequired')),
  });
}

type ClaimValues = z.infer<ReturnType<typeof claimSchema>>;

/**
 * Staff keep part or all of a held damage deposit for damage, before the release job gives it
 * back: the amount (up to the deposit) and the reason the guest is e-mailed; the rest is refunded
 * at once. Checked here and again by the server, whose message lands on the same field.
 */
export function ClaimDepositDialog({ order, onClose }: { order: DepositOrder; onClose: () => void }) {
  const intl = useIntl();
  const { language } = usePreferences();
  const deposit = formatMinorUnits(order.damageDepositAmount, order.currency, language);
  const [schema] = useState(() => claimSchema(order.damageDepositAmount));
  const { error, field, submit, takeServerError } = useZodForm(schema, { defaultValues: { amount: '', reason: '' }, messageValues: { max: deposit } });
  const [failure, setFailure] = useState<string | null>(null);
  const [claim, { loading }] = useMutation(claimDamageDepositMutation, { refetchQueries: ['AdminOrders'], awaitRefetchQueries: true });

  const confirm = async ({ amount, reason }: ClaimValues) => {
    setFailure(null);
    const minor = parseRefund(amount) ?? 0;
    try {
      await claim({ variables: { input: { orderId: order.id, amount: minor, reason: reason.trim() } } });
      toast({
        title: intl.formatMessage({ id: 'admin.deposit.success' }, { number: order.orderNumber }),
        description: intl.formatMessage({ id: 'admin.deposit.successRefund' }, { claimed: formatMinorUnits(minor, order.currency, language), refund: formatMinorUnits(order.damageDepositAmount - minor, order.currency, language) }),
      });
      onClose();
    } catch (e) {
      if (!takeServerError(e, ['amount', 'reason'])) setFailure(serverMessage(e) ?? intl.formatMessage({ id: 'admin.deposit.failed' }));
    }
  };

  const close = () => {
    if (!loading) onClose();
  };

  return (
    <AlertDialog
      title={<FormattedMessage id="admin.deposit.title" values={{ number: order.orderNumber }} />}
      description={<FormattedMessage id="admin.deposit.description" values={{ deposit }} />}
      keepLabel={<FormattedMessage id="admin.deposit.keep" />}
      onKeep={close}
      busy={loading}
      failure={failure}
      onSubmit={submit(confirm)}
      action={
        <button type="submit" className="button button--danger" disabled={loading}>
          <FormattedMessage id="admin.deposit.confirm" />
        </button>
      }
    >
      <TextField
        label={<FormattedMessage id="admin.deposit.amount" values={{ currency: order.currency }} />}
        inputMode="decimal"
        autoComplete="off"
        required
        maxLength={12}
        hint={error('amount') ? undefined : <FormattedMessage id="admin.deposit.hint" values={{ max: deposit }} />}
        {...field('amount')}
      />
      <TextField label={<FormattedMessage id="admin.deposit.reason" />} required maxLength={MAX_TEXT_LENGTH} {...field('reason')} />
    </AlertDialog>
  );
}
