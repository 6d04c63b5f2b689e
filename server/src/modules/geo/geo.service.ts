import { BlockList, isIP } from 'node:net';
import type { RequestContext } from '../../graphql/context';

/**
 * Country headers set by a CDN in front of the app (Cloudflare, generic proxies, CloudFront).
 * A visitor could forge one, but all it decides is the first-visit language guess.
 */
export const COUNTRY_HEADERS = ['cf-ipcountry', 'x-country-code', 'cloudfront-viewer-country'] as const;

/** Codes CDNs use for "unknown" (XX) and Tor (T1): not countries. */
const NOT_A_COUNTRY = new Set(['XX', 'T1', 'ZZ']);

/** Loopback, private, link-local and shared ranges: no country can be known for them. */
const LOCAL_ADDRESSES = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const) {
  LOCAL_ADDRESSES.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
] as const) {
  LOCAL_ADDRESSES.addSubnet(net, prefix, 'ipv6');
}

function countryCode(value: string | string[] | undefined): string | null {
  const code = (Array.isArray(value) ? value[0] : value)?.trim().toUpperCase();
  return code && /^[A-Z]{2}$/.test(code) && !NOT_A_COUNTRY.has(code) ? code : null;
}

/** The address without an IPv4-mapped IPv6 prefix (::ffff:1.2.3.4 → 1.2.3.4), or null if it is none. */
function normaliseIp(ip: string | undefined): string | null {
  if (!ip) return null;
  const unmapped = ip.toLowerCase().startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
  return isIP(unmapped) ? unmapped : null;
}

export function isLocalAddress(ip: string): boolean {
  return LOCAL_ADDRESSES.check(ip, isIP(ip) === 6 ? 'ipv6' : 'ipv4');
}

type Lookup = (ip: string) => { country: string } | null;
let geoLookup: Lookup | undefined;

/** The bundled offline GeoLite2 country database, loaded (about 8 MB) on first use only. */
function lookupDatabase(ip: string): string | null {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  geoLookup ??= (require('geoip-country') as typeof import('geoip-country')).lookup;
  return countryCode(geoLookup(ip)?.country);
}

/**
 * The visitor's country (ISO 3166-1 alpha-2), for the first-visit language guess: a CDN's
 * country header when present, else the offline database by the client
 * address (as trust proxy resolves it). Loopback and private addresses are unknown (null).
 * The browser never calls a third party for this.
 */
export function visitorCountry(ctx: RequestContext): string | null {
  for (const header of COUNTRY_HEADERS) {
    const code = countryCode(ctx.req.headers[header]);
    if (code) return code;
  }
  const ip = normaliseIp(ctx.req.ip ?? ctx.req.socket.remoteAddress);
  if (!ip || isLocalAddress(ip)) return null;
  return lookupDatabase(ip);
}
