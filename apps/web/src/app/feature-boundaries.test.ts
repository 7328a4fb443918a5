import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const featuresDir = path.resolve(import.meta.dirname, '../features');

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : /\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

describe('feature boundaries', () => {
  it('no feature imports another feature', () => {
    const offences: string[] = [];
    for (const feature of readdirSync(featuresDir)) {
      for (const file of filesUnder(path.join(featuresDir, feature))) {
        for (const [, spec] of readFileSync(file, 'utf8').matchAll(/from '([^']+)'/g)) {
          const target = spec!.startsWith('.') ? path.resolve(path.dirname(file), spec!) : spec!.replace(/^@\//, `${path.dirname(featuresDir)}/`);
          const relative = path.relative(featuresDir, target);
          const targetFeature = relative.startsWith('..') ? null : relative.split(path.sep)[0];
          if (targetFeature && targetFeature !== feature) offences.push(`${path.relative(featuresDir, file)} -> ${spec}`);
        }
      }
    }
    expect(offences).toEqual([]);
  });
});
