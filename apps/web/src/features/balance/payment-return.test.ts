import { describe, expect, it } from 'vitest';
import { paymentTone, returnedOrderId, withoutOrderId } from './payment-return';

describe('return from the bank', () => {
  it('reads the order id of the return URL', () => {
    expect(returnedOrderId('?orderId=abc-123')).toBe('abc-123');
    expect(returnedOrderId('?orderId=')).toBeNull();
    expect(returnedOrderId('')).toBeNull();
    expect(returnedOrderId('?x=1')).toBeNull();
  });

  it('drops only the order id from the query string', () => {
    expect(withoutOrderId('?orderId=abc')).toBe('');
    expect(withoutOrderId('?orderId=abc&tab=refuel')).toBe('?tab=refuel');
    expect(withoutOrderId('?a=1&orderId=abc&b=2')).toBe('?a=1&b=2');
  });

  it('treats paid as success, failed as error, pending and review as not final', () => {
    expect(paymentTone('paid')).toBe('success');
    expect(paymentTone('failed')).toBe('error');
    expect(paymentTone('pending')).toBe('pending');
    expect(paymentTone('review')).toBe('pending');
  });
});
