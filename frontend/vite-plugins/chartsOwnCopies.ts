import type { Plugin } from 'vite';

/** The suffix that marks the chart library's own copy of a module (a different module id, so a different module). */
export const CHARTS_COPY = '?charts-copy';

/** True for the chart library's copies: the app's chunk groups leave them to the chart's chunk. */
export function isChartsCopy(id: string): boolean {
  return id.endsWith(CHARTS_COPY);
}

/** Modules of the chart library (MUI X Charts and the Base UI utilities it is built on). */
const CHART_LIBRARY = /[\\/]node_modules[\\/](@mui[\\/]x-[^\\/]+|@base-ui[\\/]utils)[\\/]/;

/**
 * The chart library shares a few small modules with the app: reselect (Redux Toolkit's, in the
 * 'redux' chunk every page loads) and MUI's ownerWindow (inside the menu's chunk). Shared, such a
 * module is either kept whole in the always-loaded chunk (reselect: the parts only the chart
 * uses, half a kilobyte more on every first load, the customer's included) or split into a chunk
 * of its own that other screens then fetch too (ownerWindow). For a chart only staff open, the
 * library's imports of these `modules` get their own copy instead, which lands in the chart's
 * lazily loaded chunk; the app's chunks stay as they were. The copies are a few hundred bytes.
 */
export function chartsOwnCopies(modules: readonly string[]): Plugin {
  return {
    name: 'charts-own-copies',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!importer) return null;
      const copied = modules.includes(source) && CHART_LIBRARY.test(importer);
      // A copy's own files come along (a package's index only re-exports the module that does the work).
      const insideCopy = isChartsCopy(importer) && source.startsWith('.');
      if (!copied && !insideCopy) return null;
      const resolved = await this.resolve(source, importer.replace(CHARTS_COPY, ''), { skipSelf: true });
      return resolved ? { ...resolved, id: `${resolved.id}${CHARTS_COPY}` } : null;
    },
  };
}
