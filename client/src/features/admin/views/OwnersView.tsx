import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import * as z from 'zod/mini';
import { businessToday } from '../../../../../common/dates';
import { isMonth, monthOf, previousMonth } from '../../../../../common/owner-statements';
import { TextField } from '../../../components/TextField';
import { toast } from '../../../components/toast.store';
import { formatDate } from '../../../lib/dates';
import { serverMessage } from '../../../lib/errors';
import { rule, trimmedMin, useZodForm } from '../../../lib/form';
import { formatMinorUnits } from '../../../lib/money';
import { OWNER_PAYOUTS_CSV_URL, ownerStatementFileUrl } from '../../../lib/urls';
import { ConfirmDialog } from '../ConfirmDialog';
import { ListStatus } from '../ListStatus';
import { adminOwnerPayoutsQuery, adminOwnerStatementQuery, adminOwnersQuery, closeOwnerStatementsMutation, recordOwnerPayoutMutation } from './owners.operations';

/**
 * Owners in the back office: each owner's villas and balance due; one owner's statement of a
 * month with its downloads, and a payout to record; closing a month; the payouts with a CSV
 * export. The owner and month looked at are in the URL (`owner`, `month`).
 */
export function OwnersView() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const { data, loading, error, refetch } = useQuery(adminOwnersQuery, { variables: { page: { offset: 0, limit: 100 } }, fetchPolicy: 'cache-and-network' });
  const owners = data?.owners.items ?? [];
  const chosen = owners.find((o) => o.id === params.get('owner')) ?? null;
  const month = isMonth(params.get('month')) ? params.get('month')! : monthOf(businessToday());
  const choose = (ownerId: string) => {
    const next = new URLSearchParams(params);
    next.set('owner', ownerId);
    setParams(next);
  };
  const labels = (['admin.owners.col.owner', 'admin.owners.col.villas', 'admin.owners.col.balance', 'admin.owners.col.actions'] as const).map((id) => intl.formatMessage({ id }));
  return (
    <section className="admin-view owners-view">
      <ListStatus loading={loading} error={error} empty={owners.length === 0} onRetry={() => void refetch()} />
      {owners.length ? (
        <table className="admin-table">
          <caption className="visually-hidden">
            <FormattedMessage id="admin.view.owners" />
          </caption>
          <thead>
            <tr>
              {labels.map((label) => (
                <th key={label} scope="col">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {owners.map((owner) => (
              <tr key={owner.id}>
                <th scope="row" data-label={labels[0]}>
                  <div>
                    {owner.name}
                    <span className="admin-table__sub">{owner.email}</span>
                  </div>
                </th>
                <td data-label={labels[1]}>{owner.villaCount}</td>
                <td data-label={labels[2]}>{formatMinorUnits(owner.balanceDue, owner.currency, intl.locale)}</td>
                <td data-label={labels[3]}>
                  <button type="button" className="button button--outline button--small" aria-pressed={chosen?.id === owner.id} onClick={() => choose(owner.id)}>
                    <FormattedMessage id="admin.owners.open" values={{ name: owner.name }} />
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {chosen ? <OwnerDetail key={chosen.id} owner={chosen} month={month} onMonth={(m) => setParams(new URLSearchParams({ ...Object.fromEntries(params), month: m }))} onChange={() => void refetch()} /> : null}
      <CloseMonth onClosed={() => void refetch()} />
      <Payouts />
    </section>
  );
}

interface OwnerRow {
  id: string;
  name: string;
  currency: string;
}

function OwnerDetail({ owner, month, onMonth, onChange }: { owner: OwnerRow; month: string; onMonth: (month: string) => void; onChange: () => void }) {
  const intl = useIntl();
  const { data, error, refetch } = useQuery(adminOwnerStatementQuery, { variables: { month, ownerId: owner.id }, fetchPolicy: 'network-only' });
  const statement = data?.ownerStatement;
  const money = (minor: number) => formatMinorUnits(minor, owner.currency, intl.locale);
  return (
    <div className="owners-view__part">
      <h2>
        <FormattedMessage id="admin.owners.statementOf" values={{ name: owner.name }} />
      </h2>
      <TextField type="month" name="month" label={<FormattedMessage id="admin.owners.month" />} value={month} max={monthOf(businessToday())} onChange={(event) => isMonth(event.target.value) && onMonth(event.target.value)} />
      {statement ? (
        <>
          <dl className="owners-view__figures">
            <dt>
              <FormattedMessage id="admin.owners.state" />
            </dt>
            <dd>
              <FormattedMessage id={statement.draft ? 'admin.owners.draft' : 'admin.owners.closed'} />
            </dd>
            <dt>
              <FormattedMessage id="admin.owners.stays" />
            </dt>
            <dd>{statement.lines.length}</dd>
            <dt>
              <FormattedMessage id="admin.owners.rent" />
            </dt>
            <dd>{money(statement.totals.rent)}</dd>
            <dt>
              <FormattedMessage id="admin.owners.refunds" />
            </dt>
            <dd>{money(statement.totals.refunds)}</dd>
            <dt>
              <FormattedMessage id="admin.owners.commission" />
            </dt>
            <dd>{money(statement.totals.commission)}</dd>
            <dt>
              <FormattedMessage id="admin.owners.net" />
            </dt>
            <dd>{money(statement.totals.net)}</dd>
            <dt>
              <FormattedMessage id="admin.owners.adjustments" />
            </dt>
            <dd>{money(statement.adjustments.reduce((sum, a) => sum + a.amount, 0))}</dd>
            <dt>
              <FormattedMessage id="admin.owners.payouts" />
            </dt>
            <dd>{money(-statement.payouts.reduce((sum, p) => sum + p.amount, 0))}</dd>
            <dt>
              <FormattedMessage id="admin.owners.balanceDue" />
            </dt>
            <dd>
              <strong>{money(statement.balanceDue)}</strong>
            </dd>
          </dl>
          <div className="villa-calendar__actions">
            <a className="button button--outline button--small" href={ownerStatementFileUrl(month, 'csv', owner.id)} download>
              <FormattedMessage id="admin.owners.csv" />
            </a>
            <a className="button button--outline button--small" href={ownerStatementFileUrl(month, 'pdf', owner.id)} download>
              <FormattedMessage id="admin.owners.pdf" />
            </a>
          </div>
        </>
      ) : (
        <ListStatus loading={!error} error={error} empty onRetry={() => void refetch()} />
      )}
      <PayoutForm
        owner={owner}
        onRecorded={() => {
          void refetch();
          onChange();
        }}
      />
    </div>
  );
}

const payoutSchema = z.object({
  amount: z.string().check(rule((value: string) => /^\d+([.,]\d{1,2})?$/.test(value.trim()) && Number(value.replace(',', '.')) > 0, 'admin.owners.amountInvalid')),
  reference: z.string().check(trimmedMin(1, 'admin.owners.referenceRequired')),
  paidOn: z.string().check(trimmedMin(1, 'admin.owners.paidOnRequired')),
});
type PayoutValues = z.infer<typeof payoutSchema>;

function PayoutForm({ owner, onRecorded }: { owner: OwnerRow; onRecorded: () => void }) {
  const intl = useIntl();
  const [record, { loading }] = useMutation(recordOwnerPayoutMutation, { refetchQueries: [adminOwnerPayoutsQuery] });
  const { field, submit, reset, takeServerError } = useZodForm(payoutSchema, { defaultValues: { amount: '', reference: '', paidOn: businessToday() } });
  const save = async (values: PayoutValues) => {
    try {
      const amount = Math.round(Number(values.amount.replace(',', '.')) * 100);
      await record({ variables: { input: { ownerId: owner.id, amount, currency: owner.currency, reference: values.reference.trim(), paidOn: values.paidOn } } });
      reset({ amount: '', reference: '', paidOn: businessToday() });
      toast({ title: intl.formatMessage({ id: 'admin.owners.payoutRecorded' }) });
      onRecorded();
    } catch (failure) {
      if (!takeServerError(failure, ['amount', 'reference', 'paidOn'])) toast({ title: serverMessage(failure) ?? intl.formatMessage({ id: 'admin.owners.failed' }), variant: 'destructive' });
    }
  };
  return (
    <form className="villa-calendar__form" onSubmit={submit(save)} noValidate aria-label={intl.formatMessage({ id: 'admin.owners.recordPayout' })}>
      <TextField inputMode="decimal" label={<FormattedMessage id="admin.owners.amount" values={{ currency: owner.currency }} />} maxLength={12} {...field('amount')} />
      <TextField label={<FormattedMessage id="admin.owners.reference" />} maxLength={100} {...field('reference')} />
      <TextField type="date" label={<FormattedMessage id="admin.owners.paidOn" />} {...field('paidOn')} />
      <button type="submit" className="button button--primary button--small" disabled={loading}>
        <FormattedMessage id="admin.owners.recordPayout" />
      </button>
    </form>
  );
}

/** Closing a month: a month not over yet asks first. */
function CloseMonth({ onClosed }: { onClosed: () => void }) {
  const intl = useIntl();
  const current = monthOf(businessToday());
  const [month, setMonth] = useState(previousMonth(current));
  const [confirming, setConfirming] = useState(false);
  const [close, { loading }] = useMutation(closeOwnerStatementsMutation);
  const run = async (early: boolean) => {
    setConfirming(false);
    try {
      const result = await close({ variables: { input: { month, early } } });
      toast({ title: intl.formatMessage({ id: 'admin.owners.closedToast' }, { months: result.data?.closeOwnerStatements.months.join(', ') ?? month }) });
      onClosed();
    } catch (failure) {
      toast({ title: serverMessage(failure) ?? intl.formatMessage({ id: 'admin.owners.failed' }), variant: 'destructive' });
    }
  };
  return (
    <div className="owners-view__part">
      <h2>
        <FormattedMessage id="admin.owners.closeTitle" />
      </h2>
      <p className="admin-status">
        <FormattedMessage id="admin.owners.closeHint" />
      </p>
      <div className="villa-calendar__form">
        <TextField type="month" name="closeMonth" label={<FormattedMessage id="admin.owners.month" />} value={month} max={current} onChange={(event) => setMonth(event.target.value)} />
        <button type="button" className="button button--primary button--small" disabled={loading || !isMonth(month)} onClick={() => (month >= current ? setConfirming(true) : void run(false))}>
          <FormattedMessage id="admin.owners.close" />
        </button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={intl.formatMessage({ id: 'admin.owners.closeEarlyTitle' })}
        description={intl.formatMessage({ id: 'admin.owners.closeEarlyText' }, { month: formatDate(intl, `${month}-01`, 'monthYear') })}
        confirmLabel={intl.formatMessage({ id: 'admin.owners.closeEarly' })}
        onConfirm={() => void run(true)}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}

function Payouts() {
  const intl = useIntl();
  const { data, loading, error, refetch } = useQuery(adminOwnerPayoutsQuery, { variables: { page: { offset: 0, limit: 100 } }, fetchPolicy: 'cache-and-network' });
  const payouts = data?.ownerPayouts.items ?? [];
  const labels = (['admin.owners.col.paidOn', 'admin.owners.col.owner', 'admin.owners.reference', 'admin.owners.col.amount'] as const).map((id) => intl.formatMessage({ id }));
  return (
    <div className="owners-view__part">
      <h2>
        <FormattedMessage id="admin.owners.payoutsTitle" />
      </h2>
      <a className="button button--outline button--small owners-view__export" href={OWNER_PAYOUTS_CSV_URL} download>
        <FormattedMessage id="admin.owners.payoutsCsv" />
      </a>
      <ListStatus loading={loading} error={error} empty={payouts.length === 0} onRetry={() => void refetch()} />
      {payouts.length ? (
        <table className="admin-table">
          <caption className="visually-hidden">
            <FormattedMessage id="admin.owners.payoutsTitle" />
          </caption>
          <thead>
            <tr>
              {labels.map((label) => (
                <th key={label} scope="col">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {payouts.map((payout) => (
              <tr key={payout.id}>
                <th scope="row" data-label={labels[0]}>
                  {formatDate(intl, payout.paidOn)}
                </th>
                <td data-label={labels[1]}>
                  <div>
                    {payout.ownerName}
                    <span className="admin-table__sub">{payout.ownerEmail}</span>
                  </div>
                </td>
                <td data-label={labels[2]}>{payout.reference}</td>
                <td data-label={labels[3]}>{formatMinorUnits(payout.amount, payout.currency, intl.locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </div>
  );
}
