import { lazy, type ComponentType } from 'react';

const preloaders: Array<() => Promise<unknown>> = [];

/**
 * A screen in its own chunk (React.lazy). Once its module has loaded, by rendering or by
 * preloadScreens(), it renders at once without suspending again.
 */
export function lazyScreen<Module>(load: () => Promise<Module>, pick: (module: Module) => ComponentType) {
  let loaded: ComponentType | undefined;
  const preload = () => load().then((module) => (loaded = pick(module)));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  preloaders.push(preload);
  function Screen() {
    const Component = loaded ?? Lazy;
    return <Component />;
  }
  return Screen;
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
