import * as z from 'zod/mini';
import { emailSchema, passwordSchema, phoneSchema } from './auth';
import { LIMITS } from './limits';
import { V } from './validation';

const name = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, { error: V.required }),
    z.maxLength(LIMITS.nameMax, { error: V.tooLong }),
  );

export const changeDetailsBodySchema = z.object({
  first_name: name,
  last_name: name,
  phone: phoneSchema,
});

export const changePasswordBodySchema = z.object({
  current_password: z.string().check(z.minLength(1, { error: V.required })),
  new_password: passwordSchema,
});

/** The change-password form: the new password twice. */
export const changePasswordFormSchema = z
  .object({ ...changePasswordBodySchema.shape, confirm_password: z.string() })
  .check(
    z.refine((v) => v.new_password === v.confirm_password, {
      error: V.passwordsMismatchRetry,
      path: ['confirm_password'],
      when: ({ value }) => {
        const v = value as { new_password?: unknown; confirm_password?: unknown } | undefined;
        return typeof v?.new_password === 'string' && typeof v?.confirm_password === 'string';
      },
    }),
  );

/** The new address is confirmed by a link before it replaces the old one. */
export const changeEmailBodySchema = z.object({
  new_email: emailSchema,
  password: z.string().check(z.minLength(1, { error: V.required })),
});

export const newsletterBodySchema = z.object({ newsletter: z.boolean({ error: V.required }) });

export const deleteAccountBodySchema = z.object({
  password: z.string().check(z.minLength(1, { error: V.required })),
});

export type ChangeDetailsBody = z.infer<typeof changeDetailsBodySchema>;
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;
export type ChangeEmailBody = z.infer<typeof changeEmailBodySchema>;
export type NewsletterBody = z.infer<typeof newsletterBodySchema>;
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;
