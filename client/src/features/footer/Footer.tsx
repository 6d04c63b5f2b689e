import { useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { FOOTER_DESTINATIONS_MORE_LIST, FOOTER_DESTINATIONS_SHOWN_LIST, groupByCountry } from '../../../../common/destinations';
import { graphql } from '../../__generated__/gql';
import type { MessageId } from '../../lib/message-id';
import { usePreferences } from '../../lib/preferences';
import { legalPaths } from '../../lib/legal-paths';
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

/** How reviews are collected and checked. */
const REVIEWS_PAGE = '/how-we-verify-reviews';
/** The company's public record at Companies House, where its certificate of incorporation can be downloaded. */
const companyRecordUrl = (companyNumber: string) => `https://find-and-update.company-information.service.gov.uk/company/${encodeURIComponent(companyNumber)}`;

/** A footer link: a route of the app (`to`) or another site's address (`href`, opened in a new tab). */
type FooterLink = { label: MessageId } & ({ to: string } | { href: string });

const COMPANY_LINKS: FooterLink[] = [
  { to: paths.aboutUs, label: 'nav.aboutUs' },
  { to: paths.whyUs, label: 'nav.whyUs' },
  { to: REVIEWS_PAGE, label: 'footer.reviews' },
  { to: paths.contact, label: 'footer.contact' },
];

const LEGAL_LINKS: FooterLink[] = [
  { to: legalPaths.terms, label: 'footer.terms' },
  { to: legalPaths.privacy, label: 'footer.privacy' },
  { to: legalPaths.cookies, label: 'footer.cookies' },
  { to: legalPaths.accessibility, label: 'footer.accessibility' },
];

/** One column of footer links under its heading. */
function FooterLinks({ heading, links }: { heading: MessageId; links: FooterLink[] }) {
  return (
    <section>
      <h2 className="site-footer__heading">
        <FormattedMessage id={heading} />
      </h2>
      <ul className="site-footer__links">
        {links.map((link) => (
          <li key={link.label}>
            {'to' in link ? (
              <Link to={link.to}>
                <FormattedMessage id={link.label} />
              </Link>
            ) : (
              <a href={link.href} target="_blank" rel="noopener noreferrer">
                <FormattedMessage id={link.label} />
                <span className="visually-hidden">
                  {' '}
                  <FormattedMessage id="app.externalLink" />
                </span>
              </a>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

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

        <FooterLinks heading="footer.company" links={COMPANY_LINKS} />
        <FooterLinks heading="footer.legal" links={company ? [...LEGAL_LINKS, { href: companyRecordUrl(company.companyNumber), label: 'footer.certificate' }] : LEGAL_LINKS} />
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
