import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, Navigate, useLocation, useParams } from 'react-router-dom';
import { graphql } from '../../__generated__/gql';
import { Fact } from '../../components/Fact';
import { PageLoading } from '../../components/PageLoading';
import { depositOf, PaymentTimeline } from '../../components/PaymentTimeline';
import { TableHead } from '../../components/TableHead';
import { usePageTitle } from '../../components/usePageTitle';
import { formatMinorUnits } from '../../lib/money';
import { accountUrl, loginUrl } from '../../lib/urls';
import { ORDER_STATUS_MESSAGE } from './BookingsTab';
import { useFormatDate } from '../../lib/dates';
import './invoice.css';

const InvoiceMeQuery = graphql(`
  query InvoiceMe {
    me {
      id
    }
  }
`);

/** The order as its invoice shows it; instalments have no identity in the cache, so the timeline's fields come unmasked. */
const InvoiceQuery = graphql(`
  query Invoice($id: ID!) {
    company {
      name
      legalName
      companyNumber
      address
      email
      phone
    }
    myOrder(id: $id) {
      id
      orderNumber
      createdAt
      currency
      status
      paymentOption
      totalAmount
      amountPaid
      balanceAmount
      balanceDueDate
      staysAmount
      extrasAmount
      discountCode
      discountAmount
      refundedAmount
      damageDepositAmount
      damageDepositStatus
      damageDepositClaimedAmount
      damageDepositClaimReason
      paymentSchedule {
        ...PaymentTimeline_instalment @unmask # an instalment has no cache identity: it is read with its order
      }
      payments {
        id
        kind
        amount
        status
        createdAt
        completedAt
      }
      leadGuestName
      leadGuestEmail
      leadGuestPhone
      bookings {
        id
        checkIn
        checkOut
        guests
        totalNights
        pricePerNight
        totalPrice
        property {
          id
          title
          location
        }
      }
      extras {
        id
        title
        quantity
        unitPrice
        totalPrice
      }
    }
  }
`);

/**
 * /account/orders/:id/invoice: a printable invoice of one of the user's orders, with the
 * company's details from the `company` query. Print styles hide the site around it.
 */
const COLUMNS = [
  { label: 'invoice.description' },
  { label: 'invoice.quantity', numeric: true },
  { label: 'invoice.unitPrice', numeric: true },
  { label: 'invoice.amount', numeric: true },
] as const;

