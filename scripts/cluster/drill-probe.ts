// The drill's probe: four times a second, one listing page and one logged-in profile through
// the load balancer. When it last failed after a failure ended is the row's recovery time.

import { API } from '../../src/shared/api.ts';
import { ACCOUNT_API } from '../../src/shared/api-account.ts';

export type Probe = { stop: () => Promise<{ failures: number[]; retryAfterSeen: boolean; slowest: number }> };

export const startProbe = (base: string, cookie: string, listingId: number): Probe => {
  const failures: number[] = [];
  let retryAfterSeen = false;
  let slowest = 0;
  let running = true;
  const once = async (path: string, headers: Record<string, string> = {}) => {
    const started = Date.now();
    const res = await fetch(`${base}${path}`, { headers, signal: AbortSignal.timeout(10_000) }).catch(
      () => null,
    );
    slowest = Math.max(slowest, Date.now() - started);
    if (res?.status === 503 && res.headers.get('retry-after')) retryAfterSeen = true;
    await res?.arrayBuffer().catch(() => null);
    return res?.ok === true;
  };
  const loop = (async () => {
    while (running) {
      const fine = await Promise.all([
        once(`${API.listing.getListingById}?id=${listingId}`),
        once(ACCOUNT_API.getProfile, { cookie }),
      ]);
      if (!fine.every(Boolean)) failures.push(Date.now());
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return { failures, retryAfterSeen, slowest };
    },
  };
};
