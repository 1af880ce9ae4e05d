import type { Plugin } from 'vite';

/** Where the map goes in dist/; the backend reads it from there (backend/src/common/spa.ts). */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

interface BundledChunk {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  isEntry: boolean;
  imports: string[];
}

/**
 * Writes dist/route-preloads.json: page path -> the scripts that page's screen needs beyond the
 * entry's own (its lazily loaded screen chunk, their static imports and the English catalogues it
 * reads), as URLs. The server adds them to index.html as <link rel="modulepreload"> for that path,
 * so the browser fetches them while it parses the HTML, instead of one round trip after another
 * once the entry has run (entry -> catalogues -> screen -> screen's catalogue). A first visit has
 * no stored language, hence English. `routes` maps each path to source modules (relative to the
 * project root, as in scripts/size.mjs's ROUTES). `reads` maps a path to the API paths its screen
 * reads first, which the server preloads with the HTML too.
 */
export function routePreloads(routes: Record<string, readonly string[]>, reads: Record<string, readonly string[]> = {}): Plugin {
  let root = '';
  let base = '/';
  return {
    name: 'route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item): item is typeof item & BundledChunk => item.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const bySource = new Map(
        chunks.filter((chunk) => chunk.facadeModuleId).map((chunk) => [chunk.facadeModuleId!.slice(root.length + 1), chunk]),
      );
      const closure = (start: BundledChunk[]) => {
        const files = new Set<string>();
        const visit = (chunk: BundledChunk | undefined) => {
          if (!chunk || files.has(chunk.fileName)) return;
          files.add(chunk.fileName);
          chunk.imports.forEach((file) => visit(byFile.get(file)));
        };
        start.forEach(visit);
        return files;
      };
      // index.html already preloads the entry and its static imports.
      const entryFiles = closure(chunks.filter((chunk) => chunk.isEntry));
      const map: Record<string, string[]> = {};
      for (const [path, modules] of Object.entries(routes)) {
        const start = modules.map((module) => {
          const chunk = bySource.get(module);
          if (!chunk) this.error(`route-preloads: "${module}" (for ${path}) is not a chunk of its own in this build`);
          return chunk;
        });
        map[path] = [...closure(start)].filter((file) => !entryFiles.has(file)).map((file) => `${base}${file}`);
        map[path].push(...(reads[path] ?? []));
      }
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: `${JSON.stringify(map, null, 2)}\n` });
    },
  };
}
