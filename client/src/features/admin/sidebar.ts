import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX } from '../../../../common/constants';

/** The admin sidebar's state is kept in this cookie for 7 days. */
export const SIDEBAR_COOKIE = 'sidebar_state';
export const SIDEBAR_COOKIE_MAX_AGE_S = 7 * 24 * 60 * 60;
/** Ctrl+B (Cmd+B on a Mac) toggles the sidebar. */
export const SIDEBAR_SHORTCUT_KEY = 'b';

/** The saved desktop state: expanded unless the cookie says "false". */
export function readSidebarCookie(cookie = document.cookie): boolean {
  const match = cookie.split('; ').find((part) => part.startsWith(`${SIDEBAR_COOKIE}=`));
  return match?.slice(SIDEBAR_COOKIE.length + 1) !== 'false';
}

export function writeSidebarCookie(open: boolean): void {
  document.cookie = `${SIDEBAR_COOKIE}=${open}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE_S}; SameSite=Lax`;
}

const MOBILE_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`;

function subscribeMobile(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const list = window.matchMedia(MOBILE_QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

function isMobileNow(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(MOBILE_QUERY).matches;
}

/** True below the mobile breakpoint (768 px), following the window as it resizes. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribeMobile, isMobileNow, () => false);
}

export interface SidebarState {
  /** Desktop: expanded (labels shown) or collapsed to icons. Saved in the cookie. */
  open: boolean;
  /** Mobile: the sheet is showing. Not saved. */
  openMobile: boolean;
  isMobile: boolean;
  setOpenMobile(open: boolean): void;
  toggle(): void;
}

/**
 * The sidebar's state: on desktop it expands or collapses (and remembers that in the cookie);
 * below 768 px it is an off-canvas sheet instead. Ctrl/Cmd+B toggles whichever applies.
 */
export function useSidebar(): SidebarState {
  const isMobile = useIsMobile();
  const [open, setOpen] = useState(readSidebarCookie);
  const [openMobile, setOpenMobile] = useState(false);

  const toggle = useCallback(() => {
    if (isMobile) {
      setOpenMobile((o) => !o);
      return;
    }
    setOpen((o) => {
      writeSidebarCookie(!o);
      return !o;
    });
  }, [isMobile]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === SIDEBAR_SHORTCUT_KEY && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey) {
        event.preventDefault();
        toggle();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [toggle]);

  // The sheet exists only in the mobile layout.
  return { open, openMobile: isMobile && openMobile, isMobile, setOpenMobile, toggle };
}
