import { useId, type ComponentProps, type ReactNode } from 'react';
import type { MessageId } from '../lib/message-id';
import { PageHero } from './PageHero';
import { PageLoading } from './PageLoading';
import { PageSection } from './PageSection';

/**
 * A content page that is one grid of cards under its hero (the blog, the destinations). The
 * grid's section is named by a visually hidden heading; the cards speak for themselves.
 */
export function CardGridPage({
  className,
  hero,
  title,
  loading,
  gridClassName,
  children,
}: {
  className: string;
  hero: Pick<ComponentProps<typeof PageHero>, 'image' | 'title' | 'lead'>;
  /** The grid's (hidden) heading. */
  title: MessageId;
  /** Nothing to show yet: a loading line over the (empty) grid. */
  loading: boolean;
  gridClassName: string;
  /** The cards, each an `<li>`. */
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <div className={className}>
      <PageHero {...hero} />
      <PageSection headingId={headingId} title={title} hiddenTitle>
        {loading ? <PageLoading /> : null}
        <ul className={`card-grid ${gridClassName}`}>{children}</ul>
      </PageSection>
    </div>
  );
}
