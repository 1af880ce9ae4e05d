import { lazy, type ComponentType } from 'react';
import type { EnglishResources } from '../../i18n/resources';

const preloaders: Array<() => Promise<unknown>> = [];

export type ScreenNamespace = keyof EnglishResources;

/** A screen in its own chunk, with what loads it and the message catalogues it shows. */
export interface LazyScreen {
  (): React.JSX.Element;
  preload: () => Promise<unknown>;
  namespaces: readonly ScreenNamespace[];
}

/**
 * A screen in its own chunk (React.lazy). Once its module has loaded, by rendering, by preload()
 * or by preloadScreens(), it renders at once without suspending. `namespaces` are the catalogues
 * the screen reads, so the app's start can load them with the screen instead of suspending on them.
 */
export function lazyScreen<Module>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType,
  namespaces: readonly ScreenNamespace[] = [],
): LazyScreen {
  let loaded: ComponentType | undefined;
  const preload = () => load().then((module) => (loaded = pick(module)));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  preloaders.push(preload);
  function Screen() {
    const Component = loaded ?? Lazy;
    return <Component />;
  }
  return Object.assign(Screen, { preload, namespaces });
}

/**
 * Loads every lazy screen's chunk, e.g. before whole-app tests that expect a screen at once,
 * including screens nested in a loaded one (the payment portal inside /payment), which register
 * themselves only when their parent's module loads.
 */
export async function preloadScreens(): Promise<void> {
  for (let loaded = 0; loaded < preloaders.length;) {
    const batch = preloaders.slice(loaded);
    loaded = preloaders.length;
    await Promise.all(batch.map((preload) => preload()));
  }
}
