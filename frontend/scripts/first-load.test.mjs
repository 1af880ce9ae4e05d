import { describe, expect, it } from 'vitest';
import { chainDepths, deepestChain, initiatorUrl, requestableBy, scriptTotals } from './first-load.mjs';
import { browserReport } from './size.mjs';

const origin = 'http://127.0.0.1:3131';
const documentUrl = `${origin}/vehicles`;
const script = (file, initiator = documentUrl) => ({ url: `${origin}/${file}`, file, initiatorUrl: initiator });

// Shaped like Vite's manifest: the entry imports react statically and the screen lazily; the
// screen imports a card statically and its dialog lazily; the dialog needs the form library.
const manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'], dynamicImports: ['src/screen.ts'] },
  '_react.js': { file: 'assets/react.js' },
  '_card.js': { file: 'assets/card.js', imports: ['_react.js'] },
  '_form.js': { file: 'assets/form.js' },
  'src/screen.ts': { file: 'assets/screen.js', isDynamicEntry: true, imports: ['_card.js'], dynamicImports: ['src/dialog.ts'] },
  'src/dialog.ts': { file: 'assets/dialog.js', isDynamicEntry: true, imports: ['_form.js'] },
  'index.css': { file: 'assets/index.css' },
};

describe('first-load measurement', () => {
  it('adds up the scripts: compressed bodies for the budget, headers in the transfer', () => {
    expect(
      scriptTotals([
        { url: 'a', bodyBytes: 1000, transferBytes: 1400 },
        { url: 'b', bodyBytes: 250, transferBytes: 600 },
      ]),
    ).toEqual({ files: 2, bodyBytes: 1250, transferBytes: 2000 });
    expect(scriptTotals([])).toEqual({ files: 0, bodyBytes: 0, transferBytes: 0 });
  });

  it("knows what each chunk's code can ask for: static imports, dynamic imports and what Vite preloads with them", () => {
    const requestable = requestableBy(manifest);
    expect([...requestable.get('assets/index.js')].sort()).toEqual(['assets/card.js', 'assets/react.js', 'assets/screen.js']);
    expect([...requestable.get('assets/screen.js')].sort()).toEqual(['assets/card.js', 'assets/dialog.js', 'assets/form.js']);
    expect(requestable.has('assets/index.css')).toBe(false);
  });

  it('puts what the HTML asks for at depth 1 and follows named initiators', () => {
    const rows = chainDepths(
      [
        script('assets/index.js'),
        script('assets/react.js'),
        script('assets/i18n.js', `${origin}/assets/index.js`),
        script('assets/common.js', `${origin}/assets/i18n.js`),
      ],
      documentUrl,
    );
    expect(rows.map(({ file, depth }) => [file, depth])).toEqual([
      ['assets/index.js', 1],
      ['assets/react.js', 1],
      ['assets/i18n.js', 2],
      ['assets/common.js', 3],
    ]);
    expect(deepestChain(rows)).toEqual(['assets/index.js', 'assets/i18n.js', 'assets/common.js']);
  });

  it('attributes a preload Chromium cannot name to the nearest script that could ask for it', () => {
    const rows = chainDepths(
      [
        script('assets/index.js'),
        script('assets/react.js'),
        script('assets/screen.js', 'about:client'),
        script('assets/card.js', 'about:client'),
        script('assets/dialog.js', 'about:client'),
        script('assets/form.js', 'about:client'),
      ],
      documentUrl,
      requestableBy(manifest),
    );
    expect(rows.map(({ file, depth, parent }) => [file, depth, parent])).toEqual([
      ['assets/index.js', 1, null],
      ['assets/react.js', 1, null],
      ['assets/screen.js', 2, `${origin}/assets/index.js`],
      // The entry preloads the screen's static imports along with it.
      ['assets/card.js', 2, `${origin}/assets/index.js`],
      ['assets/dialog.js', 3, `${origin}/assets/screen.js`],
      ['assets/form.js', 3, `${origin}/assets/screen.js`],
    ]);
    expect(deepestChain(rows)).toEqual(['assets/index.js', 'assets/screen.js', 'assets/dialog.js']);
  });

  it('leaves a request nothing could have asked for at depth 1 rather than guessing', () => {
    const rows = chainDepths([script('assets/index.js'), script('assets/stray.js', 'about:client')], documentUrl, requestableBy(manifest));
    expect(rows.map(({ depth }) => depth)).toEqual([1, 1]);
    expect(deepestChain([])).toEqual([]);
  });

  it("reads the initiator from the stack's first script frame, else its url", () => {
    expect(initiatorUrl({ type: 'parser', url: documentUrl })).toBe(documentUrl);
    expect(
      initiatorUrl({
        type: 'script',
        stack: { callFrames: [], parent: { callFrames: [{ url: '' }, { url: `${origin}/assets/i18n.js` }] } },
      }),
    ).toBe(`${origin}/assets/i18n.js`);
    expect(initiatorUrl(undefined)).toBeNull();
  });

  it('prints a row per page and flags bytes over budget and chains too deep', () => {
    const report = browserReport([
      {
        path: '/',
        files: 20,
        bodyBytes: 150 * 1024,
        transferBytes: 170 * 1024,
        budget: 200 * 1024,
        depth: 2,
        maxDepth: 3,
        chain: ['a.js', 'b.js'],
        uncompressed: [],
      },
      {
        path: '/vehicles',
        files: 65,
        bodyBytes: 286 * 1024,
        transferBytes: 350 * 1024,
        budget: 200 * 1024,
        depth: 4,
        maxDepth: 3,
        chain: ['a.js', 'b.js', 'c.js', 'd.js'],
        uncompressed: ['big.js'],
      },
    ]);
    const lines = report.split('\n');
    expect(lines[1]).toMatch(/^\/\s+20\s+150\.0 KB\s+200\.0 KB\s+170\.0 KB\s+2 of 3$/);
    expect(lines[2]).toMatch(/^\/vehicles\s+65\s+286\.0 KB.*4 of 3 {2}OVER BUDGET, CHAIN TOO DEEP$/);
    expect(report).toContain('Deepest chain for /vehicles: document -> a.js -> b.js -> c.js -> d.js');
    expect(report).toContain('sent uncompressed (1 KB or more): big.js');
  });
});
