import type { TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useId, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { graphql } from '../../../__generated__/gql';
import type { AdminEnquiriesQuery, AdminFlightInquiriesQuery, EnquiryFilter, EnquiryStatus, PageInput, SetEnquiryStatusInput } from '../../../__generated__/graphql';
import { Fact } from '../../../components/Fact';
import { SidePanel } from '../../../components/SidePanel';
import { toast } from '../../../components/toast.store';
import { serverMessage } from '../../../lib/errors';
import type { MessageId } from '../../../lib/message-id';
import { mailtoUrl, telUrl } from '../../../lib/urls';
import { useAdminFormat, type AdminFormat } from '../admin.format';
import { AdminList, type AdminColumn } from '../AdminList';
import { AdminNote } from '../AdminNote';
import { useAdminListQuery, type ListFilter } from '../ListControls';

export const adminEnquiriesQuery = graphql(`
  query AdminEnquiries($filter: EnquiryFilter, $page: PageInput) {
    adminEnquiries(filter: $filter, page: $page) {
      totalCount
      items {
        id
        createdAt
        name
        email
        phone
        subject
        message
        locale
        status
        statusChangedAt
      }
    }
  }
`);

export const adminFlightInquiriesQuery = graphql(`
  query AdminFlightInquiries($filter: EnquiryFilter, $page: PageInput) {
    adminFlightInquiries(filter: $filter, page: $page) {
      totalCount
      items {
        id
        createdAt
        name
        email
        phone
        passengers
        departureCountry
        departureCity
        destinationCountry
        destinationCity
        departureDate
        returnDate
        message
        locale
        status
        statusChangedAt
      }
    }
  }
`);

type Enquiry = AdminEnquiriesQuery['adminEnquiries']['items'][number];
type FlightInquiry = AdminFlightInquiriesQuery['adminFlightInquiries']['items'][number];

/** Where staff are with a message, in the order they move through. */
const STATUSES = ['NEW', 'ANSWERED', 'CLOSED'] as const satisfies readonly EnquiryStatus[];

export const ENQUIRY_STATUS_MESSAGES = {
  NEW: 'admin.enquiryStatus.NEW',
  ANSWERED: 'admin.enquiryStatus.ANSWERED',
  CLOSED: 'admin.enquiryStatus.CLOSED',
} as const satisfies Record<EnquiryStatus, MessageId>;

/** What every message has, whichever form sent it. */
interface InboxMessage {
  id: string;
  createdAt: string;
  name: string;
  email: string;
  phone: string;
  message: string | null;
  locale: string;
  status: EnquiryStatus;
}

interface Shown {
  intl: IntlShape;
  format: AdminFormat;
}

/** One inbox: its list and status change, and how its messages read. */
interface Inbox<TData, Row extends InboxMessage> {
  query: TypedDocumentNode<TData, { filter: EnquiryFilter | null; page: PageInput }>;
  pick: (data: TData) => { items: Row[]; totalCount: number };
  setStatus: TypedDocumentNode<unknown, { input: SetEnquiryStatusInput }>;
  /** The list's operation, read again (with the overview's counts) after a status change. */
  listName: string;
  /** The summary column: its heading and the button that opens the whole message. */
  summary: { label: MessageId; read: MessageId };
  /** The message's title: in the summary column and over the side panel. */
  title: (row: Row, shown: Shown) => string;
  /** A line under the title in the list (the flight's dates and passengers). */
  detail?: (row: Row, shown: Shown) => ReactNode;
  /** The subject of an answer by e-mail. */
  replySubject: (row: Row, shown: Shown) => string;
  /** The panel's facts between when it came and its language. */
  facts?: (row: Row, shown: Shown) => ReactNode;
}

/** The status filter (`?status=NEW`). */
const STATUS_FILTER: ListFilter<EnquiryStatus> = { param: 'status', values: STATUSES, messages: ENQUIRY_STATUS_MESSAGES, label: 'admin.col.status', allLabel: 'admin.filter.allStatuses' };

/** The open message (`?open=<id>`), in the URL. */
function useOpenParam() {
  const [params, setParams] = useSearchParams();
  const setOpen = (id: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (id) next.set('open', id);
      else next.delete('open');
      return next;
    });
  return [params.get('open'), setOpen] as const;
}

