import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A lazy page that can also be fetched ahead of its first render. */
export type LazyPage<Props extends object> = LazyExoticComponent<ComponentType<Props>> & { preload: () => Promise<unknown> };

/**
 * A page component loaded on first render from its own chunk. Pages are named exports, and React.lazy
 * wants a default export: this picks the named one, so each page file stays as it is.
 */
export function lazyPage<Props extends object, Name extends string>(load: () => Promise<Record<Name, ComponentType<Props>>>, name: Name): LazyPage<Props> {
  return Object.assign(
    lazy(async () => ({ default: (await load())[name] })),
    { preload: load },
  );
}
