import * as z from 'zod/mini';
import { meReplySchema } from './auth';
import { idParamsSchema } from './list';
import { defineRoutes } from './route';
import { uploadFilesReplySchema, uploadImagesReplySchema } from './uploads';

/** A profile picture's stored name. */
export const mediaParamsSchema = z.object({ name: z.string().check(z.maxLength(80)) });
export type MediaParams = z.infer<typeof mediaParamsSchema>;

/** Files users upload (multipart), and the profile pictures served to everyone. */
export const uploadsRoutes = defineRoutes({
  /** Public under a random name, so an <img> shows it without a token. */
  media: { method: 'GET', path: '/media/:name', params: mediaParamsSchema },
  files: {
    method: 'POST',
    path: '/upload-files',
    fileField: 'files',
    reply: uploadFilesReplySchema,
  },
  images: {
    method: 'POST',
    path: '/upload-images',
    fileField: 'images',
    reply: uploadImagesReplySchema,
  },
  /** The owner's own file, sent as it was uploaded. */
  download: { method: 'GET', path: '/uploads/:id', params: idParamsSchema },
  changePicture: {
    method: 'PATCH',
    path: '/user/change-profile-picture',
    fileField: 'profile_picture',
    reply: meReplySchema,
  },
});
