// Who a view or a search is counted for (docs/decisions/0133-figures-come-from-people.md): a
// logged-in account; else the device cookie a login left (http/device.ts); else the address and
// browser together, which a script changes at will, so those also meet a ceiling per address.
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import { readDeviceCookie } from '../../http/device.ts';
import type { Counter } from '../../platform/counting-tally.ts';

export const counterOf =
  (config: Config) =>
  (request: FastifyRequest): Counter => {
    if (request.viewer) return { device: `u${request.viewer.id}` };
    const cookie = readDeviceCookie(request, config);
    if (cookie) return { device: `d${cookie.deviceId}`, address: request.ip };
    const browser = createHash('sha256')
      .update(`${request.ip}|${request.headers['user-agent'] ?? ''}`)
      .digest('base64url')
      .slice(0, 16);
    return { device: `a${browser}`, address: request.ip };
  };
