import type { ReactNode } from 'react';
import { usePageTitle } from './usePageTitle';

/** A page's heading and lead paragraph; also sets the document title. */
export function PageIntro({ title, intro, children }: { title: string; intro?: ReactNode; children?: ReactNode }) {
  usePageTitle(title);
  return (
    <header className="page-intro">
      <h1>{title}</h1>
      {intro ? <p className="page-intro__lead">{intro}</p> : null}
      {children}
    </header>
  );
}
