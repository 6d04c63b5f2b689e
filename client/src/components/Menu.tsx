import { useId, type MouseEvent, type ReactNode } from 'react';
import { useDismissable } from './useDismissable';

/**
 * A disclosure menu for the header: a button that opens a panel of links. Escape, a click
 * outside or following a link closes it.
 */
export function Menu({ label, children, align = 'start' }: { label: ReactNode; children: ReactNode; align?: 'start' | 'end' }) {
  const { open, setOpen, root, button } = useDismissable();
  const panelId = useId();

  const closeOnLink = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as HTMLElement).closest('a')) setOpen(false);
  };

  return (
    <div className="menu" ref={root}>
      <button ref={button} type="button" className="menu__button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)}>
        {label}
        <span className="menu__chevron" aria-hidden="true">
          ▾
        </span>
      </button>
      <div id={panelId} className={`menu__panel menu__panel--${align}`} hidden={!open} onClick={closeOnLink}>
        {children}
      </div>
    </div>
  );
}
