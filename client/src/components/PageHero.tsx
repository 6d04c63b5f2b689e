import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../lib/message-id';
import { usePageDescription } from './usePageDescription';
import { usePageTitle } from './usePageTitle';
import './page-hero.css';

/**
 * A page's hero: a full-width picture with the heading and lead over it. Sets the document
 * title and the meta description (the lead, unless `description` says otherwise). Title, lead
 * and eyebrow are message ids.
 */
export function PageHero({ title: titleId, lead: leadId, image, eyebrow, description, children }: { title: MessageId; lead: MessageId; image: string; eyebrow?: MessageId; description?: string; children?: ReactNode }) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: titleId });
  const lead = intl.formatMessage({ id: leadId });
  usePageTitle(title);
  usePageDescription(description ?? lead);
  return (
    <header className="page-hero">
      {/* Decorative: the heading says what the page is about. */}
      <img className="page-hero__image" src={image} alt="" width={1600} height={900} fetchPriority="high" decoding="async" />
      <div className="page-hero__content container">
        {eyebrow ? (
          <p className="page-hero__eyebrow">
            <FormattedMessage id={eyebrow} />
          </p>
        ) : null}
        <h1 className="page-hero__title">{title}</h1>
        <p className="page-hero__lead">{lead}</p>
        {children}
      </div>
    </header>
  );
}
