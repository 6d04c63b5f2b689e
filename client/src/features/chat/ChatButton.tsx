import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { graphql } from '../../__generated__/gql';
import { Tooltip } from '../../components/Tooltip';

const ChatButtonQuery = graphql(`
  query ChatButton {
    company {
      chatUrl
    }
  }
`);

/** Fixed bottom-left on every page: opens a chat with the company in a new tab. */
export function ChatButton() {
  const intl = useIntl();
  const { data } = useQuery(ChatButtonQuery);
  if (!data) return null;
  const label = `${intl.formatMessage({ id: 'chat.open' })} ${intl.formatMessage({ id: 'app.externalLink' })}`;
  return (
    <Tooltip content={intl.formatMessage({ id: 'chat.open' })} align="start" anchorClassName="chat-anchor" isLabel>
      <a className="chat-button" href={data.company.chatUrl} target="_blank" rel="noopener noreferrer" aria-label={label}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="26" height="26" fill="none" stroke="currentColor" strokeWidth="1.7">
          <path d="M4 19.5 5.3 16A8 8 0 1 1 8 18.7L4 19.5Z" strokeLinejoin="round" />
          <path d="M9 10.5h6M9 13.5h4" strokeLinecap="round" />
        </svg>
      </a>
    </Tooltip>
  );
}
