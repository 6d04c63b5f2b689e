import { useQuery } from '@apollo/client/react';
import { useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { ListStatus } from '../ListStatus';
import { ArrivalGuideSection } from './ArrivalGuideForm';
import { VillaCalendar } from './VillaCalendar';
import { VillaForm } from './VillaForm';
import { VillaOwner } from './VillaOwner';
import { VillaRates } from './VillaRates';
import { VillaStatusBar } from './VillaStatusBar';
import { adminPropertyQuery } from './villa.operations';

/**
 * The villa editor (`?view=villas&edit=<id>`, or `&new=1`): the villa as stored, its status and
 * actions, then the form, the seasons, the calendar and the arrival guide. After a save the form starts again from
 * what the server kept.
 */
export function VillaEditor({ id, listUrl, onCreated }: { id: string | null; listUrl: string; onCreated: (id: string) => void }) {
  const { data, loading, error, refetch } = useQuery(adminPropertyQuery, {
    variables: { id: id ?? '' },
    skip: !id,
    // Fresh from the server when opened (another admin may have changed it); then the cache,
    // which this editor's own saves keep up to date.
    fetchPolicy: 'network-only',
    nextFetchPolicy: 'cache-first',
  });
  const [revision, setRevision] = useState(0);
  const property = id ? data?.adminProperty : null;

  let body: ReactNode;
  if (!id) body = <VillaForm property={null} listUrl={listUrl} onSaved={onCreated} />;
  else if (property) body = <VillaForm key={`${property.id}:${revision}`} property={property} listUrl={listUrl} onSaved={() => setRevision((r) => r + 1)} focusSave={revision > 0} />;
  else if (loading || error) body = <ListStatus loading={loading} error={error} empty onRetry={() => void refetch()} />;
  else {
    body = (
      <p className="admin-status" role="alert">
        <FormattedMessage id="admin.villa.notFound" />
      </p>
    );
  }

  return (
    <section className="villa-editor" aria-labelledby="villa-editor-title">
      <Link className="villa-editor__back" to={listUrl}>
        <span aria-hidden="true">← </span>
        <FormattedMessage id="admin.villa.backToList" />
      </Link>
      <div className="villa-editor__head">
        <h2 id="villa-editor-title">{id ? (property?.title ?? <FormattedMessage id="admin.villa.editTitle" />) : <FormattedMessage id="admin.villa.newTitle" />}</h2>
        {property ? <VillaStatusBar villa={property} /> : null}
      </div>
      {body}
      {/* Seasonal prices and the changeover day: saved on their own, once the villa exists. */}
      {!id || property ? <VillaRates propertyId={property?.id ?? null} /> : null}
      {property ? <VillaOwner propertyId={property.id} /> : null}
      {property ? <VillaCalendar propertyId={property.id} /> : null}
      {property ? <ArrivalGuideSection propertyId={property.id} /> : null}
    </section>
  );
}
