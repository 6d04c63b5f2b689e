import { useQuery } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { AdminPropertiesQuery } from '../../../__generated__/graphql';
import { adminUrl, type AdminParams } from '../admin.urls';
import { AdminList, Stacked, type AdminColumn } from '../AdminList';
import { Badge } from '../Badge';
import { ToolSelect, useAdminListQuery, useFilterParam, useTextParam, type ListFilter } from '../ListControls';
import { DestinationOptions } from '../villas/DestinationOptions';
import { VillaEditor } from '../villas/VillaEditor';
import { adminPropertiesQuery, villaChoicesQuery } from '../villas/villa.operations';

/** Published or not, as the URL says it (`?published=yes`) and the query takes it (true). */
const PUBLISHED_FILTER: ListFilter<'yes' | 'no'> = {
  param: 'published',
  values: ['yes', 'no'],
  messages: { yes: 'admin.villa.published', no: 'admin.villa.unpublished' },
  label: 'admin.col.status',
  allLabel: 'admin.filter.allVillas',
  variable: (value) => value === 'yes',
};

type Villa = AdminPropertiesQuery['adminProperties']['items'][number];

/**
 * Villas: the list (search, destination, published state, all in the URL) or, with `edit=<id>`
 * or `new=1` in the URL, the editor, whose way back keeps the list's filters.
 */
export function VillasView() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [destination] = useTextParam('destination');
  const [published] = useFilterParam(PUBLISHED_FILTER);
  const page = Number.parseInt(params.get('page') ?? '', 10);
  const list: AdminParams = { view: 'villas', q: params.get('q') ?? undefined, page: page > 1 ? page : undefined, destination: destination ?? undefined, published: published ? published === 'yes' : undefined };
  const editing = params.get('edit');
  if (editing || params.get('new') === '1') {
    return <VillaEditor key={editing ?? 'new'} id={editing} listUrl={adminUrl(list)} onCreated={(id) => void navigate(adminUrl({ ...list, edit: id }), { replace: true })} />;
  }
  return <VillaList list={list} />;
}

function VillaList({ list }: { list: AdminParams }) {
  const intl = useIntl();
  const [destination, setDestination] = useTextParam('destination');
  const { data: choices } = useQuery(villaChoicesQuery);
  const query = useAdminListQuery(adminPropertiesQuery, (data) => data.adminProperties, { filter: PUBLISHED_FILTER, extra: { destinationKey: destination } });
  const columns: AdminColumn<Villa>[] = [
    { label: 'admin.col.title', className: 'admin-table__wrap', cell: (villa) => <Stacked main={<Link to={adminUrl({ ...list, edit: villa.id })}>{villa.title}</Link>} sub={villa.slug} /> },
    { label: 'admin.col.location', className: 'admin-table__wrap', cell: (villa) => <Stacked main={villa.location} sub={villa.region} /> },
    { label: 'admin.col.weeklyPrice', className: 'admin-table__number', cell: (villa, format) => format.wholeMoney(villa.price, villa.currency) },
    { label: 'admin.col.sleeps', className: 'admin-table__number', cell: (villa, format) => format.number(villa.sleeps) },
    { label: 'admin.col.status', cell: (villa) => <Badge tone={villa.published ? 'completed' : 'muted'} message={villa.published ? 'admin.villa.published' : 'admin.villa.unpublished'} /> },
    { label: 'admin.col.updated', className: 'admin-table__nowrap', cell: (villa, format) => format.date(villa.updatedAt) },
  ];

  return (
    <AdminList
      {...query}
      columns={columns}
      tools={
        <ToolSelect label={<FormattedMessage id="admin.villa.field.destination" />} allLabel={intl.formatMessage({ id: 'admin.filter.allDestinations' })} value={destination ?? ''} onChange={(key) => setDestination(key || null)}>
          {choices ? <DestinationOptions countries={choices.destinations} /> : destination ? <option value={destination}>{destination}</option> : null}
        </ToolSelect>
      }
      action={
        <Link className="button button--primary admin-view__new" to={adminUrl({ ...list, create: true })}>
          <FormattedMessage id="admin.villa.new" />
        </Link>
      }
    />
  );
}
