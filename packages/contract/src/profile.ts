import * as z from 'zod/mini';
import { emailSchema, passwordSchema, phoneSchema } from './auth';
import { LIMITS, TAX_ID_PATTERN } from './limits';
import { singleLineCheck } from './text';
import { V } from './validation';

const name = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, { error: V.required }),
    z.maxLength(LIMITS.nameMax, { error: V.tooLong }),
    singleLineCheck(),
  );

const companyName = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, { error: V.required }),
    z.maxLength(LIMITS.companyNameMax, { error: V.tooLong }),
    singleLineCheck(),
  );
const taxId = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, { error: V.required }),
    z.regex(TAX_ID_PATTERN, { error: V.taxId }),
  );
const legalAddress = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, { error: V.required }),
    z.maxLength(LIMITS.legalAddressMax, { error: V.tooLong }),
    singleLineCheck(),
  );

/** A company's name and legal details; an individual's account has none and may not send them. */
export const COMPANY_DETAIL_FIELDS = ['company_name', 'tax_id', 'legal_address'] as const;

/**
 * Name and phone (for a company, of its contact person); a company may also send its name and
 * legal details, each left as it is when absent.
 */
export const changeDetailsBodySchema = z.object({
  first_name: name,
  last_name: name,
  phone: phoneSchema,
  company_name: z.optional(companyName),
  tax_id: z.optional(taxId),
  legal_address: z.optional(legalAddress),
});

/** A company's Settings form: its name, tax ID and legal address are all asked for. */
export const companyDetailsFormSchema = z.object({
  ...changeDetailsBodySchema.shape,
  company_name: companyName,
  tax_id: taxId,
  legal_address: legalAddress,
});

/** A "new" password that is the current one changes nothing: said on the new one's field. */
export const newPasswordDiffers = z.refine<{ current_password: string; new_password: string }>(
  (v) => v.new_password !== v.current_password,
  {
    error: V.passwordSame,
    path: ['new_password'],
    when: ({ value }) => {
      const v = value as Record<string, unknown> | undefined;
      return typeof v?.current_password === 'string' && typeof v?.new_password === 'string';
    },
  },
);

export const changePasswordBodySchema = z
  .object({
    current_password: z.string().check(z.minLength(1, { error: V.required })),
    new_password: passwordSchema,
  })
  .check(newPasswordDiffers);

/** The new address is confirmed by a link before it replaces the old one. */
export const changeEmailBodySchema = z.object({
  new_email: emailSchema,
  password: z.string().check(z.minLength(1, { error: V.required })),
});

export const newsletterBodySchema = z.object({ newsletter: z.boolean() });

/** Receipts by e-mail on or off (DESIGN §5.10). */
export const receiptEmailsBodySchema = z.object({ receipt_emails: z.boolean() });

export const deleteAccountBodySchema = z.object({
  password: z.string().check(z.minLength(1, { error: V.required })),
});

export type ChangeDetailsBody = z.infer<typeof changeDetailsBodySchema>;
export type CompanyDetailsForm = z.infer<typeof companyDetailsFormSchema>;
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;
export type ChangeEmailBody = z.infer<typeof changeEmailBodySchema>;
export type NewsletterBody = z.infer<typeof newsletterBodySchema>;
export type ReceiptEmailsBody = z.infer<typeof receiptEmailsBodySchema>;
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;
