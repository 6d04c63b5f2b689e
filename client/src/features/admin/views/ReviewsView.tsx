import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { REVIEW_NOTE_MAX, REVIEW_REPLY_MAX } from '../../../../../common/reviews';
import { graphql } from '../../../__generated__/gql';
import type { AdminReviewQueueQuery, ReviewRejectionReason, ReviewStatus } from '../../../__generated__/graphql';
import { Field } from '../../../components/Field';
import { useFormatDate } from '../../../lib/dates';
import { serverMessage } from '../../../lib/errors';
import type { MessageId } from '../../../lib/message-id';
import { ListStatus } from '../ListStatus';

export const adminReviewQueueQuery = graphql(`
  query AdminReviewQueue($filter: ReviewQueueFilter, $page: PageInput) {
    reviewQueue(filter: $filter, page: $page) {
      totalCount
      hasNextPage
      items {
        id
        status
        rejectionReason
        rejectionNote
        villa
        submittedAt
        review {
          id
          author
          title
          content
          date
          rating
          cleanliness
          location
          value
          service
          language
          source
          reply
        }
      }
    }
  }
`);

const ApproveReviewMutation = graphql(`
  mutation AdminApproveReview($id: ID!) {
    approveReview(id: $id) {
      id
      status
    }
  }
`);

const RejectReviewMutation = graphql(`
  mutation AdminRejectReview($id: ID!, $input: RejectReviewInput!) {
    rejectReview(id: $id, input: $input) {
      id
      status
    }
  }
`);

const ReplyToReviewMutation = graphql(`
  mutation AdminReplyToReview($id: ID!, $input: ReviewReplyInput!) {
    replyToReview(id: $id, input: $input) {
      id
      review {
        id
        reply
      }
    }
  }
`);

const PAGE_SIZE = 20;
const STATUSES: { value: ReviewStatus; label: MessageId }[] = [
  { value: 'PENDING', label: 'admin.reviews.pending' },
  { value: 'APPROVED', label: 'admin.reviews.approved' },
  { value: 'REJECTED', label: 'admin.reviews.rejected' },
];
const REASONS: { value: ReviewRejectionReason; label: MessageId }[] = [
  { value: 'ABUSIVE', label: 'admin.reviews.reason.ABUSIVE' },
  { value: 'PERSONAL_DATA', label: 'admin.reviews.reason.PERSONAL_DATA' },
  { value: 'NOT_ABOUT_STAY', label: 'admin.reviews.reason.NOT_ABOUT_STAY' },
  { value: 'OTHER', label: 'admin.reviews.reason.OTHER' },
];

type QueueItem = AdminReviewQueueQuery['reviewQueue']['items'][number];

/**
 * Review moderation: the reviews waiting for a decision (or those approved or rejected, by the
 * status in the URL), oldest first. Staff approve, reject with a reason (other: with a note) or
 * publish a reply; the server audits each. Negative reviews are published like any other.
 */
export function ReviewsView() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const status = STATUSES.find((s) => s.value === params.get('status'))?.value ?? 'PENDING';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const queue = useQuery(adminReviewQueueQuery, { variables: { filter: { status }, page: { offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE } }, fetchPolicy: 'cache-and-network' });
  const set = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    setParams(next, { replace: true });
  };
  const items = queue.data?.reviewQueue.items ?? [];
  return (
    <div className="admin-reviews">
      <div className="admin-reviews__filter" role="group" aria-label={intl.formatMessage({ id: 'admin.col.status' })}>
        {STATUSES.map((s) => (
          <button key={s.value} type="button" className="button button--outline" aria-pressed={s.value === status} onClick={() => set({ status: s.value, page: null })}>
            <FormattedMessage id={s.label} />
          </button>
        ))}
      </div>
      {!items.length ? <ListStatus loading={queue.loading} error={queue.error} empty onRetry={() => void queue.refetch()} /> : null}
      <ul className="admin-reviews__list">
        {items.map((item) => (
          <li key={item.id}>
            <QueueCard item={item} onChanged={() => void queue.refetch()} />
          </li>
        ))}
      </ul>
      <div className="admin-reviews__pages">
        {page > 1 ? (
          <button type="button" className="button button--outline" onClick={() => set({ page: String(page - 1) })}>
            <FormattedMessage id="admin.reviews.previous" />
          </button>
        ) : null}
        {queue.data?.reviewQueue.hasNextPage ? (
          <button type="button" className="button button--outline" onClick={() => set({ page: String(page + 1) })}>
            <FormattedMessage id="admin.reviews.next" />
          </button>
        ) : null}
      </div>
    </div>
  );
}

