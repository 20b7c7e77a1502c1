// The secrets a signature or a sealed value may have been made with
// (docs/decisions/0158-secrets-rotate-disks-fill.md): APP_SECRET, and during a rotation's window
// (until SECRETS_PREVIOUS_UNTIL) APP_SECRET_PREVIOUS as well. Everything new is made with
// APP_SECRET alone; what the previous secret made keeps working until the window closes.
import { timingSafeEqual } from 'node:crypto';
import type { Config } from '../config.ts';

export type SecretsConfig = Pick<Config, 'appSecret' | 'APP_SECRET_PREVIOUS' | 'previousSecretsUntil'>;

export const acceptedSecrets = (config: SecretsConfig, now = new Date()): string[] =>
  config.APP_SECRET_PREVIOUS && config.previousSecretsUntil && now < config.previousSecretsUntil
    ? [config.appSecret, config.APP_SECRET_PREVIOUS]
    : [config.appSecret];

/** Whether `given` is what `make` gives for one of `secrets`, compared in constant time. */
export const madeWithAny = (
  secrets: string | readonly string[],
  make: (secret: string) => string,
  given: string,
) => {
  const mine = Buffer.from(given);
  return [secrets].flat().some((secret) => {
    const expected = Buffer.from(make(secret));
    return expected.length === mine.length && timingSafeEqual(expected, mine);
  });
};
