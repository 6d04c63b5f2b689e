import { useEffect, type RefObject } from 'react';

/** What Tab can land on inside a container (visible, enabled, not taken out of the order). */
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusables(container: HTMLElement | null): HTMLElement[] {
  if (!container) return [];
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest('[hidden]') && el.getClientRects().length > 0);
}

/**
 * Keeps the keyboard inside an open non-modal panel (the phone menu) and its toggle: Tab from the
 * last item goes back to the toggle, Shift+Tab from the toggle to the last item, and Escape
 * closes the panel and hands the focus back to the toggle. A native modal <dialog> needs none of
 * this; a panel that is part of the page does.
 */
export function useFocusTrap(open: boolean, toggle: RefObject<HTMLElement | null>, panel: RefObject<HTMLElement | null>, close: () => void): void {
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close();
        toggle.current?.focus();
        return;
      }
      if (event.key !== 'Tab') return;
      const ring = [toggle.current, ...focusables(panel.current)].filter((el): el is HTMLElement => !!el);
      if (!ring.length) return;
      const at = ring.indexOf(document.activeElement as HTMLElement);
      const next = at === -1 ? 0 : (at + (event.shiftKey ? -1 : 1) + ring.length) % ring.length;
      event.preventDefault();
      ring[next].focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, toggle, panel, close]);
}
