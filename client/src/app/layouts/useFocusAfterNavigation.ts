import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * After a move to another page, a keyboard or screen-reader user whose focus was on something the
 * old page took away (the link they followed) starts again at the new page's main content, not at
 * the top of the document: the focus goes to <main>, without scrolling. Focus that is still on
 * something (a header link, a field the new page focused itself) stays where it is.
 */
export function useFocusAfterNavigation(): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    // After the new page's own effects (which may focus a field) and the lazy page's first paint.
    const frame = requestAnimationFrame(() => {
      const active = document.activeElement;
      if (active && active !== document.body && active.isConnected) return;
      document.getElementById('main')?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
}
