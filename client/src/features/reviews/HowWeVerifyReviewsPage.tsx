import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { REJECTION_REASONS, REVIEW_LINK_VALID_DAYS, REVIEW_TEXT_MAX, REVIEW_TEXT_MIN } from '../../../../common/reviews';
import { PageIntro } from '../../components/PageIntro';
import type { MessageId } from '../../lib/message-id';
import { paths } from '../../lib/urls';
import './review-page.css';

const REASONS: Record<(typeof REJECTION_REASONS)[number], MessageId> = {
  abusive: 'verifyReviews.reason.abusive',
  personal_data: 'verifyReviews.reason.personal_data',
  not_about_stay: 'verifyReviews.reason.not_about_stay',
  other: 'verifyReviews.reason.other',
};

/** A titled part of the page. */
function Part({ id, title, children }: { id: string; title: MessageId; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>
        <FormattedMessage id={title} />
      </h2>
      {children}
    </section>
  );
}

/**
 * /how-we-verify-reviews (server-rendered, `?lang=de` for German): who can write a review, how it
 * is checked and published, that negative reviews are not suppressed, and what the demo reviews are.
 */
export default function HowWeVerifyReviewsPage() {
  const intl = useIntl();
  return (
    <div className="page container how-we-verify">
      <PageIntro title={intl.formatMessage({ id: 'page.howWeVerify.title' })} intro={intl.formatMessage({ id: 'verifyReviews.intro' })} />
      <Part id="verify-who" title="verifyReviews.who.title">
        <p>
          <FormattedMessage id="verifyReviews.who.text" values={{ days: REVIEW_LINK_VALID_DAYS }} />
        </p>
        <p>
          <FormattedMessage id="verifyReviews.who.form" values={{ min: REVIEW_TEXT_MIN, max: REVIEW_TEXT_MAX }} />
        </p>
      </Part>
      <Part id="verify-moderation" title="verifyReviews.moderation.title">
        <p>
          <FormattedMessage id="verifyReviews.moderation.text" />
        </p>
        <ul>
          {REJECTION_REASONS.map((reason) => (
            <li key={reason}>
              <FormattedMessage id={REASONS[reason]} />
            </li>
          ))}
        </ul>
        <p>
          <FormattedMessage id="verifyReviews.moderation.negative" />
        </p>
        <p>
          <FormattedMessage id="verifyReviews.moderation.reply" />
        </p>
      </Part>
      <Part id="verify-labels" title="verifyReviews.labels.title">
        <p>
          <FormattedMessage id="verifyReviews.labels.verified" />
        </p>
        <p>
          <FormattedMessage id="verifyReviews.labels.demo" />
        </p>
        <p>
          <FormattedMessage id="verifyReviews.labels.rating" />
        </p>
      </Part>
      <p>
        <Link to={paths.search}>
          <FormattedMessage id="verifyReviews.back" />
        </Link>
      </p>
    </div>
  );
}
