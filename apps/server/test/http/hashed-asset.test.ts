import { describe, expect, it } from 'vitest';
import { isHashedAsset, isWorkerScript } from '../../src/http/hashed-asset.ts';

describe('hashed build files', () => {
  it('are the files under /assets named with a hash, with or without a query', () => {
    expect(isHashedAsset('/assets/index-CZD8KQZk.js')).toBe(true);
    expect(isHashedAsset('/assets/app-D6r-x_wA.css?v=1')).toBe(true);
    expect(isHashedAsset('/srv/dist/assets/index-CZD8KQZk.js.br')).toBe(true);
    expect(isHashedAsset('/favicon.svg')).toBe(false);
    expect(isHashedAsset('/service-worker.js')).toBe(false);
    expect(isHashedAsset('/assets/index.js')).toBe(false);
  });

  it('tell a worker script from a module that only registers one', () => {
    expect(isWorkerScript('/assets/intl-warm-up.worker-zHgnAEsu.js')).toBe(true);
    expect(isWorkerScript('/assets/intl-warm-up.worker-zHgnAEsu.js?x')).toBe(true);
    expect(isWorkerScript('/assets/register-service-worker-BjdcZFlb.js')).toBe(false);
    expect(isWorkerScript('/service-worker.js')).toBe(false);
  });
});
