import type { FragmentType } from '@apollo/client';
import { useFragment, useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from '../../../__generated__/gql';
import { toast } from '../../../components/toast.store';
import { useFormatDate } from '../../../lib/dates';
import { serverMessage } from '../../../lib/errors';
import type { MessageId } from '../../../lib/message-id';
import { propertyUrl } from '../../../lib/urls';
import { Badge } from '../Badge';
import { ConfirmDialog } from '../ConfirmDialog';
import { forgetVillaLists, setPropertyPublishedMutation } from './villa.operations';

/** What the status bar shows of a stored villa; publishing answers the same fields. */
export const villaStatusFragment = graphql(`
  fragment VillaStatusBar_property on Property {
    id
    title
    published
    updatedAt
  }
`);

/**
 * The villa's state and the actions on the stored villa: publish (at once) or unpublish (after
 * confirming: it leaves the storefront, its bookings stay), and a link to its page once public.
 */
export function VillaStatusBar({ villa }: { villa: FragmentType<typeof villaStatusFragment> }) {
  const intl = useIntl();
  const formatDate = useFormatDate();
  const [confirming, setConfirming] = useState(false);
  const [setPublished, { loading }] = useMutation(setPropertyPublishedMutation, { update: forgetVillaLists });
  const fragment = useFragment({ fragment: villaStatusFragment, fragmentName: 'VillaStatusBar_property', from: villa });
  const message = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  if (!fragment.complete) return null;
  const property = fragment.data;

  const change = async (published: boolean) => {
    try {
      await setPublished({ variables: { id: property.id, published } });
      toast({ title: message(published ? 'admin.villa.publishedToast' : 'admin.villa.unpublishedToast', { title: property.title }) });
    } catch (e) {
      toast({ title: message('admin.villa.publishFailed'), description: serverMessage(e), variant: 'destructive' });
    }
  };

  return (
    <div className="villa-editor__status">
      <Badge tone={property.published ? 'completed' : 'muted'} message={property.published ? 'admin.villa.published' : 'admin.villa.unpublished'} />
      <span className="admin-table__sub">
        <FormattedMessage id="admin.villa.updatedOn" values={{ date: formatDate(property.updatedAt, 'dateTime') }} />
      </span>
      <div className="admin-actions">
        {property.published ? (
          <>
            <a className="button button--outline button--small" href={propertyUrl(property.id)} target="_blank" rel="noopener">
              <FormattedMessage id="admin.villa.viewOnSite" />
              <span className="visually-hidden">
                {' '}
                <FormattedMessage id="admin.villa.newTab" />
              </span>
            </a>
            <button type="button" className="button button--danger button--small" disabled={loading} onClick={() => setConfirming(true)}>
              <FormattedMessage id="admin.villa.unpublish" />
            </button>
          </>
        ) : (
          <button type="button" className="button button--primary button--small" disabled={loading} onClick={() => void change(true)}>
            <FormattedMessage id="admin.villa.publish" />
          </button>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        title={message('admin.villa.unpublishTitle', { title: property.title })}
        description={message('admin.villa.unpublishDescription')}
        confirmLabel={message('admin.villa.unpublish')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void change(false);
        }}
      />
    </div>
  );
}
