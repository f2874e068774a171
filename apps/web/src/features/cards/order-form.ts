import { toNumber } from '../../lib/forms';
import { formSchema, ORDER_MAX, required } from './provisional-forms';

export { ORDER_MAX };
export const ORDER_FORM_START = {
  quantity: '',
  delivery: 'station',
  station_id: '',
  address: '',
  note: '',
};

export const orderFormSchema = formSchema(
  {
    quantity: (v) => {
      const n = toNumber(v);
      if (n === undefined) return ['validation:required'];
      if (!Number.isInteger(n)) return ['validation:integer'];
      if (n < 1) return ['validation:min', { minimum: 1 }];
      return n > ORDER_MAX ? ['validation:max', { maximum: ORDER_MAX }] : null;
    },
    station_id: (v, all) => (all.delivery === 'station' ? required(v, all) : null),
    address: (v, all) => (all.delivery === 'address' ? required(v, all) : null),
  },
  (v) => ({
    quantity: Number(v.quantity),
    station_id: v.delivery === 'station' ? v.station_id || null : null,
    address: v.delivery === 'address' ? v.address?.trim() || null : null,
    note: v.note?.trim() || null,
  }),
);
