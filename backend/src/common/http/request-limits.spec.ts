import { exceedsJsonDepth } from './request-limits';

const nested = (depth: number, open = '[', close = ']') => Buffer.from(`${open.repeat(depth)}${close.repeat(depth)}`);

describe('exceedsJsonDepth', () => {
  it('counts arrays and objects up to the limit', () => {
    expect(exceedsJsonDepth(nested(32))).toBe(false);
    expect(exceedsJsonDepth(nested(33))).toBe(true);
    expect(exceedsJsonDepth(Buffer.from(`{"a":${'{"b":'.repeat(31)}1${'}'.repeat(31)}}`))).toBe(false);
    expect(exceedsJsonDepth(Buffer.from(`{"a":${'{"b":'.repeat(32)}1${'}'.repeat(32)}}`))).toBe(true);
  });

  it('measures depth, not the number of brackets', () => {
    expect(exceedsJsonDepth(Buffer.from(`[${'[],'.repeat(10_000)}[]]`))).toBe(false);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(exceedsJsonDepth(Buffer.from(JSON.stringify({ text: '['.repeat(100) })))).toBe(false);
    expect(exceedsJsonDepth(Buffer.from(JSON.stringify({ text: `"${'['.repeat(100)}` })))).toBe(false);
    expect(exceedsJsonDepth(Buffer.from(JSON.stringify({ text: `\\${'{'.repeat(100)}` })))).toBe(false);
    expect(exceedsJsonDepth(Buffer.from(`["\\\\"${'['.repeat(40)}`))).toBe(true);
  });

  it('stops at the first level too deep, so a huge body costs almost nothing', () => {
    let reads = 0;
    const counted = new Proxy(nested(50_000), {
      get: (target, property) => {
        if (typeof property === 'string' && /^\d+$/.test(property)) reads += 1;
        return Reflect.get(target, property) as unknown;
      },
    });
    expect(exceedsJsonDepth(counted)).toBe(true);
    expect(reads).toBe(33);
  });
});
