import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { dismissToast, useToast, type Toast } from './toast.store';
import { scrollClearOf, useClearOfStickyBar } from './useClearOfStickyBar';
import './toast.css';

/**
 * Where toasts appear: top on small screens, bottom right from medium up (toast.css).
 * A polite live region announces default toasts; destructive ones are alerts.
 */
export function Toaster() {
  const intl = useIntl();
  const { toasts } = useToast();
  // A toast never sits over the control the keyboard has just reached.
  const list = useRef<HTMLOListElement>(null);
  useClearOfStickyBar(null, list);
  // And a toast that appears over the focused control moves the page, not the focus.
  const shown = toasts.filter((t) => t.open).length;
  useEffect(() => {
    if (!shown) return;
    const frame = requestAnimationFrame(() => scrollClearOf(document.activeElement, list.current));
    return () => cancelAnimationFrame(frame);
  }, [shown]);
  return (
    <section className="toaster" aria-label={intl.formatMessage({ id: 'toast.region' })}>
      <ol className="toaster__list" ref={list}>
        {toasts
          .filter((t) => t.open)
          .map((t) => (
            <ToastItem key={t.id} toast={t} />
          ))}
      </ol>
    </section>
  );
}

function ToastItem({ toast }: { toast: Toast }) {
  const intl = useIntl();
  // Hovering or focusing the toast pauses its timer, so it can be read and closed.
  const [paused, setPaused] = useState(false);
  const remaining = useRef(toast.duration);
  const startedAt = useRef(0);

  useEffect(() => {
    if (paused || !Number.isFinite(toast.duration)) return;
    startedAt.current = Date.now();
    const timer = setTimeout(() => dismissToast(toast.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt.current));
    };
  }, [paused, toast.id, toast.duration]);

  const destructive = toast.variant === 'destructive';
  return (
    // The live region is inside the list item, not the item itself: a list may only hold items
    // (axe "list"), and the close button's name is not read out with the message.
    <li
      className={`toast toast--${toast.variant}`}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className="toast__text" role={destructive ? 'alert' : 'status'} aria-live={destructive ? 'assertive' : 'polite'} aria-atomic="true">
        {toast.title ? <p className="toast__title">{toast.title}</p> : null}
        {toast.description ? <p className="toast__description">{toast.description}</p> : null}
      </div>
      <button type="button" className="toast__close" aria-label={intl.formatMessage({ id: 'toast.close' })} onClick={() => dismissToast(toast.id)}>
        <span aria-hidden="true">✕</span>
      </button>
    </li>
  );
}
