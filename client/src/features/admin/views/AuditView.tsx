import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { graphql } from '../../../__generated__/gql';
import type { AdminAuditQuery, AuditAction, AuditTargetType } from '../../../__generated__/graphql';
import { adminUrl } from '../admin.urls';
import { auditChanges, type AuditChangeShown } from '../admin.format';
import { AdminList, type AdminColumn } from '../AdminList';
import { useAdminListQuery } from '../ListControls';

export const adminAuditQuery = graphql(`
  query AdminAudit($filter: AuditFilter, $page: PageInput) {
    auditLog(filter: $filter, page: $page) {
      totalCount
      items {
        id
        action
        actorEmail
        targetEmail
        targetId
        targetType
        targetLabel
        changes {
          field
          before
          after
        }
        createdAt
      }
    }
  }
`);

const ACTION_MESSAGES = {
  ADMIN_GRANTED: 'admin.audit.ADMIN_GRANTED',
  ADMIN_REVOKED: 'admin.audit.ADMIN_REVOKED',
  USER_DELETED: 'admin.audit.USER_DELETED',
  USER_SUSPENDED: 'admin.audit.USER_SUSPENDED',
  USER_UNSUSPENDED: 'admin.audit.USER_UNSUSPENDED',
  ORDER_CANCELLED: 'admin.audit.ORDER_CANCELLED',
  DAMAGE_DEPOSIT_CLAIMED: 'admin.audit.DAMAGE_DEPOSIT_CLAIMED',
  BOOKING_DATES_CHANGED: 'admin.audit.BOOKING_DATES_CHANGED',
  PROPERTY_CREATED: 'admin.audit.PROPERTY_CREATED',
  PROPERTY_UPDATED: 'admin.audit.PROPERTY_UPDATED',
  PROPERTY_PUBLISHED: 'admin.audit.PROPERTY_PUBLISHED',
  PROPERTY_UNPUBLISHED: 'admin.audit.PROPERTY_UNPUBLISHED',
  IMAGE_UPLOADED: 'admin.audit.IMAGE_UPLOADED',
  IMAGE_UPDATED: 'admin.audit.IMAGE_UPDATED',
  IMAGE_DELETED: 'admin.audit.IMAGE_DELETED',
  IMAGES_REORDERED: 'admin.audit.IMAGES_REORDERED',
  PROPERTY_RATES_SET: 'admin.audit.PROPERTY_RATES_SET',
  ENQUIRY_STATUS_CHANGED: 'admin.audit.ENQUIRY_STATUS_CHANGED',
  CALENDAR_BLOCK_ADDED: 'admin.audit.CALENDAR_BLOCK_ADDED',
  CALENDAR_BLOCK_DELETED: 'admin.audit.CALENDAR_BLOCK_DELETED',
  ICAL_EXPORT_ROTATED: 'admin.audit.ICAL_EXPORT_ROTATED',
  ICAL_IMPORT_ADDED: 'admin.audit.ICAL_IMPORT_ADDED',
  ICAL_IMPORT_DELETED: 'admin.audit.ICAL_IMPORT_DELETED',
  PROPERTY_OWNER_SET: 'admin.audit.PROPERTY_OWNER_SET',
  OWNER_INVITED: 'admin.audit.OWNER_INVITED',
  OWNER_STAY_ADDED: 'admin.audit.OWNER_STAY_ADDED',
  OWNER_STAY_DELETED: 'admin.audit.OWNER_STAY_DELETED',
  OWNER_STATEMENTS_CLOSED: 'admin.audit.OWNER_STATEMENTS_CLOSED',
  OWNER_PAYOUT_RECORDED: 'admin.audit.OWNER_PAYOUT_RECORDED',
  REVIEW_APPROVED: 'admin.audit.REVIEW_APPROVED',
  REVIEW_REJECTED: 'admin.audit.REVIEW_REJECTED',
  REVIEW_REPLIED: 'admin.audit.REVIEW_REPLIED',
} as const satisfies Record<AuditAction, string>;

