import { teamInviteBodySchema } from '@fuel/contract';
import { preparing } from '../../lib/forms';

/** The invitation form's text, checked by the very schema the API checks (no phone: none sent). */
export const inviteFormSchema = preparing(teamInviteBodySchema, (v) => ({
  email: v.email?.trim(),
  phone: v.phone?.trim() ? v.phone.trim() : undefined,
  role: v.role,
}));
