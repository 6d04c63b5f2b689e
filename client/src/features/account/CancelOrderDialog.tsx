import type { FragmentType } from '@apollo/client';
import { useFragment, useMutation, useQuery } from '@apollo/client/react';
import { useId, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CANCELLATION_DEPOSIT_ONLY_MIN_WEEKS, CANCELLATION_PARTIAL_MIN_DAYS } from '../../../../common/constants';
import { graphql } from '../../__generated__/gql';
import type { CancellationTier } from '../../__generated__/graphql';
import { Dialog } from '../../components/Dialog';
import { Fact } from '../../components/Fact';
import { toast } from '../../components/toast.store';
import { serverMessage } from '../../lib/errors';
import type { MessageId } from '../../lib/message-id';
import { formatMinorUnits } from '../../lib/money';
import { DialogActions } from './DialogActions';

/** What the dialog tells about cancelling: the tier, how far ahead the stay is and the money kept and refunded. */
graphql(`
  fragment CancellationQuote_terms on CancellationQuoteView {
    tier
    daysBeforeArrival
    paidAmount
    keptAmount
    refundAmount
    currency
  }
`);

/**
 * The order as the dialog reads it. A quote has no identity in the cache (useFragment cannot
 * read it apart from its order), so its terms come unmasked with the order.
 */
export const cancelOrderFragment = graphql(`
  fragment CancelOrderDialog_order on Order {
    id
    orderNumber
    currency
    cancellationQuote {
      ...CancellationQuote_terms @unmask # a quote has no cache identity: it is read with its order
    }
  }
`);

/** Today's quote, asked afresh on opening: the tier can change overnight. It lands on the cached order, which the dialog reads. */
const CancellationQuoteQuery = graphql(`
  query AccountCancellationQuote($id: ID!) {
    myOrder(id: $id) {
      id
      ...CancelOrderDialog_order
    }
  }
`);

const CancelOrderMutation = graphql(`
  mutation CancelOrder($input: CancelOrderInput!) {
    cancelOrder(input: $input) {
      replayed
      order {
        ...AccountOrder
      }
      refunds {
        id
        amount
        status
      }
    }
  }
`);

/** What each tier of the policy means, with and without a known arrival date. */
const TIER_MESSAGES: Record<CancellationTier, MessageId> = {
  DEPOSIT_ONLY: 'account.cancel.tier.DEPOSIT_ONLY',
  PARTIAL: 'account.cancel.tier.PARTIAL',
  NONE: 'account.cancel.tier.NONE',
};

/**
 * "Cancel booking": before anything happens the guest reads the policy tier that applies today
 * and exactly what is refunded and what is kept. Confirming cancels the order; its answer
 * updates the order in place (Cancelled, with the refund) and a toast says what comes back.
 */
export function CancelOrderDialog({ order: from, onClose, onCancelled }: { order: FragmentType<typeof cancelOrderFragment>; onClose: () => void; onCancelled: () => void }) {
  const intl = useIntl();
  const id = useId();
  const keep = useRef<HTMLButtonElement>(null);
  const fragment = useFragment({ fragment: cancelOrderFragment, fragmentName: 'CancelOrderDialog_order', from });
  const fresh = useQuery(CancellationQuoteQuery, { variables: { id: fragment.data.id ?? '' }, skip: !fragment.complete, fetchPolicy: 'network-only' });
  const [cancelOrder, { loading }] = useMutation(CancelOrderMutation);
  const [failure, setFailure] = useState<ReactNode>(null);
  if (!fragment.complete) return null;
  const order = fragment.data;
  const quote = order.cancellationQuote;
  const money = (minor: number) => formatMinorUnits(minor, order.currency, intl.locale);

  const confirm = async () => {
    setFailure(null);
    try {
      const { data } = await cancelOrder({ variables: { input: { orderId: order.id } } });
      const refunded = data?.cancelOrder.refunds.reduce((sum, refund) => sum + refund.amount, 0) ?? 0;
      toast({
        title: intl.formatMessage({ id: 'account.cancel.successTitle' }, { number: order.orderNumber }),
        description: refunded > 0 ? intl.formatMessage({ id: 'account.cancel.successRefund' }, { amount: money(refunded) }) : intl.formatMessage({ id: 'account.cancel.successNoRefund' }),
      });
      onCancelled();
    } catch (error) {
      setFailure(serverMessage(error) ?? <FormattedMessage id="account.cancel.failed" />);
    }
  };

  const close = () => {
    if (!loading) onClose();
  };

  return (
    <Dialog onClose={close} initialFocus={keep} className="account-dialog" role="alertdialog" aria-modal="true" aria-labelledby={`${id}-title`} aria-describedby={`${id}-policy`}>
      <div className="account-dialog__inner">
        <h2 id={`${id}-title`}>
          <FormattedMessage id="account.cancel.title" values={{ number: order.orderNumber }} />
        </h2>
        {quote ? (
          <>
            <p id={`${id}-policy`}>
              {quote.daysBeforeArrival === null ? (
                <FormattedMessage id="account.cancel.tier.noDate" />
              ) : (
                <FormattedMessage
                  id={TIER_MESSAGES[quote.tier]}
                  values={{ days: Math.max(0, quote.daysBeforeArrival), weeks: CANCELLATION_DEPOSIT_ONLY_MIN_WEEKS, minDays: CANCELLATION_PARTIAL_MIN_DAYS }}
                />
              )}
            </p>
            <dl className="figures-box account-dialog__figures" aria-busy={fresh.loading}>
              <Fact label={<FormattedMessage id="account.cancel.paid" />}>{money(quote.paidAmount)}</Fact>
              <Fact label={<FormattedMessage id="account.cancel.kept" />}>{money(quote.keptAmount)}</Fact>
              <Fact label={<FormattedMessage id="account.cancel.refund" />} className="account-dialog__figure--total" testId="cancel-refund">
                {money(quote.refundAmount)}
              </Fact>
            </dl>
            <p className="account-dialog__note">
              <FormattedMessage id="account.cancel.final" />
            </p>
          </>
        ) : (
          <p id={`${id}-policy`}>
            <FormattedMessage id="account.cancel.unavailable" />
          </p>
        )}
        <DialogActions failure={failure} dismiss="account.cancel.keep" dismissRef={keep} onDismiss={close} busy={loading}>
          {quote ? (
            <button type="button" className="button button--danger" onClick={() => void confirm()} disabled={loading || fresh.loading}>
              {loading ? (
                <FormattedMessage id="account.cancel.pending" />
              ) : quote.refundAmount > 0 ? (
                <FormattedMessage id="account.cancel.confirmRefund" values={{ amount: money(quote.refundAmount) }} />
              ) : (
                <FormattedMessage id="account.cancel.confirm" />
              )}
            </button>
          ) : null}
        </DialogActions>
      </div>
    </Dialog>
  );
}
