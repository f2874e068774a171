import { cardAddBodySchema } from '@fuel/contract';

/** The number as on the card (spaces between groups are fine) and the code on its carrier. */
export const ADD_CARD_START = { number: '', activation_code: '' };
export const addCardFormSchema = cardAddBodySchema;
