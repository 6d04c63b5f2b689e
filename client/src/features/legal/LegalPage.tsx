import { useQuery } from '@apollo/client/react';
import { Link, useLocation } from 'react-router-dom';
import { graphql } from '../../__generated__/gql';
import { PageIntro } from '../../components/PageIntro';
import { usePageDescription } from '../../components/usePageDescription';
import { legalPageAt } from '../../lib/legal-paths';
import { usePreferences } from '../../lib/preferences';
import { LEGAL_DOCUMENTS, type LegalBlock } from './legal.content';
import './legal.css';

const LegalPageQuery = graphql(`
  query LegalPage {
    company {
      name
      legalName
      companyNumber
      email
      phone
      address
    }
  }
`);

type Company = Record<'name' | 'legalName' | 'companyNumber' | 'email' | 'phone' | 'address', string>;

/** The document's placeholders filled in with the company's details (empty until they have loaded). */
function fill(text: string, company: Company | undefined): string {
  const values: Record<string, string> = {
    company: company?.name ?? '',
    legalName: company?.legalName ?? '',
    companyNumber: company?.companyNumber ?? '',
    email: company?.email ?? '',
    phone: company?.phone ?? '',
    address: company?.address ?? '',
  };
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

/**
 * /terms, /privacy, /cookies and /accessibility: a legal document in the visitor's language, its
 * sections as h2 headings (a screen reader's outline), the retention and cookie tables as tables.
 */
export default function LegalPage() {
  const { pathname } = useLocation();
  const { language } = usePreferences();
  const { data } = useQuery(LegalPageQuery);
  const company = data?.company;
  const document = LEGAL_DOCUMENTS[legalPageAt(pathname) ?? 'terms'][language];
  const text = (value: string) => fill(value, company);
  usePageDescription(text(document.description));

  return (
    <div className="page container legal-page">
      <PageIntro title={document.title} intro={text(document.intro)} />
      {document.sections.map((section, index) => (
        <section key={section.heading} className="legal-page__section" aria-labelledby={`legal-${index}`}>
          <h2 id={`legal-${index}`}>{section.heading}</h2>
          {section.blocks.map((block, at) => (
            <Block key={at} block={block} text={text} headingId={`legal-${index}`} />
          ))}
        </section>
      ))}
    </div>
  );
}

function Block({ block, text, headingId }: { block: LegalBlock; text: (value: string) => string; headingId: string }) {
  if (typeof block === 'string') return <p>{text(block)}</p>;
  if ('list' in block) {
    return (
      <ul>
        {block.list.map((item) => (
          <li key={item}>{text(item)}</li>
        ))}
      </ul>
    );
  }
  if ('links' in block) {
    return (
      <p>
        {block.links.map((link) => (
          <Link key={link.to} to={link.to} className="button button--outline">
            {text(link.label)}
          </Link>
        ))}
      </p>
    );
  }
  const [head, ...rows] = block.table;
  return (
    // Scrolls sideways on a phone: focusable, so a keyboard can scroll it too.
    <div className="legal-page__table" role="region" aria-labelledby={headingId} tabIndex={0}>
      <table>
        <thead>
          <tr>
            {head.map((cell) => (
              <th key={cell} scope="col">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row[0]}>
              {row.map((cell, at) =>
                at === 0 ? (
                  <th key={at} scope="row">
                    {text(cell)}
                  </th>
                ) : (
                  <td key={at}>{text(cell)}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
