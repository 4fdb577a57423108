import { lazy, type ComponentType } from 'react';

type Module<P> = { default: ComponentType<P> };

/**
 * `React.lazy` for a part the server must render whole (a form that works without JavaScript) but
 * whose code most visitors never need: the browser loads its chunk when the part first renders
 * (hydration keeps the server's HTML until then), while the server loads the module as it starts
 * and hands it to React synchronously, so a server render never suspends on it (a suspended part
 * would stream in later through a script, invisible without JavaScript).
 */
export function lazyServerRendered<P>(load: () => Promise<Module<P>>) {
  if (!import.meta.env.SSR) return lazy(load);
  let loaded: Module<P> | undefined;
  const loading = load().then((m) => (loaded = m));
  // A thenable that calls back at once: React's lazy takes a module it gets synchronously as resolved.
  return lazy(() => (loaded ? ({ then: (resolve: (m: Module<P>) => void) => resolve(loaded!) } as Promise<Module<P>>) : loading));
}
