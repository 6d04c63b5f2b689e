import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const STORAGE_KEY = 'scroll-positions';
/** Positions of recent history entries only; older ones are dropped. */
const MAX_ENTRIES = 50;

function readPositions(): Map<string, number> {
  try {
    return new Map(JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]') as [string, number][]);
  } catch {
    return new Map();
  }
}

function writePositions(positions: Map<string, number>): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions].slice(-MAX_ENTRIES)));
  } catch {
    // Storage disabled: Back still works, it just starts at the top.
  }
}

const positions = typeof window === 'undefined' ? new Map<string, number>() : readPositions();

/**
 * Scrolling across navigations: a new page starts at the top (or at its #fragment), Back and
 * Forward return to where the visitor left that page, and changing only the query string (a tab,
 * a filter) leaves the page where it is. Positions are kept per history entry and survive reloads.
 */
export function useScrollRestoration(): void {
  const { key, pathname, hash } = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const save = () => writePositions(positions);
    window.addEventListener('pagehide', save);
    return () => window.removeEventListener('pagehide', save);
  }, []);

  // The position is recorded while the visitor scrolls, so it is known before the next page renders.
  useEffect(() => {
    let frame = 0;
    const record = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        positions.delete(key);
        positions.set(key, window.scrollY);
      });
    };
    window.addEventListener('scroll', record, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', record);
    };
  }, [key]);

  const previousPath = useRef<string | null>(null);
  useLayoutEffect(() => {
    const pathChanged = previousPath.current !== pathname;
    previousPath.current = pathname;
    if (navigationType === 'POP') {
      const saved = positions.get(key);
      if (saved !== undefined) window.scrollTo(0, saved);
    } else if (hash) {
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
    } else if (pathChanged) {
      window.scrollTo(0, 0);
    }
  }, [key, pathname, hash, navigationType]);
}