/**
 * A message's status as a select: choosing another one saves it at once. The list and the
 * overview's count of new messages are read again (a message may leave a filtered list).
 */
function StatusSelect({ status, label, onChange }: { status: EnquiryStatus; label: string; onChange: (status: EnquiryStatus) => Promise<unknown> }) {
  const intl = useIntl();
  const id = useId();
  const [saving, setSaving] = useState(false);
  const change = async (next: EnquiryStatus) => {
    setSaving(true);
    try {
      await onChange(next);
      toast({ title: intl.formatMessage({ id: 'admin.inbox.statusSaved' }, { status: intl.formatMessage({ id: ENQUIRY_STATUS_MESSAGES[next] }) }) });
    } catch (e) {
      toast({ title: intl.formatMessage({ id: 'admin.inbox.statusFailed' }), description: serverMessage(e), variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  };
  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <select
        id={id}
        className={`control form-field__input admin-inbox__status admin-inbox__status--${status.toLowerCase()}`}
        value={status}
        disabled={saving}
        onChange={(event) => void change(STATUSES.find((s) => s === event.target.value) ?? status)}
      >
        {STATUSES.map((value) => (
          <option key={value} value={value}>
            {intl.formatMessage({ id: ENQUIRY_STATUS_MESSAGES[value] })}
          </option>
        ))}
      </select>
    </>
  );
}

/** Name, e-mail (to answer from the mail program) and phone of whoever wrote. */
function Sender({ name, email, phone, replySubject }: { name: string; email: string; phone: string; replySubject: string }) {
  return (
    <div className="admin-inbox__sender">
      {name}
      <a className="admin-table__sub" href={mailtoUrl(email, replySubject)}>
        {email}
      </a>
      <a className="admin-table__sub" href={telUrl(phone)}>
        {phone}
      </a>
    </div>
  );
}

const LANGUAGE_MESSAGES: Record<string, MessageId> = { en: 'admin.inbox.language.en', de: 'admin.inbox.language.de' };

/** An inbox, newest first: status filter, search, each message's status as a select, the whole message beside the list. */
function InboxView<TData, Row extends InboxMessage>({ inbox }: { inbox: Inbox<TData, Row> }) {
  const intl = useIntl();
  const format = useAdminFormat();
  const shown = { intl, format };
  const [open, setOpen] = useOpenParam();
  const query = useAdminListQuery(inbox.query, inbox.pick, { filter: STATUS_FILTER });
  const [setStatus] = useMutation(inbox.setStatus, { refetchQueries: [inbox.listName, 'AdminDashboard'], awaitRefetchQueries: true });
  const opened = query.rows.find((row) => row.id === open);
  const status = (row: Row) => (
    <StatusSelect
      status={row.status}
      label={intl.formatMessage({ id: 'admin.inbox.statusLabel' }, { name: row.name, date: format.date(row.createdAt, 'dateTime') })}
      onChange={(next) => setStatus({ variables: { input: { id: row.id, status: next } } })}
    />
  );
  const sender = (row: Row) => <Sender name={row.name} email={row.email} phone={row.phone} replySubject={inbox.replySubject(row, shown)} />;
  const columns: AdminColumn<Row>[] = [
    { label: 'admin.col.received', className: 'admin-table__nowrap', cell: (row) => format.date(row.createdAt, 'dateTime') },
    { label: 'admin.col.from', className: 'admin-table__wrap', cell: sender },
    {
      label: inbox.summary.label,
      className: 'admin-table__wrap',
      cell: (row) => (
        <div className="admin-inbox__summary">
          <strong>{inbox.title(row, shown)}</strong>
          {inbox.detail?.(row, shown)}
          {row.message ? <span className="admin-inbox__excerpt">{row.message}</span> : null}
          <button type="button" className="link-button" onClick={() => setOpen(row.id)}>
            <FormattedMessage id={inbox.summary.read} />
            <span className="visually-hidden"> {intl.formatMessage({ id: 'admin.inbox.from' }, { name: row.name })}</span>
          </button>
        </div>
      ),
    },
    { label: 'admin.col.status', cell: status },
  ];

  return (
    <AdminList {...query} columns={columns}>
      {opened ? (
        <SidePanel title={inbox.title(opened, shown)} closeLabel={intl.formatMessage({ id: 'admin.inbox.close' })} onClose={() => setOpen(null)}>
          <div className="admin-inbox__panel">
            <dl className="admin-inbox__facts">
              <Fact label={<FormattedMessage id="admin.col.from" />}>{sender(opened)}</Fact>
              <Fact label={<FormattedMessage id="admin.col.received" />}>{format.date(opened.createdAt, 'dateTime')}</Fact>
              {inbox.facts?.(opened, shown)}
              <Fact label={<FormattedMessage id="admin.inbox.language" />}>{LANGUAGE_MESSAGES[opened.locale] ? <FormattedMessage id={LANGUAGE_MESSAGES[opened.locale]} /> : opened.locale}</Fact>
              <Fact label={<FormattedMessage id="admin.col.status" />}>{status(opened)}</Fact>
            </dl>
            <h3>
              <FormattedMessage id="admin.inbox.message" />
            </h3>
            {opened.message ? <p className="admin-inbox__message">{opened.message}</p> : <AdminNote message="admin.inbox.noMessage" />}
            <a className="button button--primary admin-inbox__reply" href={mailtoUrl(opened.email, inbox.replySubject(opened, shown))}>
              <FormattedMessage id="admin.inbox.reply" />
            </a>
          </div>
        </SidePanel>
      ) : null}
    </AdminList>
  );
}

const setEnquiryStatusMutation = graphql(`
  mutation AdminSetEnquiryStatus($input: SetEnquiryStatusInput!) {
    setEnquiryStatus(input: $input) {
      id
      status
      statusChangedAt
    }
  }
`);

const ENQUIRIES: Inbox<AdminEnquiriesQuery, Enquiry> = {
  query: adminEnquiriesQuery,
  pick: (data) => data.adminEnquiries,
  setStatus: setEnquiryStatusMutation,
  listName: 'AdminEnquiries',
  summary: { label: 'admin.col.subject', read: 'admin.inbox.read' },
  title: (enquiry) => enquiry.subject,
  replySubject: (enquiry, { intl }) => intl.formatMessage({ id: 'admin.inbox.replySubject' }, { subject: enquiry.subject }),
};

const flightDates = (inquiry: FlightInquiry, { intl, format }: Shown) => intl.formatMessage({ id: 'admin.flights.dates' }, { departure: format.date(inquiry.departureDate), return: format.date(inquiry.returnDate) });

const setFlightInquiryStatusMutation = graphql(`
  mutation AdminSetFlightInquiryStatus($input: SetEnquiryStatusInput!) {
    setFlightInquiryStatus(input: $input) {
      id
      status
      statusChangedAt
    }
  }
`);

const FLIGHT_INQUIRIES: Inbox<AdminFlightInquiriesQuery, FlightInquiry> = {
  query: adminFlightInquiriesQuery,
  pick: (data) => data.adminFlightInquiries,
  setStatus: setFlightInquiryStatusMutation,
  listName: 'AdminFlightInquiries',
  summary: { label: 'admin.col.trip', read: 'admin.inbox.details' },
  title: (inquiry, { intl }) =>
    intl.formatMessage({ id: 'admin.flights.route' }, { from: `${inquiry.departureCity}, ${inquiry.departureCountry}`, to: `${inquiry.destinationCity}, ${inquiry.destinationCountry}` }),
  detail: (inquiry, shown) => (
    <span className="admin-table__sub">
      {flightDates(inquiry, shown)} · <FormattedMessage id="admin.flights.passengers" values={{ count: inquiry.passengers }} />
    </span>
  ),
  replySubject: (inquiry, { intl }) => intl.formatMessage({ id: 'admin.flights.replySubject' }, { to: inquiry.destinationCity }),
  facts: (inquiry, shown) => (
    <>
      <Fact label={<FormattedMessage id="admin.flights.travel" />}>{flightDates(inquiry, shown)}</Fact>
      <Fact label={<FormattedMessage id="admin.flights.passengersLabel" />}>{shown.format.number(inquiry.passengers)}</Fact>
    </>
  ),
};

/** Contact-form enquiries, newest first: status filter, search, the message beside the list. */
export function EnquiriesView() {
  return <InboxView inbox={ENQUIRIES} />;
}

/** Flight inquiries, newest first: the trip asked for, status filter, search, the message beside the list. */
export function FlightInquiriesView() {
  return <InboxView inbox={FLIGHT_INQUIRIES} />;
}
