import { useQuery } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { OwnerStatementQuery } from '../../__generated__/graphql';
import { formatDate } from '../../lib/dates';
import { formatMinorUnits } from '../../lib/money';
import { ownerStatementFileUrl, ownerUrl } from '../../lib/urls';
import { ownerStatementQuery, ownerStatementsQuery } from './owner.operations';

/**
 * The owner's monthly statements: the months, newest first, each a link; the chosen month's
 * lines, adjustments, payouts and balance, with its CSV and PDF in the interface language.
 */
export function OwnerStatements({ month, villa }: { month: string | null; villa: string | null }) {
  const intl = useIntl();
  const { data } = useQuery(ownerStatementsQuery, { fetchPolicy: 'cache-and-network' });
  const statements = data?.ownerStatements ?? [];
  const chosen = month ?? statements[0]?.month ?? null;
  return (
    <section className="owner-section" aria-labelledby="owner-statements-title">
      <h2 id="owner-statements-title">
        <FormattedMessage id="owner.statements.title" />
      </h2>
      <p className="owner-status">
        <FormattedMessage id="owner.statements.rule" />
      </p>
      {statements.length ? (
        <ul className="owner-months" aria-label={intl.formatMessage({ id: 'owner.statements.months' })}>
          {statements.map((s) => (
            <li key={s.month}>
              <Link to={ownerUrl({ villa, month: s.month })} aria-current={s.month === chosen ? 'page' : undefined} className="owner-months__link">
                {formatDate(intl, `${s.month}-01`, 'monthYear')}
                {s.draft ? (
                  <span className="owner-badge">
                    <FormattedMessage id="owner.statements.draft" />
                  </span>
                ) : null}
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="owner-status">
          <FormattedMessage id="owner.statements.empty" />
        </p>
      )}
      {chosen ? <Statement month={chosen} /> : null}
    </section>
  );
}

function Statement({ month }: { month: string }) {
  const intl = useIntl();
  const { data, error } = useQuery(ownerStatementQuery, { variables: { month }, fetchPolicy: 'cache-and-network' });
  const statement = data?.ownerStatement;
  if (!statement) {
    return (
      <p className="owner-status" role={error ? 'alert' : 'status'}>
        <FormattedMessage id={error ? 'owner.loadFailed' : 'owner.loading'} />
      </p>
    );
  }
  const money = (minor: number) => formatMinorUnits(minor, statement.currency, intl.locale);
  return (
    <div className="owner-statement">
      <div className="owner-statement__head">
        <h3>
          <FormattedMessage id="owner.statements.monthTitle" values={{ month: formatDate(intl, `${month}-01`, 'monthYear') }} />
          {statement.draft ? (
            <span className="owner-badge">
              <FormattedMessage id="owner.statements.draft" />
            </span>
          ) : null}
        </h3>
        <div className="owner-statement__downloads">
          <a className="button button--outline button--small" href={ownerStatementFileUrl(month, 'csv')} download>
            <FormattedMessage id="owner.statements.csv" />
          </a>
          <a className="button button--outline button--small" href={ownerStatementFileUrl(month, 'pdf')} download>
            <FormattedMessage id="owner.statements.pdf" />
          </a>
        </div>
      </div>
      {statement.draft ? (
        <p className="owner-status">
          <FormattedMessage id="owner.statements.draftNote" />
        </p>
      ) : null}
      <StatementLines statement={statement} money={money} />
      <dl className="owner-statement__balance">
        <dt>
          <FormattedMessage id="owner.statements.balanceCarried" />
        </dt>
        <dd>{money(statement.balanceCarried)}</dd>
        {statement.adjustments.map((adjustment) => (
          <div key={`${adjustment.reference}-${adjustment.month}`} className="owner-statement__pair">
            <dt>
              <FormattedMessage id="owner.statements.adjustment" values={{ reference: adjustment.reference }} />
              <span className="owner-statement__sub">{adjustment.description}</span>
            </dt>
            <dd>{money(adjustment.amount)}</dd>
          </div>
        ))}
        {statement.payouts.map((payout) => (
          <div key={payout.id} className="owner-statement__pair">
            <dt>
              <FormattedMessage id="owner.statements.payout" values={{ reference: payout.reference, date: formatDate(intl, payout.paidOn) }} />
            </dt>
            <dd>{money(-payout.amount)}</dd>
          </div>
        ))}
        <dt className="owner-statement__due">
          <FormattedMessage id="owner.statements.balanceDue" />
        </dt>
        <dd className="owner-statement__due">{money(statement.balanceDue)}</dd>
      </dl>
    </div>
  );
}

type StatementFields = OwnerStatementQuery['ownerStatement'];

function StatementLines({ statement, money }: { statement: StatementFields; money: (minor: number) => string }) {
  const intl = useIntl();
  const labels = ['owner.col.villa', 'owner.col.reference', 'owner.col.guest', 'owner.col.dates', 'owner.col.rent', 'owner.col.refunds', 'owner.col.commission', 'owner.col.net'] as const;
  const text = labels.map((id) => intl.formatMessage({ id }));
  if (!statement.lines.length) {
    return (
      <p className="owner-status">
        <FormattedMessage id="owner.statements.noStays" />
      </p>
    );
  }
  return (
    <table className="owner-table">
      <caption className="visually-hidden">
        <FormattedMessage id="owner.statements.title" />
      </caption>
      <thead>
        <tr>
          {text.map((label) => (
            <th key={label} scope="col">
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {statement.lines.map((line) => (
          <tr key={line.reference}>
            <td data-label={text[0]}>{line.propertyTitle}</td>
            <th scope="row" data-label={text[1]}>
              {line.reference}
              {line.kind === 'cancellation' ? (
                <span className="owner-statement__sub">
                  <FormattedMessage id="owner.statements.cancellation" />
                </span>
              ) : null}
            </th>
            <td data-label={text[2]}>{line.guestFirstName}</td>
            <td data-label={text[3]}>
              <FormattedMessage id="owner.range" values={{ from: formatDate(intl, line.checkIn), to: formatDate(intl, line.checkOut) }} />
            </td>
            <td data-label={text[4]}>{money(line.rent)}</td>
            <td data-label={text[5]}>{money(line.refunds)}</td>
            <td data-label={text[6]}>
              {money(line.commission)} <span className="owner-statement__sub">({intl.formatNumber(line.commissionPercent / 100, { style: 'percent', maximumFractionDigits: 2 })})</span>
            </td>
            <td data-label={text[7]}>{money(line.net)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={4}>
            <FormattedMessage id="owner.statements.total" />
          </th>
          <td data-label={text[4]}>{money(statement.totals.rent)}</td>
          <td data-label={text[5]}>{money(statement.totals.refunds)}</td>
          <td data-label={text[6]}>{money(statement.totals.commission)}</td>
          <td data-label={text[7]}>{money(statement.totals.net)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
