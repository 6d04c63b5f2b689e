import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

/** A link that opens in a new tab, and says so to screen readers. */
export function ExternalLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  return (
    <a className={className} href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden">
        <FormattedMessage id="app.externalLink" />
      </span>
    </a>
  );
}
