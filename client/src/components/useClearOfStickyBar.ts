import { useEffect, type RefObject } from 'react';

/** Room left between a focused control and the bar. */
const GAP_PX = 12;
/** What the scrolling leaves above the control: the sticky header's height. */
const HEADER_ROOM_PX = 96;

/**
 * Scrolls `target` out from under `over` when `over` covers it; nothing otherwise. A bar along the
 * bottom of the window (a save bar, the toasts from 768 px up) moves the control up above it; one
 * along the top (the toasts on small screens) moves it down below it.
 */
export function scrollClearOf(target: Element | null, over: HTMLElement | null): void {
  if (!target || !over || over.contains(target) || target === document.body) return;
  const cover = over.getBoundingClientRect();
  const rect = target.getBoundingClientRect();
  // Only what the bar really covers: on screen, with a size, across the control's columns and its rows.
  const across = rect.right > cover.left && rect.left < cover.right;
  const overlaps = rect.bottom + GAP_PX > cover.top && rect.top - GAP_PX < cover.bottom;
  if (cover.height < 1 || cover.top >= window.innerHeight || cover.bottom <= 0 || !across || !overlaps) return;
  if (cover.top + cover.bottom < window.innerHeight) window.scrollBy({ top: rect.top - GAP_PX - cover.bottom });
  else window.scrollBy({ top: Math.min(rect.bottom + GAP_PX - cover.top, rect.top - HEADER_ROOM_PX) });
}

/** Focus the keyboard moved (or a script, after a key): not a click or a tap, whose target is where the pointer is. */
function focusedByKeyboard(target: Element): boolean {
  try {
    return target.matches(':focus-visible');
  } catch {
    // A browser without :focus-visible: treat every focus as the keyboard's, as before.
    return true;
  }
}

/**
 * Keeps what the keyboard focuses inside `container` (the whole document without one) clear of
 * `bar`, something fixed to the top or bottom of the window such as a form's save bar or the
 * toasts (WCAG 2.4.11): a control that lands under it is scrolled clear of it. The browser's own
 * scrolling only brings the control into the window, where the bar may still cover it. A click
 * or a tap does not scroll: the visitor can see what they pressed.
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
        // Scrolling under a pointer that is still pressed would move the control away before the button is released, and lose the click.
        if (document.activeElement === target && focusedByKeyboard(target)) scrollClearOf(target, bar.current);
      });
    };
    root.addEventListener('focusin', onFocus);
    return () => {
      cancelAnimationFrame(frame);
      root.removeEventListener('focusin', onFocus);
    };
  }, [container, bar]);
}
