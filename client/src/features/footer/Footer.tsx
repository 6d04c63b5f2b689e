import { useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { FOOTER_DESTINATIONS_MORE_LIST, FOOTER_DESTINATIONS_SHOWN_LIST, groupByCountry } from '../../../../common/destinations';
import { graphql } from '../../__generated__/gql';
import { usePreferences } from '../../lib/preferences';
import { destinationSearchUrl, paths } from '../../lib/urls';
import { NewsletterBand } from './NewsletterBand';

const FooterQuery = graphql(`
  query Footer {
    company {
      name
      companyNumber
      socialLinks {
        label
        url
      }
    }
  }
`);

/** Targets the spec does not show stay "#" (spec section 2, Footer). */
const UNKNOWN_TARGET = '#';

export function Footer() {
  const intl = useIntl();
  const { language } = usePreferences();
  const { data } = useQuery(FooterQuery);
  const company = data?.company;
  const [expanded, setExpanded] = useState(false);
  const moreId = useId();
  const destinations = expanded ? [...FOOTER_DESTINATIONS_SHOWN_LIST, ...FOOTER_DESTINATIONS_MORE_LIST] : FOOTER_DESTINATIONS_SHOWN_LIST;
  const countryName = (country: string) => (language === 'de' ? (groupByCountry(country)?.countryDe ?? country) : country);

  return (
    <footer className="site-footer">
      <NewsletterBand />
      <div className="site-footer__grid container">
        <section className="site-footer__about">
          <p className="brand brand--footer">
            <span className="brand__mark" aria-hidden="true">
              ◆
            </span>
            <span className="brand__name">{company?.name}</span>
          </p>
          <p>
            <FormattedMessage id="footer.about" />
          </p>
          {company?.socialLinks.length ? (
            <>
              <h2 className="site-footer__heading">
                <FormattedMessage id="footer.follow" />
              </h2>
              <ul className="social-links">
                {company.socialLinks.map((link) => (
                  <li key={link.url}>
                    <a href={link.url} target="_blank" rel="noopener noreferrer">
                      {link.label}
                      <span className="visually-hidden"> {intl.formatMessage({ id: 'app.externalLink' })}</span>
                    </a>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </section>

        <section>
          <h2 className="site-footer__heading">
            <FormattedMessage id="footer.destinations" />
          </h2>
          <ul className="site-footer__links" id={moreId}>
            {destinations.map((country) => (
              <li key={country}>
                <Link to={destinationSearchUrl(country)}>{countryName(country)}</Link>
              </li>
            ))}
          </ul>
          <button type="button" className="link-button" aria-expanded={expanded} aria-controls={moreId} onClick={() => setExpanded((e) => !e)}>
            <FormattedMessage id={expanded ? 'footer.seeLess' : 'footer.seeMore'} />
          </button>
        </section>

        <section>
          <h2 className="site-footer__heading">
            <FormattedMessage id="footer.company" />
          </h2>
          <ul className="site-footer__links">
            <li>
              <Link to={paths.aboutUs}>
                <FormattedMessage id="nav.aboutUs" />
              </Link>
            </li>
            <li>
              <Link to={paths.whyUs}>
                <FormattedMessage id="nav.whyUs" />
              </Link>
            </li>
            <li>
              <a href={UNKNOWN_TARGET}>
                <FormattedMessage id="footer.reviews" />
              </a>
            </li>
            <li>
              <Link to={paths.contact}>
                <FormattedMessage id="footer.contact" />
              </Link>
            </li>
          </ul>
        </section>

        <section>
          <h2 className="site-footer__heading">
            <FormattedMessage id="footer.legal" />
          </h2>
          <ul className="site-footer__links">
            <li>
              <a href={UNKNOWN_TARGET}>
                <FormattedMessage id="footer.terms" />
              </a>
            </li>
            <li>
              <a href={UNKNOWN_TARGET}>
                <FormattedMessage id="footer.privacy" />
              </a>
            </li>
            <li>
              <a href={UNKNOWN_TARGET}>
                <FormattedMessage id="footer.cookies" />
              </a>
            </li>
            <li>
              <a href={UNKNOWN_TARGET}>
                <FormattedMessage id="footer.certificate" />
              </a>
            </li>
          </ul>
        </section>
      </div>
      {company ? (
        <p className="site-footer__copyright container">
          <FormattedMessage
            id="footer.copyright"
            values={{ year: new Date().getFullYear(), companyName: company.name, companyNumber: company.companyNumber }}
          />
        </p>
      ) : null}
    </footer>
  );
}
