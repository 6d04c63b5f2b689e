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

/** How long a restored position is held while the page below it is still settling (data, the map). */
const RESTORE_FOR_MS = 1500;

/**
 * Scrolls to y and holds it there for a while: the page may be too short at first (data arriving),
 * and a late change of layout (the map mounting, scroll anchoring) may move it after it was reached.
 * The visitor's own scrolling ends it at once.
 */
function restoreTo(y: number): () => void {
  const deadline = performance.now() + RESTORE_FOR_MS;
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of INPUT_EVENTS) window.removeEventListener(type, stop);
  };
  const attempt = () => {
    if (Math.abs(window.scrollY - y) > 1) window.scrollTo(0, y);
    if (performance.now() < deadline) frame = requestAnimationFrame(attempt);
    else stop();
  };
  for (const type of INPUT_EVENTS) window.addEventListener(type, stop, { passive: true });
  attempt();
  return stop;
}

const INPUT_EVENTS = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

/**
 * Scrolling across navigations: a new page starts at the top (or at its #fragment), Back and
 * Forward return to where the visitor left that page, and changing only the query string (a tab,
 * a filter) leaves the page where it is. Positions are kept per history entry and survive reloads.
 */
export function useScrollRestoration(): void {
  const { key, pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  // The entry on screen. Scroll events arrive after React has switched pages, so they are
  // recorded against this (set before any scrolling below), not against the entry being left.
  const shownKey = useRef(key);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const record = () => {
      positions.delete(shownKey.current);
      positions.set(shownKey.current, window.scrollY);
    };
    const save = () => writePositions(positions);
    // A server-rendered page may have been scrolled before its scripts arrived.
    record();
    window.addEventListener('scroll', record, { passive: true });
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('scroll', record);
      window.removeEventListener('pagehide', save);
    };
  }, []);

  const previousPath = useRef<string | null>(null);
  useLayoutEffect(() => {
    shownKey.current = key;
    const pathChanged = previousPath.current !== pathname;
    previousPath.current = pathname;
    if (navigationType === 'POP') {
      const saved = positions.get(key);
      if (saved !== undefined) return restoreTo(saved);
    } else if (hash) {
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
    } else if (pathChanged) {
      window.scrollTo(0, 0);
    }
  }, [key, pathname, hash, navigationType]);
}
