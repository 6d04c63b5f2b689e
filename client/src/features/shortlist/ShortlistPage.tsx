import { useMutation, useQuery } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, Navigate } from 'react-router-dom';
import { graphql } from '../../__generated__/gql';
import { PageIntro } from '../../components/PageIntro';
import { PageLoading } from '../../components/PageLoading';
import { ShortlistCard } from '../../components/ShortlistCard';
import { Icon } from '../../components/icons';
import { toast } from '../../components/toast.store';
import { RemoveFromShortlistMutation } from '../../lib/shortlist';
import { loginUrl, paths, searchUrl } from '../../lib/urls';
import './shortlist.css';

const ShortlistPageQuery = graphql(`
  query ShortlistPage {
    me {
      id
    }
  }
`);

const ShortlistVillasQuery = graphql(`
  query ShortlistVillas {
    shortlist {
      id
      title
      ...ShortlistCard
    }
  }
`);

/** /shortlist: the signed-in user's saved villas; visitors are sent to /login first. */
export default function ShortlistPage() {
  const intl = useIntl();
  const { data, loading } = useQuery(ShortlistPageQuery);
  if (loading) return <PageLoading />;
  if (!data?.me) return <Navigate to={loginUrl({ returnTo: paths.shortlist })} replace />;
  return (
    <div className="page container shortlist-page">
      <PageIntro title={intl.formatMessage({ id: 'page.shortlist.title' })} intro={intl.formatMessage({ id: 'page.shortlist.intro' })}>
        <p className="shortlist-page__hint">
          <Icon name="heart" className="shortlist-page__heart" size={20} fill="currentColor" aria-hidden="true" />
          <FormattedMessage id="shortlist.hint" />
        </p>
      </PageIntro>
      <ShortlistVillas />
    </div>
  );
}

function ShortlistVillas() {
  const intl = useIntl();
  const { data, loading, error } = useQuery(ShortlistVillasQuery, { fetchPolicy: 'cache-and-network' });
  const [remove, { loading: removing }] = useMutation(RemoveFromShortlistMutation, {
    // Every list of shortlisted villas (this page, the account tab, the header count) refetches.
    update(cache) {
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'shortlist' });
      cache.gc();
    },
  });

  if (loading && !data) return <PageLoading />;
  if (error && !data) {
    return (
      <p className="shortlist-page__state" role="alert">
        <FormattedMessage id="account.loadFailed" />
      </p>
    );
  }
  const villas = data?.shortlist ?? [];
  if (villas.length === 0) {
    return (
      <div className="empty-box shortlist-page__empty">
        <Icon name="heart" className="shortlist-page__heart" size={48} aria-hidden="true" />
        <p>
          <FormattedMessage id="account.shortlist.empty" />
        </p>
        <Link to={searchUrl()} className="button button--primary">
          <FormattedMessage id="account.browseVillas" />
        </Link>
      </div>
    );
  }

  const onRemove = async (propertyId: string) => {
    try {
      await remove({ variables: { propertyId } });
      toast({ title: intl.formatMessage({ id: 'shortlist.removed' }) });
    } catch {
      toast({ variant: 'destructive', title: intl.formatMessage({ id: 'shortlist.removeFailed' }) });
    }
  };

  return (
    <ul className="tile-grid">
      {villas.map((villa) => (
        <li key={villa.id}>
          <ShortlistCard
            property={villa}
            action={
              <button
                type="button"
                className="shortlist-remove"
                aria-label={intl.formatMessage({ id: 'shortlist.removeVilla' }, { title: villa.title })}
                disabled={removing}
                onClick={() => void onRemove(villa.id)}
              >
                <Icon name="heart" size={22} fill="currentColor" aria-hidden="true" />
              </button>
            }
          />
        </li>
      ))}
    </ul>
  );
}
