import { useId, type FormEvent, type ReactNode } from 'react';
import { Dialog } from './Dialog';
import { Icon } from './icons';

/**
 * A modal panel sliding in from one edge (basket, filters, reviews): a titled head with a
 * close button over the panel's own body. Given `onSubmit`, the panel is a form, so its
 * action buttons submit it.
 */
export function SidePanel({
  title,
  closeLabel,
  onClose,
  side = 'right',
  onSubmit,
  children,
}: {
  title: ReactNode;
  closeLabel: string;
  onClose: () => void;
  side?: 'left' | 'right';
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  const titleId = useId();
  const head = (
    <div className="side-panel__head">
      <h2 id={titleId}>{title}</h2>
      <button type="button" className="icon-button" onClick={onClose} aria-label={closeLabel}>
        <Icon name="close" />
      </button>
    </div>
  );
  return (
    <Dialog onClose={onClose} className={side === 'left' ? 'side-panel side-panel--left' : 'side-panel'} aria-labelledby={titleId}>
      {onSubmit ? (
        <form className="side-panel__inner" onSubmit={onSubmit}>
          {head}
          {children}
        </form>
      ) : (
        <div className="side-panel__inner">
          {head}
          {children}
        </div>
      )}
    </Dialog>
  );
}
