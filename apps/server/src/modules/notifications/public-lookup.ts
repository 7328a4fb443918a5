import { promises as dns, type LookupAddress, type LookupOptions } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { isInternalAddress } from './internal-address.ts';

/** Every address of a name, as dns.lookup with `all` answers them. */
export type Resolve = (hostname: string, options: LookupOptions) => Promise<LookupAddress[]>;

const systemResolve: Resolve = (hostname, options) => dns.lookup(hostname, { ...options, all: true });

/**
 * The DNS step of a connection (net's `lookup` option) that answers only public addresses. A name
 * with any internal address among its answers is refused whole: the socket is then never opened, so
 * a push endpoint whose host is made to resolve to 127.0.0.1 or 169.254.169.254 reaches nothing.
 * Literal addresses skip the lookup in net; pushEndpointUrl refuses them before a request is made.
 */
export function publicLookup(resolve: Resolve = systemResolve): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, options).then(
      (addresses) => {
        const internal = addresses.find((a) => isInternalAddress(a.address));
        const [first] = addresses;
        if (internal || !first) {
          const error: NodeJS.ErrnoException = new Error(`${hostname} resolves to ${internal ? `an internal address (${internal.address})` : 'no address'}`);
          error.code = 'ERR_INTERNAL_ADDRESS';
          callback(error, '', 4);
        } else if (options.all) callback(null, addresses);
        else callback(null, first.address, first.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 4),
    );
  };
}