export default function InvoicePage() {
  const intl = useIntl();
  const location = useLocation();
  const formatDay = useFormatDate();
  const { id = '' } = useParams();
  const me = useQuery(InvoiceMeQuery);
  const signedIn = Boolean(me.data?.me);
  const { data, loading, error } = useQuery(InvoiceQuery, { variables: { id }, skip: !signedIn });
  const order = data?.myOrder;
  usePageTitle(order ? intl.formatMessage({ id: 'invoice.title' }, { number: order.orderNumber }) : intl.formatMessage({ id: 'invoice.heading' }));

  if (me.loading) return <PageLoading />;
  if (!signedIn) return <Navigate to={loginUrl({ returnTo: location.pathname })} replace />;
  if (loading && !data) return <PageLoading />;
  if (!order || !data) {
    return (
      <div className="page container invoice-missing">
        <h1>
          <FormattedMessage id={error && !data ? 'account.loadFailed' : 'invoice.notFound'} />
        </h1>
        <Link to={accountUrl('orders')} className="button button--primary">
          <FormattedMessage id="invoice.backToOrders" />
        </Link>
      </div>
    );
  }

  const { company } = data;
  const money = (minor: number) => formatMinorUnits(minor, order.currency, intl.locale);
  const minus = (minor: number) => intl.formatMessage({ id: 'account.invoice.minus' }, { amount: money(minor) });
  const refunds = order.payments.filter((payment) => payment.kind === 'REFUND' && payment.status !== 'FAILED');
  const date = (iso: string) => formatDay(iso, 'long');

  return (
    <div className="page container invoice-page">
      <div className="invoice-actions no-print">
        <Link to={accountUrl('orders')} className="button button--outline">
          <FormattedMessage id="invoice.backToOrders" />
        </Link>
        <button type="button" className="button button--primary" onClick={() => window.print()}>
          <FormattedMessage id="invoice.print" />
        </button>
      </div>

      <article className="invoice" aria-labelledby="invoice-title">
        <header className="invoice__head">
          <div>
            <p className="invoice__brand">{company.name}</p>
            <address className="invoice__address">
              {company.legalName}
              <br />
              {company.address}
              <br />
              {company.email} · {company.phone}
              <br />
              <FormattedMessage id="invoice.companyNumber" values={{ number: company.companyNumber }} />
            </address>
          </div>
          <div className="invoice__meta">
            <h1 id="invoice-title">
              <FormattedMessage id="invoice.heading" />
            </h1>
            <dl>
              <Fact label={<FormattedMessage id="invoice.number" />}>{order.orderNumber}</Fact>
              <Fact label={<FormattedMessage id="invoice.date" />}>{date(order.createdAt)}</Fact>
              <div>
                <dt>
                  <FormattedMessage id="invoice.status" />
                </dt>
                <dd>
                  <FormattedMessage id={ORDER_STATUS_MESSAGE[order.status]} />
                </dd>
              </div>
            </dl>
          </div>
        </header>

        <section className="invoice__billto">
          <h2>
            <FormattedMessage id="invoice.billTo" />
          </h2>
          <p>
            {order.leadGuestName}
            <br />
            {order.leadGuestEmail}
            <br />
            {order.leadGuestPhone}
          </p>
        </section>

        <div className="invoice__table-wrap">
          <table className="invoice__table">
            <caption className="visually-hidden">
              <FormattedMessage id="invoice.items" />
            </caption>
            <TableHead columns={COLUMNS} />
            <tbody>
              {order.bookings.map((b) => (
                <tr key={b.id}>
                  <td>
                    <strong>{b.property.title}</strong>, {b.property.location}
                    <br />
                    <span className="invoice__muted">
                      <FormattedMessage id="account.bookings.dates" values={{ checkIn: formatDay(b.checkIn), checkOut: formatDay(b.checkOut) }} />
                      {' · '}
                      <FormattedMessage id="account.bookings.guests" values={{ count: b.guests }} />
                    </span>
                  </td>
                  <td className="num">
                    <FormattedMessage id="invoice.nights" values={{ count: b.totalNights }} />
                  </td>
                  <td className="num">
                    {/* Across a season boundary (or after currency rounding) the nights differ: the stored price is their average. */}
                    {b.pricePerNight * b.totalNights === b.totalPrice ? money(b.pricePerNight) : <FormattedMessage id="invoice.averagePerNight" values={{ price: money(b.pricePerNight) }} />}
                  </td>
                  <td className="num">{money(b.totalPrice)}</td>
                </tr>
              ))}
              {order.extras.map((x) => (
                <tr key={x.id}>
                  <td>{x.title}</td>
                  <td className="num">{intl.formatNumber(x.quantity)}</td>
                  <td className="num">{money(x.unitPrice)}</td>
                  <td className="num">{money(x.totalPrice)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              {order.discountAmount > 0 ? (
                <>
                  <SumRow label={<FormattedMessage id="account.invoice.subtotal" />} amount={money(order.staysAmount + order.extrasAmount)} />
                  <SumRow
                    className="invoice__discount"
                    label={<FormattedMessage id="account.invoice.discount" values={{ code: order.discountCode ?? '' }} />}
                    amount={minus(order.discountAmount)}
                  />
                </>
              ) : null}
              <SumRow label={<FormattedMessage id="invoice.total" />} amount={money(order.totalAmount)} />
              {order.damageDepositAmount > 0 ? (
                // Refundable, so outside the total; the amounts paid and due below include it.
                <SumRow className="invoice__deposit" label={<FormattedMessage id="invoice.damageDeposit" />} amount={money(order.damageDepositAmount)} />
              ) : null}
              <SumRow label={<FormattedMessage id="invoice.paid" />} amount={money(order.amountPaid)} />
              {refunds.map((refund) => (
                <SumRow
                  key={refund.id}
                  className="invoice__refund"
                  label={
                    refund.status === 'PENDING' ? (
                      <FormattedMessage id="account.invoice.refundPending" />
                    ) : (
                      <FormattedMessage id="account.invoice.refund" values={{ date: formatDay(refund.completedAt ?? refund.createdAt) }} />
                    )
                  }
                  amount={minus(refund.amount)}
                />
              ))}
              <SumRow
                className="invoice__due"
                label={
                  order.balanceAmount > 0 && order.balanceDueDate ? (
                    <FormattedMessage id="invoice.balanceDueBy" values={{ date: formatDay(order.balanceDueDate) }} />
                  ) : (
                    <FormattedMessage id="invoice.balance" />
                  )
                }
                amount={money(order.balanceAmount)}
              />
            </tfoot>
          </table>
        </div>

        {order.paymentSchedule.length ? (
          <div className="invoice__schedule">
            <PaymentTimeline instalments={order.paymentSchedule} currency={order.currency} damageDeposit={depositOf(order)} />
          </div>
        ) : null}

        <footer className="invoice__foot">
          <FormattedMessage id="invoice.thanks" values={{ company: company.name }} />
        </footer>
      </article>
    </div>
  );
}

/** A line of the invoice's totals: its label across the first three columns, its amount in the last. */
function SumRow({ label, amount, className }: { label: ReactNode; amount: string; className?: string }) {
  return (
    <tr className={className}>
      <th scope="row" colSpan={3}>
        {label}
      </th>
      <td className="num">{amount}</td>
    </tr>
  );
}
