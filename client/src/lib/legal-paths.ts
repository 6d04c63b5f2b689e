/** The legal pages and the accessibility statement, each server-rendered in English and German (`?lang=de`). */
export const legalPaths = {
  terms: '/terms',
  privacy: '/privacy',
  cookies: '/cookies',
  accessibility: '/accessibility',
} as const;

export type LegalPage = keyof typeof legalPaths;

export const LEGAL_PATH_LIST: readonly string[] = Object.values(legalPaths);

/** The page at `pathname`, or null. */
export function legalPageAt(pathname: string): LegalPage | null {
  const found = (Object.keys(legalPaths) as LegalPage[]).find((key) => legalPaths[key] === pathname.replace(/\/+$/, ''));
  return found ?? null;
}
