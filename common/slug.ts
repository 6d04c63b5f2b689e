/** Letters NFD does not decompose into a base letter and an accent. */
const LIGATURES: Record<string, string> = { ß: 'ss', æ: 'ae', ø: 'o', œ: 'oe', ł: 'l', đ: 'd', þ: 'th' };

/** A readable URL key: "Villa Thalassa – Sea View" → "villa-thalassa-sea-view" (ASCII letters, digits, single hyphens). */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[ßæøœłđþ]/g, (c) => LIGATURES[c])
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** What a villa slug looks like: lower-case ASCII words joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A villa's slug: its destination key, then its title ("corfu-villa-thalassa"), as the demo catalogue names them. */
export function villaSlug(destinationKey: string, title: string): string {
  return slugify(`${destinationKey} ${title}`);
}
