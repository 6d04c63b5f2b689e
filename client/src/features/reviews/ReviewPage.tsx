import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { isLocale } from '../../../../common/locale';
import { REVIEW_TEXT_MAX, REVIEW_TEXT_MIN, REVIEW_TITLE_MAX } from '../../../../common/reviews';
import { graphql } from '../../__generated__/gql';
import { Field } from '../../components/Field';
import { PageIntro } from '../../components/PageIntro';
import { TextField } from '../../components/TextField';
import { useFormatDate } from '../../lib/dates';
import { serverMessage } from '../../lib/errors';
import { useZodForm } from '../../lib/form';
import type { MessageId } from '../../lib/message-id';
import { usePreferences } from '../../lib/preferences';
import { paths } from '../../lib/urls';
import { EMPTY_REVIEW, reviewSchema, type ReviewValues } from './review.validation';
import './review-page.css';

const ReviewInvitationQuery = graphql(`
  query ReviewInvitation($token: String!) {
    reviewInvitation(token: $token) {
      villa
      checkIn
      checkOut
      author
      validUntil
    }
  }
`);

const SubmitReviewMutation = graphql(`
  mutation SubmitReview($input: SubmitReviewInput!) {
    submitReview(input: $input) {
      id
      status
      message
    }
  }
`);

const RATINGS: readonly { name: 'rating' | 'cleanliness' | 'location' | 'value' | 'service'; label: MessageId }[] = [
  { name: 'rating', label: 'reviewForm.field.rating' },
  { name: 'cleanliness', label: 'reviewForm.field.cleanliness' },
  { name: 'location', label: 'reviewForm.field.location' },
  { name: 'value', label: 'reviewForm.field.value' },
  { name: 'service', label: 'reviewForm.field.service' },
];
const FIELDS = ['rating', 'cleanliness', 'location', 'value', 'service', 'title', 'content'] as const;

/**
 * /review/:token, the page of the e-mailed review link: the stay it is for, and the form (overall
 * and four category ratings, a title and the text) in the guest's language (`?lang=` of the link).
 * A link that is unknown, expired, used or for a stay that has not ended shows the server's reason.
 */
export default function ReviewPage() {
  const intl = useIntl();
  const { token = '' } = useParams();
  const [params] = useSearchParams();
  const { language, setLanguage } = usePreferences();
  const formatDate = useFormatDate();

  // The link carries the language the guest booked in.
  const wanted = params.get('lang');
  useEffect(() => {
    if (isLocale(wanted) && wanted !== language) setLanguage(wanted);
    // Once, for the language of the link; the guest may switch afterwards.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wanted]);

  const invitation = useQuery(ReviewInvitationQuery, { variables: { token }, fetchPolicy: 'network-only' });
  const [send, { loading }] = useMutation(SubmitReviewMutation);
  const [thanks, setThanks] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { field, input, error, submit, takeServerError } = useZodForm(reviewSchema, { defaultValues: EMPTY_REVIEW, messageValues: { min: REVIEW_TEXT_MIN, max: REVIEW_TEXT_MAX, titleMax: REVIEW_TITLE_MAX } });

  const onSubmit = submit(async (values: ReviewValues) => {
    setFailure(null);
    try {
      const { data } = await send({
        variables: {
          input: {
            token,
            rating: Number(values.rating),
            cleanliness: Number(values.cleanliness),
            location: Number(values.location),
            value: Number(values.value),
            service: Number(values.service),
            title: values.title.trim(),
            content: values.content.trim(),
          },
        },
      });
      setThanks(data?.submitReview.message ?? intl.formatMessage({ id: 'reviewForm.thanks' }));
    } catch (caught) {
      if (takeServerError(caught, FIELDS)) return;
      setFailure(serverMessage(caught) ?? intl.formatMessage({ id: 'reviewForm.failed' }));
    }
  });

  const stay = invitation.data?.reviewInvitation;
  return (
    <div className="page container review-page">
      <PageIntro title={intl.formatMessage({ id: 'page.review.title' })} intro={stay ? intl.formatMessage({ id: 'reviewForm.intro' }, { villa: stay.villa, checkIn: formatDate(stay.checkIn, 'long'), checkOut: formatDate(stay.checkOut, 'long') }) : undefined} />
      {invitation.loading && !stay ? (
        <p role="status">
          <FormattedMessage id="app.loading" />
        </p>
      ) : null}
      {invitation.error && !stay ? (
        <div className="surface review-page__notice" role="alert">
          <p>{serverMessage(invitation.error) ?? intl.formatMessage({ id: 'reviewForm.failed' })}</p>
          <Link to={paths.howWeVerifyReviews}>
            <FormattedMessage id="reviews.howWeVerify" />
          </Link>
        </div>
      ) : null}
      {thanks ? (
        <div className="surface review-page__notice" role="status">
          <h2>
            <FormattedMessage id="reviewForm.thanksTitle" />
          </h2>
          <p>{thanks}</p>
          <Link to={paths.howWeVerifyReviews}>
            <FormattedMessage id="reviews.howWeVerify" />
          </Link>
        </div>
      ) : null}
      {stay && !thanks ? (
        <form className="surface form review-page__form" noValidate onSubmit={onSubmit} aria-label={intl.formatMessage({ id: 'page.review.title' })}>
          <p className="review-page__author">
            <FormattedMessage id="reviewForm.author" values={{ author: stay.author, date: formatDate(stay.validUntil, 'long') }} />
          </p>
          <div className="review-page__ratings">
            {RATINGS.map(({ name, label }) => (
              <Field key={name} label={intl.formatMessage({ id: label })} error={error(name)}>
                {(control) => (
                  <select {...control} className="control form-field__input" {...input(name)}>
                    <option value="">{intl.formatMessage({ id: 'reviewForm.choose' })}</option>
                    {[5, 4, 3, 2, 1].map((stars) => (
                      <option key={stars} value={String(stars)}>
                        {intl.formatMessage({ id: 'reviews.stars' }, { rating: stars })}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
            ))}
          </div>
          <TextField label={intl.formatMessage({ id: 'reviewForm.field.title' })} maxLength={REVIEW_TITLE_MAX} {...field('title')} />
          <Field label={intl.formatMessage({ id: 'reviewForm.field.content' })} error={error('content')} hint={intl.formatMessage({ id: 'reviewForm.contentHint' }, { min: REVIEW_TEXT_MIN, max: REVIEW_TEXT_MAX })}>
            {(control) => <textarea {...control} className="control form-field__input" rows={8} maxLength={REVIEW_TEXT_MAX} {...input('content')} />}
          </Field>
          {failure ? (
            <p className="form-field__error" role="alert">
              {failure}
            </p>
          ) : null}
          <button type="submit" className="button button--primary" disabled={loading}>
            {intl.formatMessage({ id: loading ? 'reviewForm.sending' : 'reviewForm.submit' })}
          </button>
          <p className="review-page__note">
            <FormattedMessage id="reviewForm.moderationNote" />{' '}
            <Link to={paths.howWeVerifyReviews}>
              <FormattedMessage id="reviews.howWeVerify" />
            </Link>
          </p>
        </form>
      ) : null}
    </div>
  );
}
