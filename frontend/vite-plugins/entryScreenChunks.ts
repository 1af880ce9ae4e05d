import { join } from 'node:path';
import type { Plugin } from 'vite';

/** One code-splitting group: the modules its test accepts go into one chunk named after it. */
export interface ScreenChunkGroup {
  name: string;
  test: (id: string) => boolean;
  priority: number;
}

/**
 * Code-splitting groups for the screens a customer's first visit opens on. Left to automatic
 * splitting, the modules such a screen imports become one small chunk per set of screens that
 * share them (a card here, an icon there): about fifteen files for the home page. Over HTTP/1.1 a
 * browser fetches six at a time, so on a phone's 150 ms round trip every further six cost a round
 * trip more. These groups put what only one entry screen imports into one chunk for that screen,
 * and what several of them import into one chunk they share. The shell (what the app's entry
 * imports) and the screens' own modules keep their chunks; another screen that needs one of these
 * modules fetches the group's chunk, a few kilobytes more for it.
 *
 * `screens` maps a group name to the screen's module (relative to the project root). The plugin
 * reads the module graph once it is complete; the groups' tests are only asked after that.
 * `priority` places the groups among the config's others (below the shell's).
 */
export function entryScreenChunks(screens: Record<string, string>, priority: number): { plugin: Plugin; groups: ScreenChunkGroup[] } {
  // module id -> the names of the entry screens that import it, directly or not
  let users = new Map<string, Set<string>>();
  const usedOnlyBy = (name: string) => (id: string) => {
    const names = users.get(id);
    return names?.size === 1 && names.has(name);
  };
  // A group takes its modules' dependencies along, so the shared group is formed first: else the
  // first screen's group would take the shared modules and the other screen would load it whole.
  const groups: ScreenChunkGroup[] = [
    { name: 'entry-screens', test: (id: string) => (users.get(id)?.size ?? 0) > 1, priority: priority + 1 },
    ...Object.keys(screens).map((name) => ({ name, test: usedOnlyBy(name), priority })),
  ];
  let root = '';
  const plugin: Plugin = {
    name: 'entry-screen-chunks',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    buildEnd() {
      const staticClosure = (starts: string[]) => {
        const seen = new Set<string>();
        const pending = [...starts];
        for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
          if (seen.has(id)) continue;
          seen.add(id);
          pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return seen;
      };
      const entries = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      const shell = staticClosure(entries);
      users = new Map();
      for (const [name, source] of Object.entries(screens)) {
        const screen = join(root, source);
        if (!this.getModuleInfo(screen)) this.error(`entry-screen-chunks: "${source}" (${name}) is not in this build`);
        for (const id of staticClosure([screen])) {
          // The screen's own module stays the chunk its route loads; the shell is loaded already.
          if (id === screen || shell.has(id)) continue;
          users.set(id, (users.get(id) ?? new Set()).add(name));
        }
      }
    },
  };
  return { plugin, groups };
}
