import { V } from '@fuel/contract';
import { describe, expect, it } from 'vitest';
import { fuelFormSchemas } from './fuel-form';

const product_id = '00000000-0000-4000-8000-000000000092';
const issueOf = (result: ReturnType<(typeof fuelFormSchemas)['load']['safeParse']>) =>
  result.success ? null : result.error.issues[0]?.message;

describe('the card fuel forms', () => {
  it('load whole units only, as a transfer does, and move back any part a refuel left', () => {
    expect(issueOf(fuelFormSchemas.load.safeParse({ product_id, volume: '2.5' }))).toBe(V.integer);
    expect(issueOf(fuelFormSchemas.load.safeParse({ product_id, volume: '3' }))).toBeNull();
    expect(issueOf(fuelFormSchemas.unload.safeParse({ product_id, volume: '2.5' }))).toBeNull();
    expect(issueOf(fuelFormSchemas.unload.safeParse({ product_id, volume: '' }))).toBe(V.required);
  });
});
