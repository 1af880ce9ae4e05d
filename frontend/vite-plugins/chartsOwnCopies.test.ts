import { describe, expect, it } from 'vitest';
import { CHARTS_COPY, chartsOwnCopies, isChartsCopy } from './chartsOwnCopies';

const CHART = '/app/node_modules/@mui/x-charts/internals/useChartDimensions.mjs';
const BASE_UI = '/app/node_modules/@base-ui/utils/store/createSelector.mjs';
const APP = '/app/node_modules/@reduxjs/toolkit/dist/redux-toolkit.modern.mjs';

/** Where the bundler would find a module: a bare name in node_modules, a relative path beside its importer. */
function found(source: string, importer: string): { id: string } {
  if (source.startsWith('.')) return { id: `${importer.slice(0, importer.lastIndexOf('/'))}/${source.slice(2)}` };
  return { id: `/app/node_modules/${source}/index.mjs` };
}

async function resolve(source: string, importer: string | undefined): Promise<unknown> {
  const plugin = chartsOwnCopies(['reselect', '@mui/utils/ownerWindow']);
  const resolveId = plugin.resolveId as (this: unknown, source: string, importer: string | undefined) => Promise<unknown>;
  const context = { resolve: async (asked: string, from: string) => found(asked, from) };
  return resolveId.call(context, source, importer);
}

describe('the chart library’s own copies of shared modules', () => {
  it('gives the chart library a copy of the listed modules', async () => {
    expect(await resolve('reselect', BASE_UI)).toEqual({ id: `/app/node_modules/reselect/index.mjs${CHARTS_COPY}` });
    expect(await resolve('@mui/utils/ownerWindow', CHART)).toEqual({
      id: `/app/node_modules/@mui/utils/ownerWindow/index.mjs${CHARTS_COPY}`,
    });
  });

  it('brings a copy’s own files along, so the index does not re-export the shared module', async () => {
    const index = `/app/node_modules/@mui/utils/ownerWindow/index.mjs${CHARTS_COPY}`;
    expect(await resolve('./ownerWindow.mjs', index)).toEqual({
      id: `/app/node_modules/@mui/utils/ownerWindow/ownerWindow.mjs${CHARTS_COPY}`,
    });
    // A copy's bare imports (React, the app's other modules) stay shared.
    expect(await resolve('@mui/utils/ownerDocument', index)).toBeNull();
  });

  it('leaves the app’s own imports and the unlisted modules alone', async () => {
    expect(await resolve('reselect', APP)).toBeNull();
    expect(await resolve('react', CHART)).toBeNull();
    expect(await resolve('reselect', undefined)).toBeNull();
    expect(isChartsCopy(`/x.mjs${CHARTS_COPY}`)).toBe(true);
    expect(isChartsCopy('/x.mjs')).toBe(false);
  });
});
