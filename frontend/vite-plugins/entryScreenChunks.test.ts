import { describe, expect, it } from 'vitest';
import { entryScreenChunks } from './entryScreenChunks';

/** A module graph as the plugin reads it at buildEnd: id -> its static imports; entries marked. */
function buildEnd(plugin: ReturnType<typeof entryScreenChunks>['plugin'], graph: Record<string, string[]>, entries: string[]) {
  const configResolved = plugin.configResolved as (config: { root: string }) => void;
  configResolved({ root: '/app' });
  const context = {
    getModuleIds: () => Object.keys(graph)[Symbol.iterator](),
    getModuleInfo: (id: string) => (id in graph ? { importedIds: graph[id], isEntry: entries.includes(id) } : null),
    error: (message: string) => {
      throw new Error(message);
    },
  };
  (plugin.buildEnd as (this: typeof context) => void).call(context);
}

const GRAPH = {
  '/app/src/main.tsx': ['/app/src/layout.tsx'],
  '/app/src/layout.tsx': ['/app/mui/Button.js'],
  '/app/mui/Button.js': [],
  '/app/src/features/home/index.ts': ['/app/mui/Card.js', '/app/icons/Login.js', '/app/mui/Button.js'],
  '/app/src/features/vehicles/index.ts': ['/app/mui/Card.js', '/app/mui/Skeleton.js'],
  '/app/mui/Card.js': ['/app/mui/Paper.js'],
  '/app/mui/Paper.js': [],
  '/app/icons/Login.js': [],
  '/app/mui/Skeleton.js': [],
  '/app/src/features/staff/index.ts': ['/app/mui/Table.js'],
  '/app/mui/Table.js': [],
};

describe('entryScreenChunks', () => {
  const chunks = entryScreenChunks({ home: 'src/features/home/index.ts', fleet: 'src/features/vehicles/index.ts' }, 10);
  buildEnd(chunks.plugin, GRAPH, ['/app/src/main.tsx']);
  const groupOf = (id: string) => chunks.groups.filter((group) => group.test(id)).map((group) => group.name);

  it("puts what one entry screen imports in that screen's chunk and what several share in one", () => {
    expect(groupOf('/app/icons/Login.js')).toEqual(['home']);
    expect(groupOf('/app/mui/Skeleton.js')).toEqual(['fleet']);
    expect(groupOf('/app/mui/Card.js')).toEqual(['entry-screens']);
    expect(groupOf('/app/mui/Paper.js')).toEqual(['entry-screens']);
  });

  it("leaves the shell, the screens' own modules and other screens' code to their chunks", () => {
    expect(groupOf('/app/mui/Button.js')).toEqual([]);
    expect(groupOf('/app/src/features/home/index.ts')).toEqual([]);
    expect(groupOf('/app/mui/Table.js')).toEqual([]);
  });

  it('forms the shared chunk first, so a screen never takes the shared modules along', () => {
    const shared = chunks.groups.find((group) => group.name === 'entry-screens');
    expect(chunks.groups.every((group) => group === shared || group.priority < shared!.priority)).toBe(true);
  });

  it('stops the build when a screen is not in it', () => {
    const missing = entryScreenChunks({ gone: 'src/features/gone/index.ts' }, 10);
    expect(() => buildEnd(missing.plugin, GRAPH, ['/app/src/main.tsx'])).toThrow(/src\/features\/gone\/index.ts/);
  });
});
