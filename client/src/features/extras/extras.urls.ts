import { paths } from '../../lib/urls';

/** The extras tabs (spec section 2), in order; the selected one is the URL's `tab` parameter. */
export const EXTRAS_TABS = ['flights', 'car-hire', 'transfers', 'insurance'] as const;
export type ExtrasTab = (typeof EXTRAS_TABS)[number];
export const DEFAULT_EXTRAS_TAB: ExtrasTab = 'flights';

export function isExtrasTab(value: string | null | undefined): value is ExtrasTab {
  return EXTRAS_TABS.includes(value as ExtrasTab);
}

/** /extras on one tab (flights, the first, has no parameter). */
export function extrasUrl(tab: ExtrasTab = DEFAULT_EXTRAS_TAB): string {
  return tab === DEFAULT_EXTRAS_TAB ? paths.extras : `${paths.extras}?tab=${tab}`;
}
