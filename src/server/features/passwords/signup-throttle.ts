// Sign-ups are limited by what identifies an abuser, not by the network a crowd shares
// (docs/decisions/0095-limits-on-the-abuser-not-the-crowd.md): per mobile number and per
// email named, per device (the signed device cookie, when there is one), and a ceiling
// per network address high enough for a carrier's shared address. Counted the same
// whether or not the contact is registered, so the answers cannot tell.
import type { Db } from '../../db/client.ts';
import { hitCounter } from '../../http/rate-limit.ts';
import { tooManyRequests } from '../codes/index.ts';

const HOUR_MS = 3_600_000;
/** A person signs up once; three tries an hour cover a typo or two. */
const PER_CONTACT = 3;
const PER_DEVICE = 10;
const SAME_CONTACT = 'Too many sign-ups with this mobile number or email.';

export const guardSignup = async (
  db: Db,
  input: {
    mobile: string;
    email: string;
    ip: string;
    deviceId?: string | undefined;
    now: Date;
    addressHourlyCeiling: number;
  },
) => {
  const limits = [
    { key: `register-mobile:${input.mobile}`, limit: PER_CONTACT, message: SAME_CONTACT },
    { key: `register-email:${input.email.toLowerCase()}`, limit: PER_CONTACT, message: SAME_CONTACT },
    ...(input.deviceId
      ? [
          {
            key: `register-device:${input.deviceId}`,
            limit: PER_DEVICE,
            message: 'Too many sign-ups from this device.',
          },
        ]
      : []),
    {
      key: `register-ip:${input.ip}`,
      limit: input.addressHourlyCeiling,
      message: 'Too many accounts created from this network.',
    },
  ];
  for (const limit of limits) {
    const hit = await hitCounter(db, limit.key, HOUR_MS, input.now);
    if (hit.count > limit.limit)
      throw tooManyRequests(limit.message, hit.resetAt.getTime() - input.now.getTime());
  }
};
