import type { ReactNode } from 'react';
import type { MessageId } from '../../lib/message-id';
import { AdminNote } from './AdminNote';

/**
 * Entries in a list (numbered where their order counts), or a note where there are none: a
 * villa's seasons, amenities, blocked dates, calendar feeds. Each entry renders its own `<li>`.
 */
export function ItemList<T>({
  items,
  empty,
  ordered = false,
  className,
  label,
  children,
}: {
  items: readonly T[];
  empty: MessageId;
  ordered?: boolean;
  className: string;
  label?: string;
  children: (item: T, index: number) => ReactNode;
}) {
  if (!items.length) return <AdminNote message={empty} />;
  const List = ordered ? 'ol' : 'ul';
  return (
    <List className={className} aria-label={label}>
      {items.map(children)}
    </List>
  );
}
