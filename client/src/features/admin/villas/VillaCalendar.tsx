import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import * as z from 'zod/mini';
import type { VillaCalendarQuery } from '../../../__generated__/graphql';
import { TextField } from '../../../components/TextField';
import { toast } from '../../../components/toast.store';
import { useFormatDate } from '../../../lib/dates';
import { serverMessage } from '../../../lib/errors';
import { trimmedMin, useZodForm } from '../../../lib/form';
import type { MessageId } from '../../../lib/message-id';
import { ConfirmDialog } from '../ConfirmDialog';
import { ItemList } from '../ItemList';
import { ListStatus } from '../ListStatus';
import { EditorSection } from './EditorSection';
import './villa-calendar.css';
import {
  addCalendarBlockMutation,
  addIcalImportMutation,
  deleteCalendarBlockMutation,
  deleteIcalImportMutation,
  rotateIcalExportMutation,
  syncIcalImportsMutation,
  villaCalendarQuery,
} from './villa-calendar.operations';

/**
 * A villa's calendar in the editor: dates staff block (owner's stays, maintenance),
 * the secret export feed other channels subscribe to, and the channels' feeds this villa
 * imports, with their last sync, error and conflicts. Every change refetches the section, so
 * what staff see is what the server kept.
 */
export function VillaCalendar({ propertyId }: { propertyId: string }) {
  const { data, loading, error, refetch } = useQuery(villaCalendarQuery, { variables: { propertyId }, fetchPolicy: 'network-only' });
  const reload = () => void refetch();

  return (
    <EditorSection id="villa-calendar-title" title="admin.calendar.title" className="villa-calendar">
      {data ? (
        <>
          <Blocks propertyId={propertyId} blocks={data.adminCalendarBlocks} onChange={reload} />
          <ExportFeed propertyId={propertyId} exportUrl={data.adminIcalExport.exportUrl} onChange={reload} />
          <ImportFeeds propertyId={propertyId} feeds={data.adminIcalImports} onChange={reload} />
        </>
      ) : (
        <ListStatus loading={loading} error={error} empty onRetry={reload} />
      )}
    </EditorSection>
  );
}

type Block = VillaCalendarQuery['adminCalendarBlocks'][number];

const required = () => z.string().check(trimmedMin(1, 'admin.calendar.field.required'));

/** A block staff add: both dates and a reason, which the server checks further. */
const blockSchema = z.object({ checkIn: required(), checkOut: required(), reason: required() });
type BlockValues = z.infer<typeof blockSchema>;
const NO_BLOCK: BlockValues = { checkIn: '', checkOut: '', reason: '' };

/** A channel's feed this villa imports: its address, which the server checks. */
const feedSchema = z.object({ url: required() });
type FeedValues = z.infer<typeof feedSchema>;
const NO_FEED: FeedValues = { url: '' };

function useFailure() {
  const intl = useIntl();
  return (failure: unknown) => toast({ title: serverMessage(failure) ?? intl.formatMessage({ id: 'admin.calendar.failed' }), variant: 'destructive' });
}

/** Runs a change to the calendar: says it is done and reads the section again, or says why it failed. */
function useCalendarChange(onChange: () => void) {
  const intl = useIntl();
  const failed = useFailure();
  return async (work: () => Promise<unknown>, done: MessageId) => {
    try {
      await work();
      toast({ title: intl.formatMessage({ id: done }) });
      onChange();
    } catch (failure) {
      failed(failure);
    }
  };
}

/** One part of the calendar section under its heading. */
function CalendarPart({ title, children }: { title: MessageId; children: ReactNode }) {
  return (
    <div className="villa-calendar__part">
      <h4>
        <FormattedMessage id={title} />
      </h4>
      {children}
    </div>
  );
}

