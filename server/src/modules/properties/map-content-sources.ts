import type { Config } from '../../config';
import type { ContentSources } from '../feature-module';

/**
 * The search map's tiles (MAP_STYLE_URL) are images from the provider's origin; a `{s}`
 * subdomain becomes a wildcard. Without a tile address the map asks no other origin for anything.
 */
export function mapContentSources(config: Config): ContentSources {
  const { tileUrl } = config.map;
  if (!tileUrl) return {};
  const origin = new URL(tileUrl.replace(/\{s\}/g, 'SUBDOMAIN').replace(/\{[a-z]\}/g, '0')).origin.replace('subdomain', '*');
  return { imgSrc: [origin], connectSrc: [origin] };
}
