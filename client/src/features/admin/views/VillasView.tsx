import { useQuery } from '@apollo/client/react';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useFormatDate } from '../../../lib/dates';
import { formatWholeUnits } from '../../../lib/money';
import { usePreferences } from '../../../lib/preferences';
import { adminUrl, type AdminParams } from '../admin.urls';
import { AdminList } from '../AdminList';
import { FilterSelect, useAdminListQuery, useFilterParam, useTextParam } from '../ListControls';
import { DestinationOptions } from '../villas/DestinationOptions';
import { VillaEditor } from '../villas/VillaEditor';
import { adminPropertiesQuery, villaChoicesQuery } from '../villas/villa.operations';

const PUBLISHED_VALUES = ['yes', 'no'] as const;

/**
 * Villas: the list (search, destination, published state, all in the URL) or, with `edit=<id>`
 * or `new=1` in the URL, the editor, whose way back keeps the list's filters.
 */
export function VillasView() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [destination] = useTextParam('destination');
  const [published] = useFilterParam('published', PUBLISHED_VALUES);
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
  const { language } = usePreferences();
  const formatDate = useFormatDate();
  const destinationId = useId();
  const [destination, setDestination] = useTextParam('destination');
  const [published, setPublished] = useFilterParam('published', PUBLISHED_VALUES);
  const { data: choices } = useQuery(villaChoicesQuery);
  const query = useAdminListQuery(adminPropertiesQuery, (data) => data.adminProperties, { destinationKey: destination, published: published ? published === 'yes' : null });

  return (
    <AdminList
      {...query}
      searchLabel="admin.search.villas"
      caption="admin.view.villas"
      tools={
        <>
          <div className="admin-filter">
            <label htmlFor={destinationId} className="admin-filter__label">
              <FormattedMessage id="admin.villa.field.destination" />
            </label>
            <select id={destinationId} className="control form-field__input" value={destination ?? ''} onChange={(event) => setDestination(event.target.value || null)}>
              <option value="">{intl.formatMessage({ id: 'admin.filter.allDestinations' })}</option>
              {choices ? <DestinationOptions countries={choices.destinations} /> : destination ? <option value={destination}>{destination}</option> : null}
            </select>
          </div>
          <FilterSelect
            label={intl.formatMessage({ id: 'admin.col.status' })}
            allLabel={intl.formatMessage({ id: 'admin.filter.allVillas' })}
            value={published}
            options={[
              { value: 'yes', label: intl.formatMessage({ id: 'admin.villa.published' }) },
              { value: 'no', label: intl.formatMessage({ id: 'admin.villa.unpublished' }) },
            ]}
            onChange={setPublished}
          />
          <Link className="button button--primary admin-view__new" to={adminUrl({ ...list, create: true })}>
            <FormattedMessage id="admin.villa.new" />
          </Link>
        </>
      }
      columns={[
        {
          label: 'admin.col.title',
          className: 'admin-table__wrap',
          cell: (villa) => (
            <div>
              <Link to={adminUrl({ ...list, edit: villa.id })}>{villa.title}</Link>
              <span className="admin-table__sub">{villa.slug}</span>
            </div>
          ),
        },
        {
          label: 'admin.col.location',
          className: 'admin-table__wrap',
          cell: (villa) => (
            <div>
              {villa.location}
              <span className="admin-table__sub">{villa.region}</span>
            </div>
          ),
        },
        { label: 'admin.col.weeklyPrice', className: 'admin-table__number', cell: (villa) => formatWholeUnits(villa.price, villa.currency, language) },
        { label: 'admin.col.sleeps', className: 'admin-table__number', cell: (villa) => intl.formatNumber(villa.sleeps) },
        {
          label: 'admin.col.status',
          cell: (villa) => (
            <span className={`admin-badge admin-badge--${villa.published ? 'completed' : 'muted'}`}>
              <FormattedMessage id={villa.published ? 'admin.villa.published' : 'admin.villa.unpublished'} />
            </span>
          ),
        },
        { label: 'admin.col.updated', className: 'admin-table__nowrap', cell: (villa) => formatDate(villa.updatedAt) },
      ]}
    />
  );
}
