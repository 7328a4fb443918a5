import { isIP } from 'node:net';

/** Where the server may post web push. */
export interface PushServices {
  /** Host suffixes of the push services (PUSH_HOSTS): a host is taken when it is one or ends with `.` and one. */
  hosts: readonly string[];
  /**
   * Origins of local fake push services a test runs (e.g. `http://127.0.0.1:41234`), taken as they
   * are: plain HTTP, any port, no address guard. Only a test gives any, through the server's
   * options; no setting reaches it, so a production server never has one.
   */
  testOrigins?: ReadonlySet<string> | undefined;
}

/**
 * The endpoint as the URL to post to, or null when it is not a push service's: the server posts
 * there on a browser's word, so only https on the default port, without userinfo, to a listed host
 * is taken. A literal address is never a push service, and its connection would skip the DNS guard.
 */
export function pushEndpointUrl(endpoint: string, services: PushServices): URL | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return null;
  }
  // A browser gives the endpoint as a serialized URL; any other spelling might be read as another host elsewhere.
  if (url.href !== endpoint) return null;
  if (services.testOrigins?.has(url.origin)) return url;
  if (url.protocol !== 'https:' || url.port !== '' || url.username !== '' || url.password !== '') return null;
  const host = url.hostname;
  if (host.startsWith('[') || isIP(host) !== 0) return null;
  return services.hosts.some((suffix) => host === suffix || host.endsWith(`.${suffix}`)) ? url : null;
}
