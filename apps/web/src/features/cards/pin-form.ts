import { cardUpdateBodySchema } from '@fuel/contract';
import { preparing } from '../../lib/forms';

export const PIN_LENGTH = 4;

/** Only the PIN is sent; its repetition is compared on submit. */
export const pinFormSchema = preparing(cardUpdateBodySchema, (v) => ({ pin: v.pin ?? '' }));
