/**
 * The second-ask rule that the response cache and the price ladders admit work by: something is
 * worth keeping (an answer, a ladder) only when the same key is asked again within `ttlMs`, so a
 * request asked once costs nothing extra. Keys are remembered by a 53-bit hash (a collision only
 * admits a key on its first ask), in the order they were asked, which is the order they expire
 * in while `ttlMs` stays the same; at most `max` at once (the oldest is forgotten first).
 */
export class AskedOnce {
  private readonly asked = new Map<number, number>();

  constructor(private readonly max = Number.POSITIVE_INFINITY) {}

  /** Whether `key` was asked in the last `ttlMs` (it is then forgotten); otherwise remembers that it is asked now. */
  again(key: string, ttlMs: number, now = Date.now()): boolean {
    for (const [hash, expiresAt] of this.asked) {
      if (expiresAt > now) break;
      this.asked.delete(hash);
    }
    const hash = hashOf(key);
    if (this.asked.delete(hash)) return true;
    if (this.asked.size >= this.max) this.asked.delete(this.asked.keys().next().value!);
    this.asked.set(hash, now + ttlMs);
    return false;
  }
}

/** cyrb53: a fast 53-bit string hash (not cryptographic). */
function hashOf(text: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}
