import type { ReactNode, Ref } from 'react';
import { useIntl } from 'react-intl';
import { PageIntro } from '../../components/PageIntro';
import { StatusNotice } from '../../components/StatusNotice';
import type { MessageId } from '../../lib/message-id';
import './auth.css';

/** The frame of the sign-in, forgot- and reset-password pages: heading, optional lead, and one card. */
export function AuthPage({ title, intro, children }: { title: MessageId; intro?: MessageId; children: ReactNode }) {
  const intl = useIntl();
  return (
    <div className="page container auth-page">
      <PageIntro title={intl.formatMessage({ id: title })} intro={intro ? intl.formatMessage({ id: intro }) : undefined} />
      <div className="auth-card">{children}</div>
    </div>
  );
}

/**
 * What an auth card shows in place of its form once there is nothing left to fill in (the link
 * was sent, the link is invalid): an icon, a heading, the text and the ways on.
 */
export function AuthNotice({
  role,
  icon,
  error = false,
  title,
  text,
  headingRef,
  children,
}: {
  role: 'status' | 'alert';
  icon: string;
  error?: boolean;
  title: MessageId;
  text: ReactNode;
  /** Focus moves here when the notice replaces a form the visitor was in. */
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  return (
    <div className="auth-card__sent" role={role}>
      <StatusNotice icon={icon} error={error} iconClassName="auth-card__icon" title={title} text={text} headingRef={headingRef}>
        {children}
      </StatusNotice>
    </div>
  );
}
