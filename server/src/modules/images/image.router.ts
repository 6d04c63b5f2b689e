import { Router, type Request, type Response } from 'express';
import { encodedImage, getImage, type ImageEncoding } from './image.service';

/**
 * A day fresh, then up to a week served while revalidating with the ETag (a hash of the SVG).
 * The URLs carry no version, so a change to the drawings must reach browsers without one:
 * `immutable` would pin the old picture for a year.
 */
const CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';

function send(req: Request, res: Response, image: ReturnType<typeof getImage>): void {
  if (!image) {
    res.status(404).type('text/plain').send('Not found');
    return;
  }
  // Brotli when the browser takes it, else gzip, else the plain SVG. Asked one at a time:
  // `acceptsEncodings('br', 'gzip')` follows the header's order, and browsers list gzip first.
  const encoding: ImageEncoding | undefined = req.acceptsEncodings('br') === 'br' ? 'br' : req.acceptsEncodings('gzip') === 'gzip' ? 'gzip' : undefined;
  const encoded = encoding ? encodedImage(image, encoding) : undefined;
  const etag = encoded?.etag ?? image.etag;
  res.vary('Accept-Encoding');
  res.setHeader('Cache-Control', CACHE_CONTROL);
  res.setHeader('ETag', etag);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  const ifNoneMatch = req.get('If-None-Match');
  if (ifNoneMatch && ifNoneMatch.split(/\s*,\s*/).includes(etag)) {
    res.status(304).end();
    return;
  }
  res.type('image/svg+xml');
  if (!encoded) {
    res.send(image.svg);
    return;
  }
  res.setHeader('Content-Encoding', encoding!);
  res.send(encoded.body);
}

/** GET /images/…: the generated seed illustrations (villas, destinations, hero, team, blog, review photos, offers, pages). */
export function imageRouter(): Router {
  const router = Router();
  router.get('/villas/:slug/:n.svg', (req, res) => send(req, res, getImage('villas', req.params.slug, req.params.n)));
  router.get('/:collection/:name.svg', (req, res) => send(req, res, getImage(req.params.collection, req.params.name)));
  router.use((req, res) => send(req, res, undefined));
  return router;
}