const TARGET_MESSAGES = {
  USER: 'admin.audit.target.USER',
  ORDER: 'admin.audit.target.ORDER',
  PROPERTY: 'admin.audit.target.PROPERTY',
  IMAGE: 'admin.audit.target.IMAGE',
  ENQUIRY: 'admin.audit.target.ENQUIRY',
  FLIGHT_INQUIRY: 'admin.audit.target.FLIGHT_INQUIRY',
  OWNER_STATEMENT_MONTH: 'admin.audit.target.OWNER_STATEMENT_MONTH',
  REVIEW: 'admin.audit.target.REVIEW',
} as const satisfies Record<AuditTargetType, string>;

/** Lists longer than this show their first entries and a button for the rest (a new villa sets some twenty fields). */
const CHANGES_SHOWN = 5;
/** Values longer than this are cut, with a button for the whole text (a long description). */
const VALUE_SHOWN = 120;

/** A value as it was or became, cut when long. */
function Value({ text }: { text: string | null }) {
  const [all, setAll] = useState(false);
  if (text === null) return <span className="admin-changes__none">–</span>;
  if (text.length <= VALUE_SHOWN || all) return <span>{text}</span>;
  return (
    <span>
      {text.slice(0, VALUE_SHOWN)}…{' '}
      <button type="button" className="link-button admin-changes__more" onClick={() => setAll(true)}>
        <FormattedMessage id="admin.audit.showValue" />
      </button>
    </span>
  );
}

/** "field: before → after" for each changed value, nested values by their path (translations.de.title). */
function Changes({ changes }: { changes: AuditChangeShown[] }) {
  const [all, setAll] = useState(false);
  if (!changes.length) return null;
  const shown = all || changes.length <= CHANGES_SHOWN + 1 ? changes : changes.slice(0, CHANGES_SHOWN);
  return (
    <>
      <ul className="admin-changes">
        {shown.map((change) => (
          <li key={change.field}>
            <code>{change.field}</code>: <Value text={change.before} /> → <Value text={change.after} />
          </li>
        ))}
      </ul>
      {shown.length < changes.length ? (
        <button type="button" className="link-button admin-changes__more" onClick={() => setAll(true)}>
          <FormattedMessage id="admin.audit.showChanges" values={{ count: changes.length - shown.length }} />
        </button>
      ) : null}
    </>
  );
}

const COLUMNS: AdminColumn<AdminAuditQuery['auditLog']['items'][number]>[] = [
  { label: 'admin.col.date', cell: (entry, format) => format.date(entry.createdAt, 'dateTime') },
  { label: 'admin.col.action', cell: (entry) => <FormattedMessage id={ACTION_MESSAGES[entry.action]} /> },
  { label: 'admin.col.admin', className: 'admin-table__wrap', cell: (entry) => entry.actorEmail ?? <FormattedMessage id="admin.deletedAccount" /> },
  {
    label: 'admin.col.target',
    className: 'admin-table__wrap',
    cell: (entry) => (
      <div>
        {entry.targetType === 'USER' ? (
          (entry.targetEmail ?? <FormattedMessage id="admin.deletedAccount" />)
        ) : entry.targetType === 'PROPERTY' ? (
          <Link to={adminUrl({ view: 'villas', edit: entry.targetId })}>{entry.targetLabel}</Link>
        ) : (
          entry.targetLabel
        )}
        <span className="admin-table__sub">
          <FormattedMessage id={TARGET_MESSAGES[entry.targetType]} />
        </span>
      </div>
    ),
  },
  { label: 'admin.col.changes', className: 'admin-table__wrap', cell: (entry) => <Changes changes={auditChanges(entry.changes)} /> },
];

/**
 * What admins did to which accounts, orders, villas and enquiries, newest first, with the values
 * they changed; a villa leads to its editor.
 */
export function AuditView() {
  const query = useAdminListQuery(adminAuditQuery, (data) => data.auditLog);
  return <AdminList {...query} columns={COLUMNS} />;
}
