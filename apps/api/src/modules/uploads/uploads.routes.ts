import multipart from '@fastify/multipart';
import { MEDIA_ID_PATTERN, uploadsRoutes as r, UPLOAD_LIMITS } from '@fuel/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { routeRegistrar } from '../../lib/route-registrar';
import { currentUser } from '../../plugins/authenticate';
import { getMe } from '../users';
import { readParts } from './multipart';
import {
  readMedia,
  readUpload,
  replaceProfilePicture,
  storeFiles,
  storeImages,
} from './uploads.service';

export const uploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_LIMITS.fileBytes, files: UPLOAD_LIMITS.files, fields: 5, parts: 10 },
  });
  const { database, storage } = app;
  const db = database.db;
  const tags = ['uploads'];

  // Profile pictures are public under random names, so <img> can show them without a token.
  routeRegistrar(app, { tags })(
    r.media,
    { summary: 'A profile picture' },
    async (request, reply) => {
      const bytes = await readMedia(storage, request.params.name);
      return reply
        .type('image/webp')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(bytes);
    },
  );

  const userRoutes: FastifyPluginAsyncZod = async (user) => {
    user.addHook('onRequest', app.authenticate);
    const register = routeRegistrar(user, { tags, errors: [400, 401, 404, 413, 415, 498] });
    register(
      r.files,
      { summary: 'Upload documents or pictures (PDF, PNG, JPEG, WebP, GIF; 5 MB each)' },
      async (request) => {
        const { files } = await readParts(request, r.files.fileField);
        return storeFiles(db, storage, currentUser(request).sub, files);
      },
    );
    register(
      r.images,
      { summary: 'Upload pictures for a mediaId chosen by the caller' },
      async (request) => {
        const { files, fields } = await readParts(request, r.images.fileField);
        const mediaId = fields.mediaId ?? '';
        if (!MEDIA_ID_PATTERN.test(mediaId))
          throw new AppError('VALIDATION_FAILED', { field: 'mediaId' });
        return storeImages(db, storage, currentUser(request).sub, mediaId, files);
      },
    );
    register(r.download, { summary: 'Download one of your uploads' }, async (request, reply) => {
      const { upload, bytes } = await readUpload(
        db,
        storage,
        currentUser(request).sub,
        request.params.id,
      );
      const disposition =
        upload.kind === 'image' || upload.contentType.startsWith('image/')
          ? 'inline'
          : 'attachment';
      return reply
        .type(upload.contentType)
        .header(
          'content-disposition',
          `${disposition}; filename*=UTF-8''${encodeURIComponent(upload.originalName)}`,
        )
        .header('content-security-policy', "sandbox; default-src 'none'")
        .header('cache-control', 'private, no-store')
        .send(bytes);
    });
    register(
      r.changePicture,
      { summary: 'Replace the profile picture (field profile_picture)', tags: ['profile'] },
      async (request) => {
        const { sub } = currentUser(request);
        const { files } = await readParts(request, r.changePicture.fileField);
        const [picture] = files;
        if (!picture || files.length > 1)
          throw new AppError('VALIDATION_FAILED', { field: r.changePicture.fileField });
        await replaceProfilePicture(db, storage, sub, picture);
        return getMe(db, sub);
      },
    );
  };
  await app.register(userRoutes);
};
