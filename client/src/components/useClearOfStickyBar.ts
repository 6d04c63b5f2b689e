import { useEffect, type RefObject } from 'react';

/** Room left between a focused control and the bar. */
const GAP_PX = 12;
/** What the scrolling leaves above the control: the sticky header's height. */
const HEADER_ROOM_PX = 96;

/** Scrolls `target` up out from under `over` when `over` covers it; nothing otherwise. */
export function scrollClearOf(target: Element | null, over: HTMLElement | null): void {
  if (!target || !over || over.contains(target) || target === document.body) return;
  const cover = over.getBoundingClientRect();
  const rect = target.getBoundingClientRect();
  // Only what the bar really covers: on screen, with a size, across the control's columns and below its top.
  const across = rect.right > cover.left && rect.left < cover.right;
  if (cover.height < 1 || cover.top >= window.innerHeight || !across || rect.bottom + GAP_PX <= cover.top) return;
  window.scrollBy({ top: Math.min(rect.bottom + GAP_PX - cover.top, rect.top - HEADER_ROOM_PX) });
}

/**
 * Keeps what the keyboard focuses inside `container` (the whole document without one) clear of
 * `bar`, something fixed or stuck to the bottom of the window such as a form's save bar or the
 * toasts (WCAG 2.4.11): a control that lands under it is scrolled up above it. The browser's own
 * scrolling only brings the control into the window, where the bar may still cover it.
 */
export function useClearOfStickyBar(container: RefObject<HTMLElement | null> | null, bar: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root: HTMLElement | Document | null = container ? container.current : document;
    if (!root) return;
    let frame = 0;
    const onFocus = (event: Event) => {
      const target = event.target as HTMLElement;
      // After the browser's own scrolling to the control.
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (document.activeElement === target) scrollClearOf(target, bar.current);
      });
    };
    root.addEventListener('focusin', onFocus);
    return () => {
      cancelAnimationFrame(frame);
      root.removeEventListener('focusin', onFocus);
    };
  }, [container, bar]);
}
