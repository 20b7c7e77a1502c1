// Password rules (docs/product/accounts.md#passwords): argon2id, at least 8 characters, common ones refused.
import { type Algorithm, hash, verify } from '@node-rs/argon2';
import { badInput } from '../../http/errors.ts';
import { COMMON_PASSWORDS } from './common-passwords.ts';

// OWASP Password Storage Cheat Sheet, first argon2id configuration: 19 MiB, 2 passes, 1 lane.
const ARGON2ID = {
  algorithm: 2 satisfies Algorithm.Argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export const hashPassword = (password: string) => hash(password, ARGON2ID);

/**
 * Checks a password against a stored hash. With no hash (unknown account, or one made
 * by WhatsApp login) it still spends the same work, so timing does not tell them apart.
 */
export const verifyPassword = async (storedHash: string | null, password: string) => {
  if (!storedHash) {
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
};

const decoyHash = hash('decoy password never stored', ARGON2ID);

/** Refuses what the length rule in the shared schema cannot see. */
export const assertAcceptablePassword = (
  field: string,
  password: string,
  personal: (string | null | undefined)[] = [],
) => {
  const lowered = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lowered) || /^(.)\1+$/.test(password)) {
    throw badInput(field, 'This password is too common. Please choose a less predictable one.');
  }
  if (personal.some((p) => p && p.length >= 4 && lowered.includes(p.toLowerCase()))) {
    throw badInput(field, 'Password must not contain your email or mobile number.');
  }
};
