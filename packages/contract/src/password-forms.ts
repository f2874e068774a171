import * as z from 'zod/mini';
import { passwordResetConfirmBodySchema, registerBodySchema } from './auth';
import { changePasswordBodySchema, newPasswordDiffers } from './profile';
import { V, type ValidationKey } from './validation';

/**
 * The one confirm-password rule (SPEC §5) of every form that asks for a new password twice:
 * the repeat is required, and must match `field`. The match is checked even while other fields
 * are still wrong, so a form shows every problem at once.
 */
export function withPasswordConfirmation<Shape extends z.core.$ZodShape>(
  body: z.ZodMiniObject<Shape>,
  field: keyof Shape & string,
  mismatch: ValidationKey = V.passwordsMismatch,
) {
  return z
    .object({
      ...body.shape,
      confirm_password: z
        .string({ error: V.required })
        .check(z.minLength(1, { error: V.required })),
    })
    .check(
      z.refine(
        (v) => {
          const values = v as Record<string, unknown>;
          return values[field] === values.confirm_password;
        },
        {
          error: mismatch,
          path: ['confirm_password'],
          when: ({ value }) => {
            const v = value as Record<string, unknown> | undefined;
            // An empty repeat is already "required"; one message per field.
            return (
              typeof v?.[field] === 'string' &&
              typeof v?.confirm_password === 'string' &&
              v.confirm_password !== ''
            );
          },
        },
      ),
    );
}

/** Registration: the body and the password repeated. */
export const registerFormSchema = withPasswordConfirmation(registerBodySchema, 'password');

/** The reset page of an e-mailed link: the new password twice. */
export const passwordResetFormSchema = withPasswordConfirmation(
  passwordResetConfirmBodySchema,
  'new_password',
);

/** Settings: the current password, then the new one twice (SPEC §5 names its own mismatch text). */
export const changePasswordFormSchema = withPasswordConfirmation(
  changePasswordBodySchema,
  'new_password',
  V.passwordsMismatchRetry,
).check(newPasswordDiffers);

export type RegisterForm = z.infer<typeof registerFormSchema>;
export type PasswordResetForm = z.infer<typeof passwordResetFormSchema>;
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;
