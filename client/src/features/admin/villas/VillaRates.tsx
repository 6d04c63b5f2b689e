import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../__generated__/gql';
import { AdminNote } from '../AdminNote';
import { ChangeoverForm } from './ChangeoverForm';
import { MapPointForm } from './MapPointForm';
import { EditorSection } from './EditorSection';
import { SeasonsForm } from './SeasonsForm';

const villaRatesQuery = graphql(`
  query AdminVillaRates($id: ID!) {
    adminProperty(id: $id) {
      id
      currency
      changeoverDay
      latitude
      longitude
      rates {
        from
        to
        weeklyPrice
      }
    }
  }
`);

/**
 * The villa's seasonal prices and changeover day, each a form saved on its own, once the villa
 * exists. Opened fresh from the server (another admin may have changed them).
 */
export function VillaRates({ propertyId }: { propertyId: string | null }) {
  const { data } = useQuery(villaRatesQuery, { variables: { id: propertyId ?? '' }, skip: !propertyId, fetchPolicy: 'network-only', nextFetchPolicy: 'cache-first' });
  const villa = data?.adminProperty;
  if (propertyId && !villa) return null;
  return (
    <EditorSection id="villa-rates-title" title="admin.villa.rates.title" className="villa-rates">
      {/* A villa being created: seasons belong to a stored villa. */}
      {!propertyId ? <AdminNote message="admin.villa.rates.afterSave" /> : null}
      {villa ? <SeasonsForm key={`${villa.id}:rates`} propertyId={villa.id} currency={villa.currency} initial={villa.rates} /> : null}
      {villa ? <ChangeoverForm key={`${villa.id}:changeover`} propertyId={villa.id} initial={villa.changeoverDay ?? null} /> : null}
      {villa ? <MapPointForm key={`${villa.id}:map`} propertyId={villa.id} initial={{ latitude: villa.latitude ?? null, longitude: villa.longitude ?? null }} /> : null}
    </EditorSection>
  );
}
