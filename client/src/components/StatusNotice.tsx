import type { ReactNode, Ref } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../lib/message-id';

/**
 * What a card shows once there is an outcome to tell (a link sent or no longer valid, a
 * subscription confirmed, an inquiry received): a round icon (`error` for a failure), the
 * heading, the text, then the ways on (`children`). `iconClassName` sizes the icon for its card;
 * focus can be moved to the heading (`headingRef`) when the notice replaces a form.
 */
export function StatusNotice({
  icon,
  error = false,
  iconClassName,
  title,
  text,
  heading: Heading = 'h2',
  headingClassName,
  headingRef,
  children,
}: {
  icon: ReactNode;
  error?: boolean;
  iconClassName: string;
  title: MessageId;
  text: ReactNode;
  heading?: 'h2' | 'h3';
  headingClassName?: string;
  headingRef?: Ref<HTMLHeadingElement>;
  children?: ReactNode;
}) {
  return (
    <>
      <span className={`status-icon${error ? ' status-icon--error' : ''} ${iconClassName}`} aria-hidden="true">
        {icon}
      </span>
      <Heading ref={headingRef} tabIndex={headingRef ? -1 : undefined} className={headingClassName}>
        <FormattedMessage id={title} />
      </Heading>
      <p>{text}</p>
      {children}
    </>
  );
}
