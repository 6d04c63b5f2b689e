import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../lib/message-id';

/**
 * A titled band of a content page: the section is named by its h2 (`headingId`), which may be
 * visually hidden where the content speaks for itself, and an optional lead follows it.
 */
export function PageSection({
  headingId,
  title,
  hiddenTitle = false,
  lead,
  className,
  id,
  children,
}: {
  headingId: string;
  title: MessageId;
  hiddenTitle?: boolean;
  lead?: MessageId;
  className?: string;
  /** An anchor other pages link to. */
  id?: string;
  children: ReactNode;
}) {
  return (
    <section className={className ? `container page-section ${className}` : 'container page-section'} aria-labelledby={headingId} id={id}>
      <h2 id={headingId} className={hiddenTitle ? 'visually-hidden' : 'page-section__title'}>
        <FormattedMessage id={title} />
      </h2>
      {lead ? (
        <p className="page-section__lead">
          <FormattedMessage id={lead} />
        </p>
      ) : null}
      {children}
    </section>
  );
}