function Blocks({ propertyId, blocks, onChange }: { propertyId: string; blocks: Block[]; onChange: () => void }) {
  const intl = useIntl();
  const formatDate = useFormatDate();
  const failed = useFailure();
  const run = useCalendarChange(onChange);
  const { field, submit, reset, takeServerError } = useZodForm(blockSchema, { defaultValues: NO_BLOCK });
  const [addBlock, { loading: adding }] = useMutation(addCalendarBlockMutation);
  const [deleteBlock] = useMutation(deleteCalendarBlockMutation);

  const add = async (values: BlockValues) => {
    try {
      await addBlock({ variables: { propertyId, input: { ...values, reason: values.reason.trim() } } });
      reset();
      toast({ title: intl.formatMessage({ id: 'admin.calendar.block.added' }) });
      onChange();
    } catch (failure) {
      if (!takeServerError(failure, ['checkIn', 'checkOut', 'reason'])) failed(failure);
    }
  };

  const remove = (block: Block) => run(() => deleteBlock({ variables: { propertyId, blockId: block.id } }), 'admin.calendar.block.deleted');

  return (
    <CalendarPart title="admin.calendar.blocks">
      <ItemList items={blocks} className="villa-calendar__list" label={intl.formatMessage({ id: 'admin.calendar.blocks' })} empty="admin.calendar.blocks.empty">
        {(block) => {
          const range = { from: formatDate(block.checkIn), to: formatDate(block.checkOut) };
          return (
            <li key={block.id} className="villa-calendar__row">
              <span>
                <strong>
                  <FormattedMessage id="admin.calendar.block.range" values={range} />
                </strong>{' '}
                {block.reason}
                {block.importId ? (
                  <span className="villa-calendar__source">
                    {' · '}
                    <FormattedMessage id="admin.calendar.block.imported" />
                  </span>
                ) : null}
                {block.ownerStay ? (
                  <span className="villa-calendar__source">
                    {' · '}
                    <FormattedMessage id="admin.calendar.block.ownerStay" />
                  </span>
                ) : null}
              </span>
              {block.importId ? null : (
                <button type="button" className="button button--outline button--small" aria-label={intl.formatMessage({ id: 'admin.calendar.block.deleteLabel' }, range)} onClick={() => void remove(block)}>
                  <FormattedMessage id="admin.calendar.block.delete" />
                </button>
              )}
            </li>
          );
        }}
      </ItemList>
      <form className="villa-calendar__form" onSubmit={submit(add)} noValidate>
        <TextField type="date" label={<FormattedMessage id="admin.calendar.field.checkIn" />} {...field('checkIn')} />
        <TextField type="date" label={<FormattedMessage id="admin.calendar.field.checkOut" />} {...field('checkOut')} />
        <TextField label={<FormattedMessage id="admin.calendar.field.reason" />} {...field('reason')} />
        <button type="submit" className="button button--primary button--small" disabled={adding}>
          <FormattedMessage id="admin.calendar.block.add" />
        </button>
      </form>
    </CalendarPart>
  );
}

function ExportFeed({ propertyId, exportUrl, onChange }: { propertyId: string; exportUrl: string; onChange: () => void }) {
  const intl = useIntl();
  const failed = useFailure();
  const run = useCalendarChange(onChange);
  const [confirming, setConfirming] = useState(false);
  const [rotate, { loading }] = useMutation(rotateIcalExportMutation);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(exportUrl);
      toast({ title: intl.formatMessage({ id: 'admin.calendar.export.copied' }) });
    } catch (failure) {
      failed(failure);
    }
  };

  const replace = () => {
    setConfirming(false);
    void run(() => rotate({ variables: { propertyId } }), 'admin.calendar.export.rotated');
  };

  return (
    <CalendarPart title="admin.calendar.export">
      <TextField name="exportUrl" label={<FormattedMessage id="admin.calendar.export.url" />} hint={<FormattedMessage id="admin.calendar.export.hint" />} value={exportUrl} readOnly onFocus={(event) => event.target.select()} maxLength={2000} />
      <div className="villa-calendar__actions">
        <button type="button" className="button button--outline button--small" onClick={() => void copy()}>
          <FormattedMessage id="admin.calendar.export.copy" />
        </button>
        <button type="button" className="button button--outline button--small" disabled={loading} onClick={() => setConfirming(true)}>
          <FormattedMessage id="admin.calendar.export.rotate" />
        </button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={intl.formatMessage({ id: 'admin.calendar.export.rotateTitle' })}
        description={intl.formatMessage({ id: 'admin.calendar.export.rotateText' })}
        confirmLabel={intl.formatMessage({ id: 'admin.calendar.export.rotate' })}
        onConfirm={() => void replace()}
        onCancel={() => setConfirming(false)}
      />
    </CalendarPart>
  );
}

