import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from '../../__generated__/gql';
import { Icon, type IconName } from '../../components/icons';
import { PageIntro } from '../../components/PageIntro';
import { usePageDescription } from '../../components/usePageDescription';
import type { MessageId } from '../../lib/message-id';
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

const OPENING_HOURS = ['enquire.hoursWeekdays', 'enquire.hoursSaturday'] as const;

/** /enquire and /contact: chat, e-mail, phone, address, opening hours and the message form. */
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
          <ContactCard headingId="enquire-chat" title="enquire.chatTitle" text="enquire.chatText">
            {company ? (
              <a className="button button--primary" href={company.chatUrl} target="_blank" rel="noopener noreferrer">
                <FormattedMessage id="enquire.chatButton" />
                <span className="visually-hidden"> {intl.formatMessage({ id: 'app.externalLink' })}</span>
              </a>
            ) : null}
          </ContactCard>
          <ContactCard headingId="enquire-email" title="enquire.emailTitle" text="enquire.emailText">
            {company ? (
              <a className="enquire-card__link" href={`mailto:${company.email}`}>
                {company.email}
              </a>
            ) : null}
          </ContactCard>
          <ContactCard headingId="enquire-details" title="enquire.detailsTitle" className="enquire-card--details">
            <dl className="enquire-details">
              <ContactDetail icon="phone" label="enquire.phone">
                {company ? <a href={`tel:${company.phone.replace(/[^+\d]/g, '')}`}>{company.phone}</a> : null}
              </ContactDetail>
              <ContactDetail icon="pin" label="enquire.address">
                <address>{company?.address}</address>
              </ContactDetail>
              <ContactDetail icon="calendar" label="enquire.hours">
                {OPENING_HOURS.map((line) => (
                  <span key={line} className="enquire-details__line">
                    <FormattedMessage id={line} />
                  </span>
                ))}
              </ContactDetail>
            </dl>
          </ContactCard>
        </div>
        <section className="surface enquire-card enquire-card--form">
          <EnquiryForm />
          <p className="enquire-reply-note">
            <FormattedMessage id="enquire.replyNote" />
          </p>
        </section>
      </div>
    </div>
  );
}

/** One way to reach the team: a titled card, with a line of text when there is one. */
function ContactCard({ headingId, title, text, className, children }: { headingId: string; title: MessageId; text?: MessageId; className?: string; children: ReactNode }) {
  return (
    <section className={className ? `surface enquire-card ${className}` : 'surface enquire-card'} aria-labelledby={headingId}>
      <h2 id={headingId} className="enquire-card__title">
        <FormattedMessage id={title} />
      </h2>
      {text ? (
        <p>
          <FormattedMessage id={text} />
        </p>
      ) : null}
      {children}
    </section>
  );
}

/** A line of the contact details: its icon and label, then the value. */
function ContactDetail({ icon, label, children }: { icon: IconName; label: MessageId; children: ReactNode }) {
  return (
    <div>
      <dt>
        <Icon name={icon} size={16} /> <FormattedMessage id={label} />
      </dt>
      <dd>{children}</dd>
    </div>
  );
}
