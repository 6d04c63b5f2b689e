import { useEffect, useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';

/**
 * A disclosure menu for the header: a button that opens a panel of links. Escape, a click
 * outside or following a link closes it.
 */
export function Menu({ label, children, align = 'start' }: { label: ReactNode; children: ReactNode; align?: 'start' | 'end' }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

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
