import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id recommendation: 19 MiB, 2 passes, 1 lane.
const OPTIONS = { algorithm: 2 /* Argon2id */, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;
/**
 * Spends the same time as a real check when there is no account, so that the reply time does
 * not tell whether an e-mail or phone is registered.
 */
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummy ??= hashPassword('no-account-placeholder-1');
  await verifyPassword(await dummy, password);
  return false;
}
