// Time-based one-time passwords (RFC 6238 over RFC 4226 HOTP): HMAC-SHA1, 6 digits,
// 30-second steps, the step before and after accepted for clock drift, and a step
// never accepted twice. The secret is kept sealed (AES-256-GCM under a key derived
// from the app secret), so a database leak alone does not yield it.
// https://www.rfc-editor.org/rfc/rfc6238  https://www.rfc-editor.org/rfc/rfc4226
import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';

const STEP_SECONDS = 30;
const DIGITS = 6;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 without padding, as authenticator apps expect. */
export const base32Encode = (bytes: Buffer) => {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
};

export const base32Decode = (text: string) => {
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of text.replace(/[=\s]/g, '').toUpperCase()) {
    const index = ALPHABET.indexOf(char);
    if (index < 0) throw new Error('not base32');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
};

export const newTotpSecret = () => base32Encode(randomBytes(20));

export const stepAt = (now: Date) => Math.floor(now.getTime() / 1000 / STEP_SECONDS);

/** The code for one time step (RFC 4226 section 5.3, dynamic truncation). */
export const totpForStep = (secretBase32: string, step: number) => {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac('sha1', base32Decode(secretBase32)).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** DIGITS).padStart(DIGITS, '0');
};

/** The step a code matches (now, one before or one after) that is newer than `lastStep`, or null. */
export const matchTotp = (secretBase32: string, code: string, now: Date, lastStep: number | null) => {
  const current = stepAt(now);
  for (const step of [current - 1, current, current + 1]) {
    if (lastStep !== null && step <= lastStep) continue;
    const expected = Buffer.from(totpForStep(secretBase32, step));
    const given = Buffer.from(code);
    if (expected.length === given.length && timingSafeEqual(expected, given)) return step;
  }
  return null;
};

export const otpauthUri = (secretBase32: string, account: string) =>
  `otpauth://totp/${encodeURIComponent(`Thikana:${account}`)}?secret=${secretBase32}&issuer=Thikana&algorithm=SHA1&digits=${DIGITS}&period=${STEP_SECONDS}`;

const keyOf = (appSecret: string) => createHash('sha256').update(`totp-seal:${appSecret}`).digest();

export const sealSecret = (appSecret: string, secretBase32: string) => {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(appSecret), iv);
  const sealed = Buffer.concat([cipher.update(secretBase32, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((b) => b.toString('base64url')).join('.');
};

export const unsealSecret = (appSecret: string, sealed: string) => {
  const [iv, tag, data] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  const decipher = createDecipheriv('aes-256-gcm', keyOf(appSecret), iv!);
  decipher.setAuthTag(tag!);
  return Buffer.concat([decipher.update(data!), decipher.final()]).toString('utf8');
};
