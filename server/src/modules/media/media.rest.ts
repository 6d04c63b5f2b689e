import { Router, type RequestHandler } from 'express';
import multer from 'multer';
import { MAX_PHOTO_ALT_LENGTH, PHOTO_MAX_BYTES } from '../../../../common/constants';
import { AppError, badInput } from '../../errors';
import { cleanTextMiddleware } from '../../input-text';
import { handler } from '../../rest/handler';
import { parseInput } from '../../validation';
import { requireAdmin } from '../users/authorization';
import { photoJson } from './media.json';
import { PHOTO_FIELD, tooLarge } from './media.processing';
import { deletePropertyPhoto, listPropertyPhotos, reorderPropertyPhotos, updatePropertyPhotoAlt, uploadPropertyPhoto } from './media.service';
import { PhotoAltInput, PropertyImageAltInput, ReorderPropertyImagesInput } from './media.types';

/**
 * Reads the multipart upload into memory: one file, in the field `file`, of at most
 * PHOTO_MAX_BYTES, and the text fields `alt` and `altDe`. Every problem with the upload itself
 * is a translated 400 naming `file` (a file over the limit too, not 413: one kind of answer for
 * every bad upload); the rest of an oversized body is read and dropped before the answer.
 */
const readUpload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 4, fieldSize: MAX_PHOTO_ALT_LENGTH * 4, parts: 5 },
}).single(PHOTO_FIELD);

const receivePhoto: RequestHandler = (req, res, next) => {
  readUpload(req, res, (error: unknown) => {
    if (!error) return next();
    if (error instanceof multer.MulterError) {
      if (error.code === 'LIMIT_FILE_SIZE') return next(tooLarge());
      if (error.code === 'LIMIT_UNEXPECTED_FILE' || error.code === 'LIMIT_FILE_COUNT') return next(badInput('media.fileRequired', PHOTO_FIELD));
    }
    // A malformed or cut-off multipart body, or too many parts.
    next(new AppError('BAD_USER_INPUT', 'media.badUpload', { field: PHOTO_FIELD }, PHOTO_FIELD));
  });
};

/**
 * Staff manage a villa's photos. Uploads are REST only (multipart); reorder, alt
 * texts and delete also exist as GraphQL mutations. Admin only, like everything under /api/admin.
 */
export function mediaRoutes(): Router {
  return Router()
    .get(
      '/admin/properties/:id/images',
      requireAdmin,
      handler(async (ctx, req) => (await listPropertyPhotos(ctx, String(req.params.id))).map(photoJson)),
    )
    .post(
      '/admin/properties/:id/images',
      requireAdmin,
      receivePhoto,
      // Multipart text fields are parsed here, after the /api-wide check of JSON bodies.
      cleanTextMiddleware,
      handler(
        async (ctx, req) => {
          const alt = await parseInput(PhotoAltInput, req.body);
          return photoJson(await uploadPropertyPhoto(ctx, String(req.params.id), req.file?.buffer, alt));
        },
        { status: 201 },
      ),
    )
    .put(
      '/admin/properties/:id/images/order',
      requireAdmin,
      handler(async (ctx, req) => {
        const input = await parseInput(ReorderPropertyImagesInput, { ...req.body, propertyId: String(req.params.id) });
        return (await reorderPropertyPhotos(ctx, input)).map(photoJson);
      }),
    )
    .patch(
      '/admin/properties/:id/images/:imageId',
      requireAdmin,
      handler(async (ctx, req) => {
        const input = await parseInput(PropertyImageAltInput, { ...req.body, propertyId: String(req.params.id), imageId: String(req.params.imageId) });
        return photoJson(await updatePropertyPhotoAlt(ctx, input));
      }),
    )
    .delete(
      '/admin/properties/:id/images/:imageId',
      requireAdmin,
      handler(async (ctx, req) => {
        await deletePropertyPhoto(ctx, String(req.params.id), String(req.params.imageId));
        return undefined;
      }),
    );
}
