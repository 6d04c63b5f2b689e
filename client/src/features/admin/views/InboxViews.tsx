import { useMutation } from '@apollo/client/react';
import { useId, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { graphql } from '../../../__generated__/gql';
import type { AdminEnquiriesQuery, AdminFlightInquiriesQuery, EnquiryStatus } from '../../../__generated__/graphql';
import { Fact } from '../../../components/Fact';
import { SidePanel } from '../../../components/SidePanel';
import { toast } from '../../../components/toast.store';
import { useFormatDate } from '../../../lib/dates';
import { serverMessage } from '../../../lib/errors';
import type { MessageId } from '../../../lib/forms';
import { mailtoUrl, telUrl } from '../../../lib/urls';
import { AdminList } from '../AdminList';
import { FilterSelect, useAdminListQuery, useFilterParam } from '../ListControls';

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

const setEnquiryStatusMutation = graphql(`
  mutation AdminSetEnquiryStatus($input: SetEnquiryStatusInput!) {
    setEnquiryStatus(input: $input) {
      id
      status
      statusChangedAt
    }
  }
`);

const setFlightInquiryStatusMutation = graphql(`
  mutation AdminSetFlightInquiryStatus($input: SetEnquiryStatusInput!) {
    setFlightInquiryStatus(input: $input) {
      id
      status
      statusChangedAt
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

/** The inbox's status filter (`?status=NEW`) and the open message (`?open=<id>`), both in the URL. */
function useInboxParams() {
  const [status, setStatus] = useFilterParam<EnquiryStatus>('status', STATUSES);
  const [params, setParams] = useSearchParams();
  const open = params.get('open');
  const setOpen = (id: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (id) next.set('open', id);
      else next.delete('open');
      return next;
    });
  return { status, setStatus, open, setOpen };
}

function StatusFilter({ value, onChange }: { value: EnquiryStatus | null; onChange: (value: EnquiryStatus | null) => void }) {
  const intl = useIntl();
  return (
    <FilterSelect
      label={intl.formatMessage({ id: 'admin.col.status' })}
      allLabel={intl.formatMessage({ id: 'admin.filter.allStatuses' })}
      value={value}
      options={STATUSES.map((status) => ({ value: status, label: intl.formatMessage({ id: ENQUIRY_STATUS_MESSAGES[status] }) }))}
      onChange={onChange}
    />
  );
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

/** The whole message and its details, beside the list; answer it by e-mail, change its status here too. */
function MessagePanel({ title, onClose, facts, message, status, reply }: { title: string; onClose: () => void; facts: ReactNode; message: string | null; status: ReactNode; reply: string }) {
  const intl = useIntl();
  return (
    <SidePanel title={title} closeLabel={intl.formatMessage({ id: 'admin.inbox.close' })} onClose={onClose}>
      <div className="admin-inbox__panel">
        <dl className="admin-inbox__facts">
          {facts}
          <Fact label={<FormattedMessage id="admin.col.status" />}>{status}</Fact>
        </dl>
        <h3>
          <FormattedMessage id="admin.inbox.message" />
        </h3>
        {message ? (
          <p className="admin-inbox__message">{message}</p>
        ) : (
          <p className="admin-status">
            <FormattedMessage id="admin.inbox.noMessage" />
          </p>
        )}
        <a className="button button--primary admin-inbox__reply" href={reply}>
          <FormattedMessage id="admin.inbox.reply" />
        </a>
      </div>
    </SidePanel>
  );
}

const LANGUAGE_MESSAGES: Record<string, MessageId> = { en: 'admin.inbox.language.en', de: 'admin.inbox.language.de' };

/** Contact-form enquiries, newest first: status filter, search, the message beside the list. */
export function EnquiriesView() {
  const intl = useIntl();
  const formatDate = useFormatDate();
  const inbox = useInboxParams();
  const query = useAdminListQuery(adminEnquiriesQuery, (data) => data.adminEnquiries, { status: inbox.status });
  const [setStatus] = useMutation(setEnquiryStatusMutation, { refetchQueries: ['AdminEnquiries', 'AdminDashboard'], awaitRefetchQueries: true });
  const opened = query.rows.find((row) => row.id === inbox.open);
  const changeStatus = (enquiry: Enquiry) => (status: EnquiryStatus) => setStatus({ variables: { input: { id: enquiry.id, status } } });
  const statusLabel = (enquiry: Enquiry) => intl.formatMessage({ id: 'admin.inbox.statusLabel' }, { name: enquiry.name, date: formatDate(enquiry.createdAt, 'dateTime') });
  const reply = (enquiry: Enquiry) => intl.formatMessage({ id: 'admin.inbox.replySubject' }, { subject: enquiry.subject });

  return (
    <AdminList
      {...query}
      searchLabel="admin.search.enquiries"
      caption="admin.view.enquiries"
      tools={<StatusFilter value={inbox.status} onChange={inbox.setStatus} />}
      columns={[
        { label: 'admin.col.received', className: 'admin-table__nowrap', cell: (enquiry) => formatDate(enquiry.createdAt, 'dateTime') },
        { label: 'admin.col.from', className: 'admin-table__wrap', cell: (enquiry) => <Sender name={enquiry.name} email={enquiry.email} phone={enquiry.phone} replySubject={reply(enquiry)} /> },
        {
          label: 'admin.col.subject',
          className: 'admin-table__wrap',
          cell: (enquiry) => (
            <div className="admin-inbox__summary">
              <strong>{enquiry.subject}</strong>
              <span className="admin-inbox__excerpt">{enquiry.message}</span>
              <button type="button" className="link-button" onClick={() => inbox.setOpen(enquiry.id)}>
                <FormattedMessage id="admin.inbox.read" />
                <span className="visually-hidden"> {intl.formatMessage({ id: 'admin.inbox.from' }, { name: enquiry.name })}</span>
              </button>
            </div>
          ),
        },
        { label: 'admin.col.status', cell: (enquiry) => <StatusSelect status={enquiry.status} label={statusLabel(enquiry)} onChange={changeStatus(enquiry)} /> },
      ]}
    >
      {opened ? (
        <MessagePanel
          title={opened.subject}
          onClose={() => inbox.setOpen(null)}
          message={opened.message}
          reply={mailtoUrl(opened.email, reply(opened))}
          status={<StatusSelect status={opened.status} label={statusLabel(opened)} onChange={changeStatus(opened)} />}
          facts={
            <>
              <Fact label={<FormattedMessage id="admin.col.from" />}>
                <Sender name={opened.name} email={opened.email} phone={opened.phone} replySubject={reply(opened)} />
              </Fact>
              <Fact label={<FormattedMessage id="admin.col.received" />}>{formatDate(opened.createdAt, 'dateTime')}</Fact>
              <Fact label={<FormattedMessage id="admin.inbox.language" />}>{LANGUAGE_MESSAGES[opened.locale] ? <FormattedMessage id={LANGUAGE_MESSAGES[opened.locale]} /> : opened.locale}</Fact>
            </>
          }
        />
      ) : null}
    </AdminList>
  );
}

/** Flight inquiries, newest first: the trip asked for, status filter, search, the message beside the list. */
export function FlightInquiriesView() {
  const intl = useIntl();
  const formatDate = useFormatDate();
  const inbox = useInboxParams();
  const query = useAdminListQuery(adminFlightInquiriesQuery, (data) => data.adminFlightInquiries, { status: inbox.status });
  const [setStatus] = useMutation(setFlightInquiryStatusMutation, { refetchQueries: ['AdminFlightInquiries', 'AdminDashboard'], awaitRefetchQueries: true });
  const opened = query.rows.find((row) => row.id === inbox.open);
  const changeStatus = (inquiry: FlightInquiry) => (status: EnquiryStatus) => setStatus({ variables: { input: { id: inquiry.id, status } } });
  const statusLabel = (inquiry: FlightInquiry) => intl.formatMessage({ id: 'admin.inbox.statusLabel' }, { name: inquiry.name, date: formatDate(inquiry.createdAt, 'dateTime') });
  const route = (inquiry: FlightInquiry) =>
    intl.formatMessage(
      { id: 'admin.flights.route' },
      { from: `${inquiry.departureCity}, ${inquiry.departureCountry}`, to: `${inquiry.destinationCity}, ${inquiry.destinationCountry}` },
    );
  const dates = (inquiry: FlightInquiry) => intl.formatMessage({ id: 'admin.flights.dates' }, { departure: formatDate(inquiry.departureDate), return: formatDate(inquiry.returnDate) });
  const reply = (inquiry: FlightInquiry) => intl.formatMessage({ id: 'admin.flights.replySubject' }, { to: inquiry.destinationCity });

  return (
    <AdminList
      {...query}
      searchLabel="admin.search.flightInquiries"
      caption="admin.view.flightInquiries"
      tools={<StatusFilter value={inbox.status} onChange={inbox.setStatus} />}
      columns={[
        { label: 'admin.col.received', className: 'admin-table__nowrap', cell: (inquiry) => formatDate(inquiry.createdAt, 'dateTime') },
        { label: 'admin.col.from', className: 'admin-table__wrap', cell: (inquiry) => <Sender name={inquiry.name} email={inquiry.email} phone={inquiry.phone} replySubject={reply(inquiry)} /> },
        {
          label: 'admin.col.trip',
          className: 'admin-table__wrap',
          cell: (inquiry) => (
            <div className="admin-inbox__summary">
              <strong>{route(inquiry)}</strong>
              <span className="admin-table__sub">
                {dates(inquiry)} · <FormattedMessage id="admin.flights.passengers" values={{ count: inquiry.passengers }} />
              </span>
              {inquiry.message ? <span className="admin-inbox__excerpt">{inquiry.message}</span> : null}
              <button type="button" className="link-button" onClick={() => inbox.setOpen(inquiry.id)}>
                <FormattedMessage id="admin.inbox.details" />
                <span className="visually-hidden"> {intl.formatMessage({ id: 'admin.inbox.from' }, { name: inquiry.name })}</span>
              </button>
            </div>
          ),
        },
        { label: 'admin.col.status', cell: (inquiry) => <StatusSelect status={inquiry.status} label={statusLabel(inquiry)} onChange={changeStatus(inquiry)} /> },
      ]}
    >
      {opened ? (
        <MessagePanel
          title={route(opened)}
          onClose={() => inbox.setOpen(null)}
          message={opened.message}
          reply={mailtoUrl(opened.email, reply(opened))}
          status={<StatusSelect status={opened.status} label={statusLabel(opened)} onChange={changeStatus(opened)} />}
          facts={
            <>
              <Fact label={<FormattedMessage id="admin.col.from" />}>
                <Sender name={opened.name} email={opened.email} phone={opened.phone} replySubject={reply(opened)} />
              </Fact>
              <Fact label={<FormattedMessage id="admin.col.received" />}>{formatDate(opened.createdAt, 'dateTime')}</Fact>
              <Fact label={<FormattedMessage id="admin.flights.travel" />}>{dates(opened)}</Fact>
              <Fact label={<FormattedMessage id="admin.flights.passengersLabel" />}>{intl.formatNumber(opened.passengers)}</Fact>
              <Fact label={<FormattedMessage id="admin.inbox.language" />}>{LANGUAGE_MESSAGES[opened.locale] ? <FormattedMessage id={LANGUAGE_MESSAGES[opened.locale]} /> : opened.locale}</Fact>
            </>
          }
        />
      ) : null}
    </AdminList>
  );
}