function ImportFeeds({ propertyId, feeds, onChange }: { propertyId: string; feeds: VillaCalendarQuery['adminIcalImports']; onChange: () => void }) {
  const intl = useIntl();
  const formatDate = useFormatDate();
  const failed = useFailure();
  const run = useCalendarChange(onChange);
  const { field, submit, reset, takeServerError } = useZodForm(feedSchema, { defaultValues: NO_FEED });
  const [addFeed, { loading: adding }] = useMutation(addIcalImportMutation);
  const [deleteFeed] = useMutation(deleteIcalImportMutation);
  const [syncFeeds, { loading: syncing }] = useMutation(syncIcalImportsMutation);

  const add = async ({ url }: FeedValues) => {
    try {
      await addFeed({ variables: { propertyId, input: { url: url.trim() } } });
      reset();
      toast({ title: intl.formatMessage({ id: 'admin.calendar.import.added' }) });
      onChange();
    } catch (failure) {
      if (!takeServerError(failure, ['url'])) failed(failure);
    }
  };

  return (
    <CalendarPart title="admin.calendar.imports">
      <p className="form-field__hint">
        <FormattedMessage id="admin.calendar.imports.hint" />
      </p>
      <ItemList items={feeds} className="villa-calendar__list" label={intl.formatMessage({ id: 'admin.calendar.imports' })} empty="admin.calendar.imports.empty">
        {(feed) => (
          <li key={feed.id} className="villa-calendar__feed">
            <div className="villa-calendar__row">
              <span className="villa-calendar__url">{feed.url}</span>
              <button
                type="button"
                className="button button--outline button--small"
                aria-label={intl.formatMessage({ id: 'admin.calendar.import.deleteLabel' }, { url: feed.url })}
                onClick={() => void run(() => deleteFeed({ variables: { propertyId, importId: feed.id } }), 'admin.calendar.import.deleted')}
              >
                <FormattedMessage id="admin.calendar.import.delete" />
              </button>
            </div>
            <p className="admin-status">
              {feed.lastSyncedAt ? (
                <FormattedMessage id="admin.calendar.import.lastSync" values={{ time: formatDate(feed.lastSyncedAt, 'dateTime') }} />
              ) : (
                <FormattedMessage id="admin.calendar.import.neverSynced" />
              )}
              {' · '}
              <FormattedMessage id="admin.calendar.import.blockCount" values={{ count: feed.blockCount }} />
            </p>
            {feed.lastError ? (
              <p className="villa-calendar__error" role="status">
                <FormattedMessage id="admin.calendar.import.error" values={{ error: feed.lastError }} />
              </p>
            ) : null}
            {feed.conflicts.length ? (
              <div className="villa-calendar__conflicts">
                <p>
                  <FormattedMessage id="admin.calendar.import.conflicts" />
                </p>
                <ul>
                  {feed.conflicts.map((conflict) => (
                    <li key={conflict.uid}>
                      <FormattedMessage id="admin.calendar.import.conflict" values={{ from: formatDate(conflict.checkIn), to: formatDate(conflict.checkOut), summary: conflict.summary }} />
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </li>
        )}
      </ItemList>
      <form className="villa-calendar__form" onSubmit={submit(add)} noValidate>
        <TextField type="url" label={<FormattedMessage id="admin.calendar.import.url" />} maxLength={2000} {...field('url')} />
        <button type="submit" className="button button--primary button--small" disabled={adding}>
          <FormattedMessage id="admin.calendar.import.add" />
        </button>
        {feeds.length ? (
          <button type="button" className="button button--outline button--small" disabled={syncing} onClick={() => void run(() => syncFeeds({ variables: { propertyId } }), 'admin.calendar.import.synced')}>
            <FormattedMessage id="admin.calendar.import.sync" />
          </button>
        ) : null}
      </form>
    </CalendarPart>
  );
}
