import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { useId, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from '../../__generated__/gql';
import type { OrderEventKind, OrderStatus, OrderTimeline_OrderFragment } from '../../__generated__/graphql';
import { Dialog, DialogButtons } from '../../components/Dialog';
import { useFormatDate } from '../../lib/dates';
import { formatMinorUnits } from '../../lib/money';

/** What the timeline needs of an order: its number and its history, oldest first. */
export const orderTimelineFragment = graphql(`
  fragment OrderTimeline_order on Order {
    id
    orderNumber
    events {
      id
      at
      kind
      fromStatus
      toStatus
      amount
      currency
      reason
      dates {
        previousCheckIn
        previousCheckOut
        checkIn
        checkOut
      }
      actor {
        userId
        name
        job
      }
    }
  }
`);

type OrderEvent = OrderTimeline_OrderFragment['events'][number];

/** Each order status's label. */
export const ORDER_STATUS_MESSAGES = {
  PENDING: 'admin.orderStatus.PENDING',
  CONFIRMED: 'admin.orderStatus.CONFIRMED',
  OVERDUE: 'admin.orderStatus.OVERDUE',
  CANCELLED: 'admin.orderStatus.CANCELLED',
  EXPIRED: 'admin.orderStatus.EXPIRED',
} as const satisfies Record<OrderStatus, string>;

const KIND_MESSAGES = {
  STATUS: 'admin.orderEvent.status',
  PAYMENT: 'admin.orderEvent.payment',
  REFUND: 'admin.orderEvent.refund',
  REMINDER: 'admin.orderEvent.reminder',
  REFUND_FAILED: 'admin.orderEvent.refundFailed',
  DEPOSIT_RELEASED: 'admin.orderEvent.depositReleased',
  DEPOSIT_CLAIMED: 'admin.orderEvent.depositClaimed',
  DATES_CHANGED: 'admin.orderEvent.datesChanged',
} as const satisfies Record<OrderEventKind, string>;

/** What happened, in the interface language: a status move names both statuses, money its amount, a move of dates both stays. */
function EventText({ event }: { event: OrderEvent }) {
  const intl = useIntl();
  const formatDate = useFormatDate();
  if (event.dates) {
    const { previousCheckIn, previousCheckOut, checkIn, checkOut } = event.dates;
    return (
      <FormattedMessage
        id={KIND_MESSAGES[event.kind]}
        values={{ previousCheckIn: formatDate(previousCheckIn), previousCheckOut: formatDate(previousCheckOut), checkIn: formatDate(checkIn), checkOut: formatDate(checkOut) }}
      />
    );
  }
  const status = (value: OrderStatus | null | undefined) => (value ? intl.formatMessage({ id: ORDER_STATUS_MESSAGES[value] }) : '—');
  const amount = event.amount != null && event.currency ? formatMinorUnits(event.amount, event.currency, intl.locale) : '';
  return <FormattedMessage id={KIND_MESSAGES[event.kind]} values={{ from: status(event.fromStatus), to: status(event.toStatus), amount, reason: event.reason ?? '—' }} />;
}

/** Who acted: a user by name, a job by its name, or the system when neither is known (a deleted account). */
function Actor({ actor }: { actor: OrderEvent['actor'] }) {
  if (actor.name) return <FormattedMessage id="admin.orderEvent.byUser" values={{ name: actor.name }} />;
  if (actor.job) return <FormattedMessage id="admin.orderEvent.byJob" values={{ job: actor.job }} />;
  return <FormattedMessage id="admin.orderEvent.byUnknown" />;
}

/** An order's history as a list, oldest first: when, what happened, who. */
export function OrderTimeline({ order: from }: { order: FragmentType<typeof orderTimelineFragment> }) {
  const formatDate = useFormatDate();
  const fragment = useFragment({ fragment: orderTimelineFragment, fragmentName: 'OrderTimeline_order', from });
  if (!fragment.complete) return null;
  const { events } = fragment.data;
  if (!events.length) {
    return (
      <p className="admin-timeline__empty">
        <FormattedMessage id="admin.orderEvent.empty" />
      </p>
    );
  }
  return (
    <ol className="admin-timeline">
      {events.map((event) => (
        <li key={event.id} className="admin-timeline__event">
          <time dateTime={event.at}>{formatDate(event.at, 'dateTime')}</time>
          <span className="admin-timeline__what">
            <EventText event={event} />
          </span>
          <span className="admin-timeline__who">
            <Actor actor={event.actor} />
          </span>
        </li>
      ))}
    </ol>
  );
}

/** The timeline of one order in a dialog, opened from the orders list. */
export function OrderHistoryDialog({ order, orderNumber, onClose }: { order: FragmentType<typeof orderTimelineFragment>; orderNumber: string; onClose: () => void }) {
  const id = useId();
  const close = useRef<HTMLButtonElement>(null);
  return (
    <Dialog onClose={onClose} initialFocus={close} className="admin-dialog" aria-modal="true" aria-labelledby={`${id}-title`}>
      <div className="admin-dialog__inner">
        <h2 id={`${id}-title`}>
          <FormattedMessage id="admin.orderEvent.title" values={{ number: orderNumber }} />
        </h2>
        <OrderTimeline order={order} />
        <DialogButtons className="admin-dialog__actions" dismissLabel={<FormattedMessage id="admin.inbox.close" />} dismissRef={close} onDismiss={onClose} busy={false} />
      </div>
    </Dialog>
  );
}
