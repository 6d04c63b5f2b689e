import { useQuery } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { graphql } from '../../__generated__/gql';
import type { ExtraCategory } from '../../__generated__/graphql';
import { Icon, type IconName } from '../../components/icons';
import { PageHero } from '../../components/PageHero';
import { PageSection } from '../../components/PageSection';
import { PageLoading } from '../../components/PageLoading';
import { Tabs, tabPanelProps } from '../../components/Tabs';
import { DEFAULT_EXTRAS_TAB, EXTRAS_TABS, isExtrasTab, type ExtrasTab } from '../../lib/urls';
import { ExtraCard } from './ExtraCard';
import { FlightInquiryForm } from './FlightInquiryForm';
import './extras.css';

const ExtrasPageQuery = graphql(`
  query ExtrasPage {
    extras {
      id
      name
      category
      description
      price
      currency
      unit
      depositAvailable
    }
  }
`);

const CATEGORY: Record<ExtrasTab, ExtraCategory> = {
  flights: 'FLIGHTS',
  'car-hire': 'CAR_HIRE',
  transfers: 'TRANSFERS',
  insurance: 'INSURANCE',
};

const TAB_LABEL = {
  flights: 'extras.tab.flights',
  'car-hire': 'extras.tab.carHire',
  transfers: 'extras.tab.transfers',
  insurance: 'extras.tab.insurance',
} as const satisfies Record<ExtrasTab, string>;

const TRUST: { icon: IconName; title: 'extras.trust.atolTitle' | 'extras.trust.paymentTitle' | 'extras.trust.discountTitle'; text: 'extras.trust.atolText' | 'extras.trust.paymentText' | 'extras.trust.discountText' }[] = [
  { icon: 'award', title: 'extras.trust.atolTitle', text: 'extras.trust.atolText' },
  { icon: 'calendar', title: 'extras.trust.paymentTitle', text: 'extras.trust.paymentText' },
  { icon: 'star', title: 'extras.trust.discountTitle', text: 'extras.trust.discountText' },
];

/** /extras: hero, category tabs (in the URL), extras to add, the flight inquiry form and trust blurbs. */
export default function ExtrasPage() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: ExtrasTab = isExtrasTab(requested) ? requested : DEFAULT_EXTRAS_TAB;
  const { data, loading, error } = useQuery(ExtrasPageQuery);
  const extras = data?.extras.filter((e) => e.category === CATEGORY[tab]) ?? [];

  const select = (next: ExtrasTab) => {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === DEFAULT_EXTRAS_TAB) updated.delete('tab');
        else updated.set('tab', next);
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  return (
    <div className="extras-page">
      <PageHero image="/images/pages/extras.svg" eyebrow="extras.eyebrow" title="page.extras.title" lead="page.extras.intro" />
      <div className="container page-section">
        <Tabs
          label={intl.formatMessage({ id: 'extras.tabsLabel' })}
          idPrefix="extras"
          tabs={EXTRAS_TABS.map((id) => ({ id, label: intl.formatMessage({ id: TAB_LABEL[id] }) }))}
          selected={tab}
          onSelect={select}
          className="extras-tabs"
        />
        <section {...tabPanelProps('extras', tab)} className="extras-panel">
          <h2 className="page-section__title">
            <FormattedMessage id={TAB_LABEL[tab]} />
          </h2>
          {tab === 'transfers' ? (
            <p className="extras-note" role="note">
              <Icon name="check" size={16} />
              <FormattedMessage id="extras.transfersIncluded" />
            </p>
          ) : null}
          {loading && !data ? (
            <PageLoading />
          ) : error && !data ? (
            <p className="empty-state" role="alert">
              <FormattedMessage id="extras.loadFailed" />
            </p>
          ) : (
            <ul className="tile-grid">
              {extras.map((extra) => (
                <li key={extra.id}>
                  <ExtraCard extra={extra} />
                </li>
              ))}
            </ul>
          )}
          {tab === 'flights' ? (
            <div className="flight-inquiry">
              <FlightInquiryForm />
            </div>
          ) : null}
        </section>
      </div>
      <PageSection headingId="extras-trust-title" title="extras.trustTitle" hiddenTitle className="extras-trust">
        <ul className="card-grid">
          {TRUST.map((item) => (
            <li key={item.title} className="surface content-card extras-trust__item">
              <Icon name={item.icon} size={26} />
              <h3>
                <FormattedMessage id={item.title} />
              </h3>
              <p>
                <FormattedMessage id={item.text} />
              </p>
            </li>
          ))}
        </ul>
      </PageSection>
    </div>
  );
}
