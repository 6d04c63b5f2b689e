import { useQuery } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from '../../__generated__/gql';
import { Icon } from '../../components/icons';
import { PageIntro } from '../../components/PageIntro';
import { usePageDescription } from '../../components/usePageDescription';
import { EnquiryForm } from './EnquiryForm';
import './enquire.css';

const EnquirePageQuery = graphql(`
  query EnquirePage {
    company {
      email
      phone
      address
      chatUrl
    }
  }
`);

/** /enquire and /contact (spec section 2): chat, e-mail, phone, address, opening hours and the message form. */
export default function EnquirePage() {
  const intl = useIntl();
  usePageDescription(intl.formatMessage({ id: 'page.enquire.intro' }));
  const { data } = useQuery(EnquirePageQuery);
  const company = data?.company;

  return (
    <div className="page container enquire-page">
      <PageIntro title={intl.formatMessage({ id: 'page.enquire.title' })} intro={intl.formatMessage({ id: 'page.enquire.intro' })} />
      <div className="enquire-layout">
        <div className="enquire-contacts">
          <section className="enquire-card" aria-labelledby="enquire-chat">
            <h2 id="enquire-chat" className="enquire-card__title">
              <FormattedMessage id="enquire.chatTitle" />
            </h2>
            <p>
              <FormattedMessage id="enquire.chatText" />
            </p>
            {company ? (
              <a className="button button--primary" href={company.chatUrl} target="_blank" rel="noopener noreferrer">
                <FormattedMessage id="enquire.chatButton" />
                <span className="visually-hidden"> {intl.formatMessage({ id: 'app.externalLink' })}</span>
              </a>
            ) : null}
          </section>
          <section className="enquire-card" aria-labelledby="enquire-email">
            <h2 id="enquire-email" className="enquire-card__title">
              <FormattedMessage id="enquire.emailTitle" />
            </h2>
            <p>
              <FormattedMessage id="enquire.emailText" />
            </p>
            {company ? (
              <a className="enquire-card__link" href={`mailto:${company.email}`}>
                {company.email}
              </a>
            ) : null}
          </section>
          <section className="enquire-card enquire-card--details" aria-labelledby="enquire-details">
            <h2 id="enquire-details" className="enquire-card__title">
              <FormattedMessage id="enquire.detailsTitle" />
            </h2>
            <dl className="enquire-details">
              <div>
                <dt>
                  <Icon name="phone" size={16} /> <FormattedMessage id="enquire.phone" />
                </dt>
                <dd>{company ? <a href={`tel:${company.phone.replace(/[^+\d]/g, '')}`}>{company.phone}</a> : null}</dd>
              </div>
              <div>
                <dt>
                  <Icon name="pin" size={16} /> <FormattedMessage id="enquire.address" />
                </dt>
                <dd>
                  <address>{company?.address}</address>
                </dd>
              </div>
              <div>
                <dt>
                  <Icon name="calendar" size={16} /> <FormattedMessage id="enquire.hours" />
                </dt>
                <dd>
                  <span className="enquire-details__line">
                    <FormattedMessage id="enquire.hoursWeekdays" />
                  </span>
                  <span className="enquire-details__line">
                    <FormattedMessage id="enquire.hoursSaturday" />
                  </span>
                </dd>
              </div>
            </dl>
          </section>
        </div>
        <section className="enquire-card enquire-card--form">
          <EnquiryForm />
          <p className="enquire-reply-note">
            <FormattedMessage id="enquire.replyNote" />
          </p>
        </section>
      </div>
    </div>
  );
}
