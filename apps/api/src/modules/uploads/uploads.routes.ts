import multipart from '@fastify/multipart';
import { MEDIA_ID_PATTERN, uploadsRoutes as r, UPLOAD_LIMITS } from '@fuel/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { errorReplies } from '../../lib/error-replies';
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

const tags = ['uploads'];
const security = [{ bearer: [] }];
const errors = errorReplies(400, 401, 404, 413, 415, 498);
const multipartBody = { consumes: ['multipart/form-data'] };

export const uploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_LIMITS.fileBytes, files: UPLOAD_LIMITS.files, fields: 5, parts: 10 },
  });
  const { database, storage } = app;
  const db = database.db;

  // Profile pictures are public under random names, so <img> can show them without a token.
  app.get(
    r.media.path,
    {
      schema: {
        tags,
        summary: 'A profile picture',
        params: r.media.params,
      },
    },
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
    user.post(
      r.files.path,
      {
        schema: {
          tags,
          security,
          summary: 'Upload documents or pictures (PDF, PNG, JPEG, WebP, GIF; 5 MB each)',
          ...multipartBody,
          response: { 200: r.files.reply, ...errors },
        },
      },
      async (request) => {
        const { files } = await readParts(request, r.files.fileField);
        return storeFiles(db, storage, currentUser(request).sub, files);
      },
    );
    user.post(
      r.images.path,
      {
        schema: {
          tags,
          security,
          summary: 'Upload pictures for a mediaId chosen by the caller',
          ...multipartBody,
          response: { 200: r.images.reply, ...errors },
        },
      },
      async (request) => {
        const { files, fields } = await readParts(request, r.images.fileField);
        const mediaId = fields.mediaId ?? '';
        if (!MEDIA_ID_PATTERN.test(mediaId))
          throw new AppError('VALIDATION_FAILED', { field: 'mediaId' });
        return storeImages(db, storage, currentUser(request).sub, mediaId, files);
      },
    );
    user.get(
      r.download.path,
      {
        schema: {
          tags,
          security,
          summary: 'Download one of your uploads',
          params: r.download.params,
        },
      },
      async (request, reply) => {
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
      },
    );
    user.patch(
      r.changePicture.path,
      {
        schema: {
          tags: ['profile'],
          security,
          summary: 'Replace the profile picture (field profile_picture)',
          ...multipartBody,
          response: { 200: r.changePicture.reply, ...errors },
        },
      },
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
