import { meReplySchema, messageReplySchema } from './auth';
import {
  changeDetailsBodySchema,
  changeEmailBodySchema,
  changePasswordBodySchema,
  deleteAccountBodySchema,
  newsletterBodySchema,
  receiptEmailsBodySchema,
} from './profile';
import { defineRoutes } from './route';

/**
 * The signed-in user's own account: details, password, e-mail, newsletter, receipts by e-mail,
 * deletion.
 */
export const profileRoutes = defineRoutes({
  changeDetails: {
    method: 'PATCH',
    path: '/user/change-user-details',
    body: changeDetailsBodySchema,
    reply: meReplySchema,
  },
  changePassword: {
    method: 'PATCH',
    path: '/user/change-password',
    body: changePasswordBodySchema,
    reply: messageReplySchema,
  },
  changeEmail: {
    method: 'PATCH',
    path: '/user/change-email',
    body: changeEmailBodySchema,
    reply: messageReplySchema,
  },
  newsletter: {
    method: 'PATCH',
    path: '/user/newsletter',
    body: newsletterBodySchema,
    reply: meReplySchema,
  },
  receiptEmails: {
    method: 'PATCH',
    path: '/user/receipt-emails',
    body: receiptEmailsBodySchema,
    reply: meReplySchema,
  },
  deleteAccount: {
    method: 'DELETE',
    path: '/user/delete',
    body: deleteAccountBodySchema,
    reply: messageReplySchema,
  },
});
