import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';

/**
 * argon2id with the OWASP Password Storage Cheat Sheet's first recommended setting
 * (19 MiB memory, 2 iterations, 1 lane). Hashes carry their parameters, so raising these
 * later still verifies old hashes and `needsRehash` upgrades them at the next login.
 */
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, OPTIONS);
}

export function needsRehash(hash: string): boolean {
  return argon2.needsRehash(hash, OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/** A hash of a random password, so checking an unknown email costs the same as a known one. */
export function warmUpDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
}

/**
 * True when `password` matches `hash`. Without a hash (no such account) it still runs one
 * full verification against a dummy hash and answers false: same work, same timing.
 */
export async function verifyPassword(hash: string | undefined, password: string): Promise<boolean> {
  if (!hash) {
    await argon2.verify(await warmUpDummyHash(), password).catch(() => false);
    return false;
  }
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}
