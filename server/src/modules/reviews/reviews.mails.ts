import { REVIEW_LINK_VALID_DAYS } from '../../../../common/reviews';
import { messageTemplate } from '../mail/mail-template';

/** The review link, REVIEW_REQUEST_DELAY_DAYS after departure: single-use, valid for REVIEW_LINK_VALID_DAYS. */
export const reviewRequestMail = messageTemplate({
  kind: 'review-request',
  audience: 'guest',
  subject: 'mail.reviewRequest.subject',
  text: 'mail.reviewRequest.text',
  action: { label: 'mail.reviewRequest.action', url: 'link' },
  sample: (config) => ({
    name: 'Ada Lovelace',
    villa: 'Villa Aurora',
    checkOut: '2027-05-08',
    link: `${config.publicUrl}/review/sample-token?lang=en`,
    days: REVIEW_LINK_VALID_DAYS,
    company: config.company.name,
  }),
});
