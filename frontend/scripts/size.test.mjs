import { describe, expect, it } from 'vitest';
import { entryKey, measure, routeFiles, staticClosure } from './size.mjs';

// A manifest shaped like Vite's: keys are sources, imports are static, dynamicImports are lazy.
const manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_react.js', '_mui.js'],
    dynamicImports: ['src/home.ts', 'src/staff.ts'],
    css: ['assets/index.css'],
  },
  '_react.js': { file: 'assets/react.js' },
  '_mui.js': { file: 'assets/mui.js', imports: ['_react.js'] },
  '_form.js': { file: 'assets/form.js', imports: ['_mui.js'] },
  'src/home.ts': { file: 'assets/home.js', isDynamicEntry: true, imports: ['_mui.js'] },
  'src/staff.ts': { file: 'assets/staff.js', isDynamicEntry: true, imports: ['_form.js'], dynamicImports: ['src/panel.ts'] },
  'src/panel.ts': { file: 'assets/panel.js', isDynamicEntry: true },
  'logo.svg': { file: 'assets/logo.svg' },
};

describe('size script', () => {
  it('finds the entry chunk', () => {
    expect(entryKey(manifest)).toBe('index.html');
  });

  it('follows static imports once each, not dynamic ones, and counts JavaScript only', () => {
    expect([...staticClosure(manifest, ['index.html'])].sort()).toEqual(['assets/index.js', 'assets/mui.js', 'assets/react.js']);
  });

  it("adds a route's lazy chunks and their static imports to the entry's", () => {
    const files = routeFiles(manifest, { path: '/staff', modules: ['src/staff.ts'] });
    expect([...files].sort()).toEqual(['assets/form.js', 'assets/index.js', 'assets/mui.js', 'assets/react.js', 'assets/staff.js']);
  });

  it('flags routes over budget', () => {
    const rows = measure(
      manifest,
      [
        { path: '/', modules: ['src/home.ts'], budget: 40 },
        { path: '/staff', modules: ['src/staff.ts'], budget: 40 },
      ],
      () => 10,
    );
    expect(rows.map(({ path, bytes, over }) => ({ path, bytes, over }))).toEqual([
      { path: '/', bytes: 40, over: false },
      { path: '/staff', bytes: 50, over: true },
    ]);
  });

  it('fails loudly when a route names a module the build does not have', () => {
    expect(() => routeFiles(manifest, { path: '/x', modules: ['src/gone.ts'] })).toThrow(/not in the build manifest/);
  });
});
