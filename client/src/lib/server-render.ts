import { createContext, useContext, useEffect } from 'react';
import type { Preferences } from './preferences';

/**
 * What a server render learns while it renders, beyond the markup: the page's head texts and
 * its HTTP status. Pages report them through the hooks below; in the browser there is no
 * listener and the hooks do nothing (there, usePageTitle and usePageDescription set the document).
 */
export interface ServerRenderFacts {
  status: number;
  title?: string;
  description?: string;
}

export interface ServerRenderListener {
  report(facts: Partial<ServerRenderFacts>): void;
}

export const ServerRenderContext = createContext<ServerRenderListener | null>(null);

/** Reports the page's title and description for the server's <head>. */
export function useServerHead(head: Pick<ServerRenderFacts, 'title' | 'description'>): void {
  const listener = useContext(ServerRenderContext);
  if (!listener) return;
  if (head.title !== undefined) listener.report({ title: head.title });
  if (head.description !== undefined) listener.report({ description: head.description });
}

/** Rendered where a page knows its answer is not 200 (the 404 pages): sets the response status. */
export function HttpStatus({ code }: { code: number }) {
  useContext(ServerRenderContext)?.report({ status: code });
  return null;
}

/**
 * The site's public address (PUBLIC_URL), so absolute links in the markup (structured data) are
 * the same on the server and in the browser; null outside a server-rendered page.
 */
export const SiteOriginContext = createContext<string | null>(null);

export function useSiteOrigin(): string {
  return useContext(SiteOriginContext) ?? (typeof window === 'undefined' ? '' : window.location.origin);
}

/**
 * Preferences the server rendered with (from the cookies that mirror local storage), and which
 * of them the address chose (`?lang=`, which also resets the currency).
 */
export interface ServerPreferences extends Preferences {
  chosen: { theme: boolean; language: boolean; currency: boolean };
}

/** Everything the browser needs to hydrate a server-rendered page exactly as the server drew it. */
export interface ServerRenderPayload {
  /** The Apollo cache after the render, without any visitor's personal fields. */
  apollo: Record<string, unknown>;
  preferences: ServerPreferences;
  origin: string;
}

/**
 * A server-rendered page arrives with `aria-disabled="true"` on #root: its controls are visible
 * before the scripts have made them work, and assistive technology (and test robots) should
 * treat them as not yet usable. Rendered after the page inside the layout's Suspense boundary,
 * this lifts the mark once the page itself has hydrated.
 */
export function PageInteractive() {
  useEffect(() => {
    document.getElementById('root')?.removeAttribute('aria-disabled');
  }, []);
  return null;
}

/** The id of the <script type="application/json"> element that carries the payload. */
export const PAYLOAD_ELEMENT_ID = 'ssr-payload';

/**
 * The payload as the text of a JSON script element. `<`, `>`, `&` and the JavaScript line
 * separators are written as \u escapes, so no text in the data (a villa description containing
 * `</script>`) can end the element or start markup.
 */
export function serialisePayload(payload: ServerRenderPayload): string {
  return JSON.stringify(payload).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** The payload of a server-rendered page, or null for the client-rendered shell. */
export function readPayload(): ServerRenderPayload | null {
  const element = document.getElementById(PAYLOAD_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as ServerRenderPayload;
  } catch {
    return null;
  }
}
