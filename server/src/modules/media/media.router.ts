import express, { Router, type RequestHandler } from 'express';

/** The only paths under /media: a photo's file as media.storage.ts names it. */
const PHOTO_FILE = /^\/villas\/[0-9a-f-]{36}\/[0-9a-f-]{36}\/[0-9a-f]{16}-\d{1,5}\.(avif|webp|jpg)$/;

const notFound: RequestHandler = (_req, res) => {
  res.status(404).type('text/plain').send('Not found');
};

/**
 * GET /media/…: the photos' files from MEDIA_DIR. A file's name carries the hash of its photo
 * and is never rewritten, so browsers and CDNs may keep it for a year without asking again
 * (`Cache-Control: public, max-age=31536000, immutable`). Anything else, including the staging
 * folder and files that are gone, is a plain 404.
 */
export function mediaRouter(mediaDir: string): Router {
  return Router()
    .use((req, res, next) => (PHOTO_FILE.test(req.path) ? next() : notFound(req, res, next)))
    .use(express.static(mediaDir, { immutable: true, maxAge: '1y', index: false, redirect: false, dotfiles: 'deny' }))
    .use(notFound);
}
