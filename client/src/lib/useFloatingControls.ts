import { useEffect } from 'react';

/** How far the page must move before the floating controls react, so jitter does not flicker them. */
const SCROLL_SLACK_PX = 6;
/** Within this distance of the page end the controls come out: nothing is left below to cover. */
const PAGE_END_PX = 48;

export type FloatingState = 'tucked' | 'out';

/** What the floating controls should do after a scroll from `previousY` to `y`; undefined: stay. */
export function floatingStateAfterScroll(previousY: number, y: number, viewportHeight: number, pageHeight: number): FloatingState | undefined {
  if (y + viewportHeight >= pageHeight - PAGE_END_PX && y > 0) return 'out';
  if (y <= 0) return 'tucked';
  if (y < previousY - SCROLL_SLACK_PX) return 'out';
  if (y > previousY + SCROLL_SLACK_PX) return 'tucked';
  return undefined;
}

/**
 * The chat button and the reviews tab float over the page. On phones (see page-frame.css) they wait
 * tucked into the left margin, where they cover no content, while the visitor reads down the
 * page, and come out when the visitor scrolls back up or reaches the end. The state is kept on
 * the document root (`data-floating`), so the CSS of each control decides what it means.
 */
export function useFloatingControls(): void {
  useEffect(() => {
    const root = document.documentElement;
    let previousY = window.scrollY;
    root.dataset.floating = 'tucked';
    const onScroll = () => {
      const y = window.scrollY;
      const next = floatingStateAfterScroll(previousY, y, window.innerHeight, root.scrollHeight);
      if (next === undefined) return;
      previousY = y;
      root.dataset.floating = next;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      delete root.dataset.floating;
    };
  }, []);
}
