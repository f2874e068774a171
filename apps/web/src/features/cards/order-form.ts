import { CARD_LIMITS, cardOrderBodySchema } from '@fuel/contract';
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

/**
 * The contract reports a missing delivery on `address`; when the company picks up at a station,
 * the message belongs under the station list instead.
 */
export const orderFormSchema: FormSchema<Extract<Parsed, { success: true }>['data']> = {
  safeParse(data) {
    const result = prepared.safeParse(data);
    const values = data as Record<string, string>;
    if (result.success || values.delivery !== 'station') return result;
    const issues = result.error.issues.map((issue) =>
      issue.path?.[0] === 'address' ? { ...issue, path: ['station_id'] } : issue,
    );
    return { success: false, error: { issues } };
  },
};
