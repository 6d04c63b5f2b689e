import { Router, type Response } from 'express';
import { getImage } from './image.service';

/**
 * A day fresh, then up to a week served while revalidating with the ETag (a hash of the SVG).
 * The URLs carry no version, so a change to the drawings must reach browsers without one:
 * `immutable` would pin the old picture for a year.
 */
const CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';

function send(res: Response, image: ReturnType<typeof getImage>, ifNoneMatch: string | undefined): void {
  if (!image) {
    res.status(404).type('text/plain').send('Not found');
    return;
  }
  res.setHeader('Cache-Control', CACHE_CONTROL);
  res.setHeader('ETag', image.etag);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  if (ifNoneMatch && ifNoneMatch.split(/\s*,\s*/).includes(image.etag)) {
    res.status(304).end();
    return;
  }
  res.type('image/svg+xml').send(image.svg);
}

/** GET /images/…: the generated seed illustrations (villas, destinations, hero, team, blog, review photos, offers, pages). */
export function imageRouter(): Router {
  const router = Router();
  router.get('/villas/:slug/:n.svg', (req, res) => send(res, getImage('villas', req.params.slug, req.params.n), req.get('If-None-Match')));
  router.get('/:collection/:name.svg', (req, res) => send(res, getImage(req.params.collection, req.params.name), req.get('If-None-Match')));
  router.use((_req, res) => send(res, undefined, undefined));
  return router;
}
