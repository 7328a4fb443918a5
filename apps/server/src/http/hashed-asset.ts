/** Hashed build output (`/assets/<name>-<hash>.<ext>`): it never changes under its name. */
const HASHED_ASSET = /\/assets\/.+-[A-Za-z0-9_-]{8,}(\.[a-z0-9]+)+$/;

/** A web worker's script (`<name>.worker.ts` builds to `/assets/<name>.worker-<hash>.js`). */
const WORKER_SCRIPT = /\/assets\/[^/]+\.worker-[A-Za-z0-9_-]{8,}\.js$/;

/** Whether a file path or a request's path (its query is ignored) names hashed build output. */
export const isHashedAsset = (pathOrUrl: string): boolean => HASHED_ASSET.test(pathOrUrl.split('?')[0] ?? '');

/** Whether a request's path names a worker's script, which runs under the policy it is served with. */
export const isWorkerScript = (url: string): boolean => WORKER_SCRIPT.test(url.split('?')[0] ?? '');
