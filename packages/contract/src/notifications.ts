import * as z from 'zod/mini';
import { listQuerySchema, listReplySchema } from './list';

export const notificationSchema = z.object({
  id: z.string(),
  text: z.string(),
  date: z.string(),
  read: z.boolean(),
  /**
   * Where the message leads in the cabinet, without the language: `/transactions/{id}` (the
   * reader's own transaction) for a message about one movement, otherwise a page such as
   * `/my-balance`.
   */
  link: z.nullable(z.string()),
});
export type Notification = z.infer<typeof notificationSchema>;
export const notificationsQuerySchema = listQuerySchema;
export const notificationsReplySchema = z.extend(listReplySchema(notificationSchema), {
  unread: z.number(),
});

export type NotificationsQuery = z.infer<typeof notificationsQuerySchema>;
export type NotificationsReply = z.infer<typeof notificationsReplySchema>;
