import { useQuery } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { isMonth } from '../../../../common/owner-statements';
import { PageIntro } from '../../components/PageIntro';
import { PageLoading } from '../../components/PageLoading';
import { loginUrl, ownerUrl, paths } from '../../lib/urls';
import { OwnerCalendar } from './OwnerCalendar';
import { OwnerStatements } from './OwnerStatements';
import { OwnerStays } from './OwnerStays';
import { ownerAccessQuery, ownerVillasQuery } from './owner.operations';
import './owner.css';

/**
 * /owner, the villa owners' portal: their villas, each with an 18-month calendar of guests'
 * stays, staff blocks and the owner's own stays (which they add and remove here), and their
 * monthly statements with CSV and PDF downloads. The villa and month shown are in the URL.
 */
export default function OwnerPage() {
  const intl = useIntl();
  const { data, loading } = useQuery(ownerAccessQuery, { fetchPolicy: 'cache-and-network' });
  const title = intl.formatMessage({ id: 'owner.title' });
  if (!data && loading) return <PageLoading />;
  const me = data?.me;
  if (!me || !(me.isOwner || me.isAdmin)) {
    return (
      <div className="page container">
        <PageIntro title={title} />
        <section className="owner-denied" role="alert">
          <p>
            <FormattedMessage id={me ? 'owner.denied.notOwner' : 'owner.denied.signedOut'} />
          </p>
          <Link className="button button--primary" to={me ? paths.home : loginUrl({ returnTo: paths.owner })}>
            <FormattedMessage id={me ? 'owner.denied.home' : 'owner.denied.login'} />
          </Link>
        </section>
      </div>
    );
  }
  return (
    <div className="page container owner-page">
      <PageIntro title={title} intro={intl.formatMessage({ id: 'owner.intro' }, { name: me.name })} />
      <OwnerPortal />
    </div>
  );
}

function OwnerPortal() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const { data, error } = useQuery(ownerVillasQuery, { fetchPolicy: 'cache-and-network' });
  const month = isMonth(params.get('month')) ? params.get('month') : null;
  if (!data) {
    return (
      <p className="owner-status" role={error ? 'alert' : 'status'}>
        <FormattedMessage id={error ? 'owner.loadFailed' : 'owner.loading'} />
      </p>
    );
  }
  const villas = data.ownerProperties;
  const villa = villas.find((v) => v.id === params.get('villa')) ?? villas[0] ?? null;
  return (
    <>
      <section className="owner-section" aria-labelledby="owner-villas-title">
        <h2 id="owner-villas-title">
          <FormattedMessage id="owner.villas.title" />
        </h2>
        {villas.length ? (
          <ul className="owner-villas">
            {villas.map((v) => (
              <li key={v.id}>
                <Link to={ownerUrl({ villa: v.id, month })} className="owner-villas__link" aria-current={v.id === villa?.id ? 'page' : undefined}>
                  <strong>{v.title}</strong>
                  <span>{v.location}</span>
                  <span className="owner-statement__sub">
                    <FormattedMessage id="owner.villas.commission" values={{ percent: intl.formatNumber(v.commissionPercent / 100, { style: 'percent', maximumFractionDigits: 2 }) }} />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="owner-status">
            <FormattedMessage id="owner.villas.empty" />
          </p>
        )}
      </section>
      {villa ? (
        <section className="owner-section" aria-labelledby="owner-calendar-title">
          <h2 id="owner-calendar-title">
            <FormattedMessage id="owner.calendar.title" values={{ villa: villa.title }} />
          </h2>
          <OwnerCalendar propertyId={villa.id} />
          <OwnerStays propertyId={villa.id} />
        </section>
      ) : null}
      <OwnerStatements month={month} villa={villa?.id ?? null} />
    </>
  );
}
