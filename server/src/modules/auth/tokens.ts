import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Config } from '../../config';
import { sessionSecrets } from './session';

/*
 * The pieces of token sign-in that need no database: access tokens are compact JWTs
 * (HS256, signed with node:crypto), refresh tokens are 256 random bits kept only as SHA-256.
 * The service (token.service.ts) decides who gets them and when they stop working.
 */

/** What an access token says: who, which of the user's token versions, which sign-in. */
export interface AccessClaims {
  /** The user id. */
  sub: string;
  /** users.token_version when the token was signed; a bump ends the token. */
  ver: number;
  /** The token family (one sign-in); revoking it ends the token. */
  fam: string;
  iat: number;
  exp: number;
}

const HEADER = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function base64url(text: string): string {
  return Buffer.from(text).toString('base64url');
}

const signingKeys = new WeakMap<Config, Buffer[]>();

/**
 * TOKEN_SECRET when set; otherwise a key derived from each session secret (HMAC with a fixed
 * label), so access tokens never share a key with the session cookie's signature and rotating
 * SESSION_SECRET rotates them too. Computed once per app: outside production without
 * SESSION_SECRET the session secret is generated (and in tests is new on every call).
 */
function keysFor(config: Config): Buffer[] {
  let keys = signingKeys.get(config);
  if (!keys) {
    keys = config.tokens.secrets ? config.tokens.secrets.map((secret) => Buffer.from(secret)) : sessionSecrets(config).map((secret) => createHmac('sha256', secret).update('villas access token v1').digest());
    signingKeys.set(config, keys);
  }
  return keys;
}

function signature(key: Buffer, signed: string): Buffer {
  return createHmac('sha256', key).update(signed).digest();
}

export function signAccessToken(config: Config, claims: Omit<AccessClaims, 'iat' | 'exp'>, now = Date.now()): string {
  const iat = Math.floor(now / 1000);
  const payload = base64url(JSON.stringify({ ...claims, iat, exp: iat + Math.round(config.tokens.accessTtlMs / 1000) }));
  const signed = `${HEADER}.${payload}`;
  return `${signed}.${signature(keysFor(config)[0], signed).toString('base64url')}`;
}

/** The claims of a token this app signed and that has not expired; null for anything else. */
export function verifyAccessToken(config: Config, token: string, now = Date.now()): AccessClaims | null {
  const parts = token.split('.');
  // Only our own header: no "alg": "none", no other algorithm.
  if (parts.length !== 3 || parts[0] !== HEADER) return null;
  const signed = `${parts[0]}.${parts[1]}`;
  const given = Buffer.from(parts[2], 'base64url');
  if (given.length !== 32 || !keysFor(config).some((key) => timingSafeEqual(given, signature(key, signed)))) return null;
  let claims: Partial<AccessClaims>;
  try {
    claims = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8')) as Partial<AccessClaims>;
  } catch {
    return null;
  }
  const { sub, ver, fam, iat, exp } = claims;
  if (typeof sub !== 'string' || !UUID.test(sub) || typeof fam !== 'string' || !UUID.test(fam)) return null;
  if (!Number.isInteger(ver) || !Number.isInteger(iat) || !Number.isInteger(exp)) return null;
  if ((exp as number) * 1000 <= now) return null;
  return { sub, ver: ver as number, fam, iat: iat as number, exp: exp as number };
}

/** A new refresh token: 32 random bytes, URL-safe. */
export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a refresh token. */
export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
