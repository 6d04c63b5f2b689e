/** An ILIKE pattern matching `text` anywhere, with LIKE's wildcards in it taken literally. */
export function likePattern(text: string): string {
  return `%${text.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
