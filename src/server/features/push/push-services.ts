// Where a push may go (docs/decisions/0129-push-only-to-push-services.md): the server posts to
// the address a browser hands over, so the address must be a known push service's, over https,
// on its usual port; never an address inside our own network, whatever a client sends.
import type { Config } from '../../config.ts';

export type PushServiceSettings = Pick<Config, 'PUSH_SERVICE_HOSTS' | 'PUSH_TEST_SERVICE'>;

/** What a person reads when their browser's address is refused. */
export const NOT_A_PUSH_SERVICE =
  'Notifications can only go through a browser’s own push service (Firefox, Chrome, Edge or Safari); this address is not one';

const isListedHost = (hostname: string, hosts: readonly string[]) =>
  hosts.some((host) => (host.startsWith('*.') ? hostname.endsWith(host.slice(1)) : hostname === host));

/**
 * True for an https address on a host of PUSH_SERVICE_HOSTS with no port or credentials, or
 * for the fake push service PUSH_TEST_SERVICE names (exactly that host and port).
 */
export const isPushServiceEndpoint = (endpoint: string, settings: PushServiceSettings) => {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username !== '' || url.password !== '') return false;
  if (settings.PUSH_TEST_SERVICE !== undefined && url.host === settings.PUSH_TEST_SERVICE)
    return url.protocol === 'http:' || url.protocol === 'https:';
  return (
    url.protocol === 'https:' && url.port === '' && isListedHost(url.hostname, settings.PUSH_SERVICE_HOSTS)
  );
};
