import { formSchema, PIN_LENGTH } from './provisional-forms';

export { PIN_LENGTH };
export const pinFormSchema = formSchema(
  {
    pin: (v) => (!v ? ['validation:required'] : /^\d{4}$/.test(v) ? null : ['validation:invalid']),
    confirm_pin: (v, all) =>
      !v ? ['validation:required'] : v === all.pin ? null : ['validation:invalid'],
  },
  (v) => ({ pin: v.pin ?? '' }),
);
