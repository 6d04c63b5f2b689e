import { useQuery } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { graphql } from '../../../__generated__/gql';
import type { Language } from '../../../__generated__/graphql';
import { ListStatus } from '../ListStatus';

export const adminMailTemplatesQuery = graphql(`
  query AdminMailTemplates {
    mailTemplates {
      kind
      audience
    }
  }
`);

export const adminMailPreviewQuery = graphql(`
  query AdminMailPreview($kind: String!, $language: Language!) {
    mailPreview(kind: $kind, language: $language) {
      kind
      language
      to
      subject
      text
      attachments {
        filename
        contentType
      }
    }
  }
`);

const LANGUAGES: readonly Language[] = ['en', 'de'];
const WIDTHS = [320, 600] as const;

/**
 * Every e-mail the site sends, filled with sample data, in either language: the subject, the HTML
 * part as the recipient sees it (in a frame at phone or desktop width) and the plain-text part.
 * The template, language and width are in the URL.
 */
export function EmailsView() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const templates = useQuery(adminMailTemplatesQuery);
  const list = templates.data?.mailTemplates ?? [];
  const kind = params.get('template') ?? list[0]?.kind ?? '';
  const language: Language = params.get('lang') === 'de' ? 'de' : 'en';
  const width = params.get('width') === '600' ? 600 : 320;
  const preview = useQuery(adminMailPreviewQuery, { variables: { kind, language }, skip: !kind });
  if (!list.length) return <ListStatus loading={templates.loading} error={templates.error} empty onRetry={() => void templates.refetch()} />;
  const set = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    next.set(key, value);
    setParams(next, { replace: true });
  };
  const mail = preview.data?.mailPreview;
  return (
    <div className="admin-mails">
      <div className="admin-mails__controls">
        <label>
          <FormattedMessage id="admin.mails.template" />{' '}
          <select value={kind} onChange={(event) => set('template', event.target.value)}>
            {list.map((template) => (
              <option key={template.kind} value={template.kind}>
                {template.kind} ({intl.formatMessage({ id: `admin.mails.audience.${template.audience === 'staff' ? 'staff' : template.audience === 'subscriber' ? 'subscriber' : 'guest'}` })})
              </option>
            ))}
          </select>
        </label>
        <fieldset className="admin-mails__choice">
          <legend>
            <FormattedMessage id="admin.mails.language" />
          </legend>
          {LANGUAGES.map((value) => (
            <label key={value}>
              <input type="radio" name="mail-language" checked={language === value} onChange={() => set('lang', value)} /> {value.toUpperCase()}
            </label>
          ))}
        </fieldset>
        <fieldset className="admin-mails__choice">
          <legend>
            <FormattedMessage id="admin.mails.width" />
          </legend>
          {WIDTHS.map((value) => (
            <label key={value}>
              <input type="radio" name="mail-width" checked={width === value} onChange={() => set('width', String(value))} /> {value} px
            </label>
          ))}
        </fieldset>
      </div>
      {mail ? (
        <>
          <dl className="admin-mails__head">
            <dt>
              <FormattedMessage id="admin.mails.to" />
            </dt>
            <dd>{mail.to}</dd>
            <dt>
              <FormattedMessage id="admin.mails.subject" />
            </dt>
            <dd data-testid="mail-subject">{mail.subject}</dd>
            {mail.attachments.length ? (
              <>
                <dt>
                  <FormattedMessage id="admin.mails.attachments" />
                </dt>
                <dd>{mail.attachments.map((a) => `${a.filename} (${a.contentType})`).join(', ')}</dd>
              </>
            ) : null}
          </dl>
          <h3>
            <FormattedMessage id="admin.mails.html" />
          </h3>
          <iframe
            className="admin-mails__frame"
            title={intl.formatMessage({ id: 'admin.mails.html' })}
            sandbox=""
            style={{ width: `${width}px` }}
            src={`/api/admin/mail-templates/${encodeURIComponent(mail.kind)}/preview.html?lang=${mail.language}`}
          />
          <h3>
            <FormattedMessage id="admin.mails.text" />
          </h3>
          <pre className="admin-mails__text">{mail.text}</pre>
        </>
      ) : (
        <ListStatus loading={preview.loading} error={preview.error} empty onRetry={() => void preview.refetch()} />
      )}
    </div>
  );
}
