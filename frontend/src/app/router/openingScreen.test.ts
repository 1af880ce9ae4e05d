import { describe, expect, it } from 'vitest';
import { openingScreen } from './routes';

describe('openingScreen', () => {
  it("names the catalogues of the screen a visit opens on, beside the shell's", () => {
    expect(openingScreen('/').namespaces).toEqual(['home']);
    expect(openingScreen('/vehicles').namespaces).toEqual(['vehicles']);
    expect(openingScreen('/register').namespaces).toEqual(['registration']);
    expect(openingScreen('/staff/rentals/7/return').namespaces).toEqual(['staffReturn']);
  });

  it('has nothing to load for a page without a lazy screen of its own', async () => {
    const nowhere = openingScreen('/no-such-page');
    expect(nowhere.namespaces).toEqual([]);
    await expect(nowhere.preload()).resolves.toEqual([]);
  });

  it("loads the screen's code, so its first render does not suspend", async () => {
    const [screen] = (await openingScreen('/vehicles').preload()) as unknown[];
    expect(screen).toBeTypeOf('function');
  });
});
