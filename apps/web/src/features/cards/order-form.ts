import { CARD_LIMITS, cardOrderBodySchema, V } from '@fuel/contract';
import { type FormSchema, preparing, toNumber } from '../../lib/forms';

export const ORDER_MAX = CARD_LIMITS.orderQuantityMax;

/** `delivery` is the form's own choice: only its field (station or address) is sent. */
export const ORDER_FORM_START = {
  quantity: '',
  delivery: 'station',
  station_id: '',
  address: '',
  note: '',
};

const prepared = preparing(cardOrderBodySchema, (v) => ({
  quantity: toNumber(v.quantity),
  station_id: v.delivery === 'station' ? v.station_id || null : null,
  address: v.delivery === 'address' ? v.address || null : null,
  note: v.note || null,
}));

type Parsed = ReturnType<typeof prepared.safeParse>;

/** The contract's rule: a station or an address, exactly one (only the chosen one is sent). */
const deliveryMissing = (values: Record<string, string>) =>
  values.delivery === 'station' ? !values.station_id : !values.address?.trim();

/**
 * The contract reports a missing delivery on `address`; when the company picks up at a station,
 * the message belongs under the station list instead. zod leaves an object's own checks out
 * while one of its fields fails, so a missing delivery is added here when the quantity fails
 * too: the form then says both at once.
 */
export const orderFormSchema: FormSchema<Extract<Parsed, { success: true }>['data']> = {
  safeParse(data) {
    const result = prepared.safeParse(data);
    if (result.success) return result;
    const values = data as Record<string, string>;
    const deliveryField = values.delivery === 'station' ? 'station_id' : 'address';
    const issues = result.error.issues.map((issue) =>
      issue.path?.[0] === 'address' ? { ...issue, path: [deliveryField] } : issue,
    );
    if (deliveryMissing(values) && !issues.some((issue) => issue.path?.[0] === deliveryField))
      issues.push({ code: 'custom', path: [deliveryField], message: V.deliveryOne, input: values });
    return { success: false, error: { issues } };
  },
};
