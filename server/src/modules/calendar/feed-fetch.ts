import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { AppError } from '../../errors';

/*
 * Fetching an external calendar feed safely. Staff type the URL, the server fetches
 * it: without a guard, a feed URL could make the server read its own network (metadata
 * services, the database, admin ports). So only http and https, every address the host name
 * resolves to must be public, and the connection goes to exactly the address that was checked
 * (the guard runs inside the socket's DNS lookup, so a second lookup cannot answer differently).
 * Redirects are not followed: a redirect could lead anywhere, and feed providers give the final URL.
 */

export const FEED_TIMEOUT_MS = 10_000;
export const FEED_MAX_BYTES = 2 * 1024 * 1024;

const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this" network
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  blocked.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const) {
  blocked.addSubnet(network, prefix, 'ipv6');
}

/** True for loopback, private, link-local, multicast and other non-public addresses (IPv4-mapped IPv6 included). */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  if (family === 6) {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
    if (mapped) return blocked.check(mapped[1], 'ipv4');
    return blocked.check(address, 'ipv6');
  }
  return blocked.check(address, 'ipv4');
}

/** The feed URL as staff may give it: http or https, a host, no credentials. Throws a translated error naming `field`. */
export function parseFeedUrl(raw: string, field: string): URL {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new AppError('BAD_USER_INPUT', 'ical.urlInvalid', { field }, field);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname || url.username || url.password) {
    throw new AppError('BAD_USER_INPUT', 'ical.urlInvalid', { field }, field);
  }
  return url;
}

/** An IP literal host, without IPv6 brackets; null for a name. */
function literalAddress(url: URL): string | null {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  return isIP(host) ? host : null;
}

/**
 * Refuses a URL whose host is, or resolves to, any non-public address (checked for every
 * address DNS gives), unless private addresses are allowed. Used when a feed is added.
 */
export async function assertPublicFeedUrl(url: URL, field: string, allowPrivate: boolean): Promise<void> {
  if (allowPrivate) return;
  const literal = literalAddress(url);
  const addresses = literal ? [literal] : await resolveAll(url.hostname).catch(() => []);
  if (addresses.some(isPrivateAddress)) throw new AppError('BAD_USER_INPUT', 'ical.urlPrivate', { field }, field);
}

function resolveAll(hostname: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses: LookupAddress[]) => (error ? reject(error) : resolve(addresses.map((a) => a.address))));
  });
}

/** A DNS lookup for the socket that fails when any resolved address is not public. */
const guardedLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true, verbatim: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 0);
    if (!addresses.length || addresses.some((a) => isPrivateAddress(a.address))) {
      return callback(Object.assign(new Error('private address'), { code: 'EPRIVATE' }), '', 0);
    }
    if ((options as { all?: boolean }).all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
    callback(null, addresses[0].address, addresses[0].family);
  });
};

export interface FeedFetchOptions {
  allowPrivate: boolean;
  timeoutMs?: number;
  maxBytes?: number;
}

/**
 * The feed's text. Failures are translated AppErrors (stored as the feed's last error):
 * unreachable, private address, timeout, non-2xx status, too large.
 */
export function fetchFeed(url: URL, options: FeedFetchOptions): Promise<string> {
  const timeoutMs = options.timeoutMs ?? FEED_TIMEOUT_MS;
  const maxBytes = options.maxBytes ?? FEED_MAX_BYTES;
  const literal = literalAddress(url);
  if (!options.allowPrivate && literal && isPrivateAddress(literal)) {
    return Promise.reject(new AppError('BAD_USER_INPUT', 'ical.urlPrivate', { field: 'url' }, 'url'));
  }
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<string>((resolve, reject) => {
    let settled = false;
    const finish = (error: AppError | null, text?: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (error) reject(error);
      else resolve(text!);
    };
    const request = client.get(
      url,
      { lookup: options.allowPrivate ? undefined : guardedLookup, headers: { Accept: 'text/calendar, */*;q=0.5', 'User-Agent': 'villa-calendar-sync/1' } },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status < 200 || status >= 300) {
          response.resume();
          request.destroy();
          return finish(new AppError('BAD_USER_INPUT', 'ical.httpStatus', { status }));
        }
        const declared = Number(response.headers['content-length']);
        if (Number.isFinite(declared) && declared > maxBytes) {
          request.destroy();
          return finish(new AppError('BAD_USER_INPUT', 'ical.tooLarge', { maxKb: Math.round(maxBytes / 1024) }));
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) {
            request.destroy();
            return finish(new AppError('BAD_USER_INPUT', 'ical.tooLarge', { maxKb: Math.round(maxBytes / 1024) }));
          }
          chunks.push(chunk);
        });
        response.on('end', () => finish(null, Buffer.concat(chunks).toString('utf8')));
        response.on('error', (error) => finish(unreachable(error)));
      },
    );
    request.on('error', (error) => finish(unreachable(error)));
    const timer = setTimeout(() => {
      request.destroy();
      finish(new AppError('BAD_USER_INPUT', 'ical.timeout', { seconds: Math.round(timeoutMs / 1000) }));
    }, timeoutMs);
  });
}

/** A network failure as staff can read it: the system error's code, never a stack or a path. */
function unreachable(error: Error): AppError {
  const code = (error as { code?: unknown }).code;
  if (code === 'EPRIVATE') return new AppError('BAD_USER_INPUT', 'ical.urlPrivate', { field: 'url' }, 'url');
  return new AppError('BAD_USER_INPUT', 'ical.unreachable', { detail: typeof code === 'string' ? code : 'connection failed' });
}
