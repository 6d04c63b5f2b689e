import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Router } from 'express';
import { contextOf } from '../../rest/handler';
import { injectPageMeta, propertyPageMeta, robotsTxt, sitemapXml } from './seo.service';

/**
 * Crawler-facing routes, mounted before the SPA fallback: /sitemap.xml, /robots.txt, and (when
 * the server renderer is not built) villa pages whose index.html carries the villa's Open Graph tags. Anything it cannot
 * serve (no build, unknown villa) falls through to the SPA fallback.
 */
export function seoRouter(clientDist: string, options: { villaPages: boolean }): Router {
  const indexHtml = path.join(clientDist, 'index.html');
  const router = Router()
    .get('/sitemap.xml', async (_req, res, next) => {
      try {
        const xml = await sitemapXml(contextOf(res));
        // Revalidated on every fetch (the ETag keeps that cheap): a villa unpublished by staff leaves at once.
        res.setHeader('Cache-Control', 'no-cache');
        res.type('application/xml').send(xml);
      } catch (error) {
        next(error);
      }
    })
    .get('/robots.txt', (_req, res) => {
      res.setHeader('Cache-Control', 'public, max-age=3600');
      res.type('text/plain').send(robotsTxt(contextOf(res)));
    });
  // Without the server renderer (modules/ssr), villa pages get their head tags here.
  if (!options.villaPages) return router;
  return router.get('/property/:id', async (req, res, next) => {
      try {
        const ctx = contextOf(res);
        const meta = await propertyPageMeta(ctx, String(req.params.id));
        if (!meta) return next();
        const html = await readFile(indexHtml, 'utf8').catch(() => null);
        if (html === null) return next();
        res.setHeader('Cache-Control', 'no-cache');
        res.setHeader('Vary', 'Accept-Language, Cookie');
        res.type('html').send(injectPageMeta(html, meta, ctx.config.company.name, ctx.locale));
      } catch (error) {
        next(error);
      }
    });
}
