import * as z from 'zod/mini';

export const UPLOAD_LIMITS = {
  fileBytes: 5 * 1024 * 1024,
  files: 5,
  /** Everything one user may keep stored (documents and pictures together). */
  userBytes: 100 * 1024 * 1024,
} as const;

export const uploadSchema = z.object({
  id: z.string(),
  name: z.string(),
  size: z.number(),
  content_type: z.string(),
  /** Needs the bearer token: the file is its owner's only. */
  url: z.string(),
});
/** The reply is a list; callers uploading one file use its first item. */
export const uploadFilesReplySchema = z.array(uploadSchema);
export const uploadImagesReplySchema = z.array(z.extend(uploadSchema, { media_id: z.string() }));
export const MEDIA_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export type Upload = z.infer<typeof uploadSchema>;
export type UploadFilesReply = z.infer<typeof uploadFilesReplySchema>;
export type UploadImagesReply = z.infer<typeof uploadImagesReplySchema>;