function QueueCard({ item, onChanged }: { item: QueueItem; onChanged: () => void }) {
  const intl = useIntl();
  const formatDate = useFormatDate();
  const { review } = item;
  const [approve, approving] = useMutation(ApproveReviewMutation);
  const [reject, rejecting] = useMutation(RejectReviewMutation);
  const [replyTo, replying] = useMutation(ReplyToReviewMutation);
  const [reason, setReason] = useState<ReviewRejectionReason | ''>('');
  const [note, setNote] = useState('');
  const [reply, setReply] = useState(review.reply ?? '');
  const [problem, setProblem] = useState<{ field: string; message: string } | null>(null);
  const busy = approving.loading || rejecting.loading || replying.loading;

  const attempt = async (field: string, work: () => Promise<unknown>) => {
    setProblem(null);
    try {
      await work();
      onChanged();
    } catch (failure) {
      setProblem({ field, message: serverMessage(failure) ?? intl.formatMessage({ id: 'admin.reviews.failed' }) });
    }
  };
  const onReject = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setProblem({ field: 'reason', message: intl.formatMessage({ id: 'admin.reviews.reasonRequired' }) });
      return;
    }
    void attempt(reason === 'OTHER' ? 'note' : 'reason', () => reject({ variables: { id: item.id, input: { reason, note: note.trim() || null } } }));
  };
  const onReply = (event: FormEvent) => {
    event.preventDefault();
    void attempt('reply', () => replyTo({ variables: { id: item.id, input: { reply } } }));
  };
  const ratings = [
    ['admin.reviews.overall', review.rating],
    ['reviewForm.field.cleanliness', review.cleanliness],
    ['reviewForm.field.location', review.location],
    ['reviewForm.field.value', review.value],
    ['reviewForm.field.service', review.service],
  ] as const;

  return (
    <article className="surface admin-reviews__card" aria-labelledby={`review-${item.id}`}>
      <h2 id={`review-${item.id}`} className="admin-reviews__title" lang={review.language}>
        {review.title}
      </h2>
      <p className="admin-reviews__meta">
        <FormattedMessage
          id="admin.reviews.meta"
          values={{ author: review.author, villa: item.villa ?? '—', stay: formatDate(review.date, 'monthYear'), submitted: formatDate(item.submittedAt), source: review.source }}
        />
      </p>
      <ul className="admin-reviews__ratings">
        {ratings.map(([label, value]) =>
          value == null ? null : (
            <li key={label}>
              <FormattedMessage id={label} />: {value}/5
            </li>
          ),
        )}
      </ul>
      <p className="admin-reviews__content" lang={review.language}>
        {review.content}
      </p>
      {item.status === 'REJECTED' && item.rejectionReason ? (
        <p className="admin-reviews__rejection">
          <FormattedMessage id="admin.reviews.rejectedFor" values={{ reason: intl.formatMessage({ id: REASONS.find((r) => r.value === item.rejectionReason)!.label }), note: item.rejectionNote ?? '' }} />
        </p>
      ) : null}
      {problem ? (
        <p className="form-field__error" role="alert">
          {problem.message}
        </p>
      ) : null}
      <div className="admin-reviews__actions">
        {item.status !== 'APPROVED' ? (
          <button type="button" className="button button--primary" disabled={busy} onClick={() => void attempt('id', () => approve({ variables: { id: item.id } }))}>
            <FormattedMessage id="admin.reviews.approve" />
          </button>
        ) : null}
        {item.status !== 'REJECTED' ? (
          <form className="admin-reviews__reject" onSubmit={onReject} noValidate>
            <Field label={intl.formatMessage({ id: 'admin.reviews.reason' })} error={problem?.field === 'reason' ? problem.message : undefined}>
              {(control) => (
                <select {...control} className="control" value={reason} onChange={(e) => setReason(e.target.value as ReviewRejectionReason | '')}>
                  <option value="">{intl.formatMessage({ id: 'admin.reviews.chooseReason' })}</option>
                  {REASONS.map((r) => (
                    <option key={r.value} value={r.value}>
                      {intl.formatMessage({ id: r.label })}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field label={intl.formatMessage({ id: 'admin.reviews.note' })} error={problem?.field === 'note' ? problem.message : undefined}>
              {(control) => <input {...control} className="control" maxLength={REVIEW_NOTE_MAX} value={note} onChange={(e) => setNote(e.target.value)} />}
            </Field>
            <button type="submit" className="button button--outline" disabled={busy}>
              <FormattedMessage id="admin.reviews.reject" />
            </button>
          </form>
        ) : null}
      </div>
      <form className="admin-reviews__reply" onSubmit={onReply} noValidate>
        <Field label={intl.formatMessage({ id: 'admin.reviews.reply' })} error={problem?.field === 'reply' ? problem.message : undefined} hint={intl.formatMessage({ id: 'admin.reviews.replyHint' })}>
          {(control) => <textarea {...control} className="control" rows={3} maxLength={REVIEW_REPLY_MAX} value={reply} onChange={(e) => setReply(e.target.value)} />}
        </Field>
        <button type="submit" className="button button--outline" disabled={busy || !reply.trim()}>
          <FormattedMessage id="admin.reviews.publishReply" />
        </button>
      </form>
    </article>
  );
}
