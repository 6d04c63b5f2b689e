import type { ReactNode } from 'react';
import { usePageDescription } from './usePageDescription';
import { usePageTitle } from './usePageTitle';
import './page-hero.css';

/**
 * A page's hero: a full-width picture with the heading and lead over it. Sets the document
 * title and the meta description (the lead, unless `description` says otherwise).
 */
export function PageHero({ title, lead, image, eyebrow, description, children }: { title: string; lead: string; image: string; eyebrow?: ReactNode; description?: string; children?: ReactNode }) {
  usePageTitle(title);
  usePageDescription(description ?? lead);
  return (
    <header className="page-hero">
      {/* Decorative: the heading says what the page is about. */}
      <img className="page-hero__image" src={image} alt="" width={1600} height={900} fetchPriority="high" decoding="async" />
      <div className="page-hero__content container">
        {eyebrow ? <p className="page-hero__eyebrow">{eyebrow}</p> : null}
        <h1 className="page-hero__title">{title}</h1>
        <p className="page-hero__lead">{lead}</p>
        {children}
      </div>
    </header>
  );
}
