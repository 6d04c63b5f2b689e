import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../lib/message-id';

/** A band of the villa page (about, features, layout, amenities, seasons, location, similar), named by its h2. */
export function PropertySection({ headingId, title, className, children }: { headingId: string; title: MessageId; className?: string; children: ReactNode }) {
  return (
    <section className={className ? `property__section ${className}` : 'property__section'} aria-labelledby={headingId}>
      <h2 id={headingId}>
        <FormattedMessage id={title} />
      </h2>
      {children}
    </section>
  );
}

/** A section that lists `items` (each rendered as its `<li>`), or nothing when there are none. */
export function PropertyListSection<T>({
  headingId,
  title,
  listClassName,
  items,
  children,
}: {
  headingId: string;
  title: MessageId;
  listClassName: string;
  items: readonly T[];
  children: (item: T) => ReactNode;
}) {
  if (!items.length) return null;
  return (
    <PropertySection headingId={headingId} title={title}>
      <ul className={listClassName}>{items.map(children)}</ul>
    </PropertySection>
  );
}
