import { formSchema, required } from './provisional-forms';

export const ADD_CARD_START = { number: '', activation_code: '' };
export const addCardFormSchema = formSchema(
  { number: required, activation_code: required },
  (v) => ({
    number: (v.number ?? '').replace(/\s/g, ''),
    activation_code: (v.activation_code ?? '').trim(),
  }),
);
