import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import * as z from 'zod/mini';
import { MAX_TEXT_LENGTH } from '../../../../common/constants';
import { fromMinorUnits } from '../../../../common/pricing';
import { graphql } from '../../__generated__/gql';
import { TextField } from '../../components/TextField';
import { toast } from '../../components/toast.store';
import { serverMessage } from '../../lib/errors';
import { rule, useZodForm } from '../../lib/form';
import { formatMinorUnits } from '../../lib/money';
import { usePreferences } from '../../lib/preferences';
import { AlertDialog } from './ConfirmDialog';

const adminCancelOrderMutation = graphql(`
  mutation AdminCancelOrder($input: AdminCancelOrderInput!) {
    adminCancelOrder(input: $input) {
      replayed
      order {
        id
        status
        amountPaid
        balanceAmount
        balanceDueDate
        refundedAmount
        cancelledAt
      }
      refunds {
        id
        amount
        status
      }
    }
  }
`);

/** What the dialog needs of an order. */
export interface CancellableOrder {
  id: string;
  orderNumber: string;
  currency: string;
  amountPaid: number;
  refundedAmount: number;
}


/** "1750", "1750.5", "1750,50" → minor units; null for anything else (grouping, a third decimal). */
export function parseRefund(text: string): number | null {
  const value = text.trim();
  if (!/^\d{1,9}(?:[.,]\d{1,2})?$/.test(value)) return null;
  return Math.round(Number(value.replace(',', '.')) * 100);
}

/** The refund: an amount with at most 2 decimals within what may be refunded, and an optional reason. */
function refundSchema(refundable: number) {
  return z.object({
    refundAmount: z.string().check(
      rule((text: string) => {
        const minor = parseRefund(text);
        return minor !== null && minor <= refundable;
      }, 'admin.refund.range'),
    ),
    reason: z.string(),
  });
}

type RefundValues = z.infer<ReturnType<typeof refundSchema>>;

/**
 * Staff cancel an order with a refund of their choice: the amount starts at everything paid
 * and not yet refunded (a full refund) and may be lowered to any amount down to 0. It is
 * checked here (a number with at most 2 decimals, within what may be refunded) and again by
 * the server, whose message lands on the same field. The reason is kept with the refund.
 */
export function CancelOrderDialog({ order, onClose }: { order: CancellableOrder; onClose: () => void }) {
  const intl = useIntl();
  const { language } = usePreferences();
  const refundable = Math.max(0, order.amountPaid - order.refundedAmount);
  const max = formatMinorUnits(refundable, order.currency, language);
  const inputFormat = new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false });
  const [schema] = useState(() => refundSchema(refundable));
  const { control, error, field, submit, takeServerError } = useZodForm(schema, {
    defaultValues: { refundAmount: inputFormat.format(fromMinorUnits(refundable)), reason: '' },
    messageValues: { max },
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [cancelOrder, { loading }] = useMutation(adminCancelOrderMutation, { refetchQueries: ['AdminOrders', 'AdminDashboard', 'AdminPayments'], awaitRefetchQueries: true });
  const entered = parseRefund(useWatch({ control, name: 'refundAmount' }));

  const confirm = async ({ refundAmount, reason }: RefundValues) => {
    setFailure(null);
    try {
      const { data } = await cancelOrder({ variables: { input: { orderId: order.id, refundAmount: parseRefund(refundAmount) ?? 0, reason: reason.trim() || null } } });
      const refunded = data?.adminCancelOrder.refunds.reduce((sum, refund) => sum + refund.amount, 0) ?? 0;
      toast({
        title: intl.formatMessage({ id: 'admin.refund.success' }, { number: order.orderNumber }),
        description: refunded > 0 ? intl.formatMessage({ id: 'admin.refund.successRefund' }, { amount: formatMinorUnits(refunded, order.currency, language) }) : intl.formatMessage({ id: 'admin.refund.successNoRefund' }),
      });
      onClose();
    } catch (e) {
      if (!takeServerError(e, ['refundAmount'])) setFailure(serverMessage(e) ?? intl.formatMessage({ id: 'admin.refund.failed' }));
    }
  };

  const close = () => {
    if (!loading) onClose();
  };

  return (
    <AlertDialog
      title={<FormattedMessage id="admin.refund.title" values={{ number: order.orderNumber }} />}
      description={<FormattedMessage id="admin.refund.description" values={{ paid: max }} />}
      keepLabel={<FormattedMessage id="admin.refund.keep" />}
      onKeep={close}
      busy={loading}
      failure={failure}
      onSubmit={submit(confirm)}
      action={
        <button type="submit" className="button button--danger" disabled={loading}>
          {entered === null || entered > refundable ? (
            <FormattedMessage id="admin.refund.confirmPlain" />
          ) : entered > 0 ? (
            <FormattedMessage id="admin.refund.confirm" values={{ amount: formatMinorUnits(entered, order.currency, language) }} />
          ) : (
            <FormattedMessage id="admin.refund.confirmNoRefund" />
          )}
        </button>
      }
    >
      <TextField
        label={<FormattedMessage id="admin.refund.amount" values={{ currency: order.currency }} />}
        inputMode="decimal"
        autoComplete="off"
        required
        maxLength={12}
        hint={error('refundAmount') ? undefined : <FormattedMessage id="admin.refund.hint" values={{ max }} />}
        {...field('refundAmount')}
      />
      <TextField label={<FormattedMessage id="admin.refund.reason" />} maxLength={MAX_TEXT_LENGTH} {...field('reason')} />
    </AlertDialog>
  );
}
