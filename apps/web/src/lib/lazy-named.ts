import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A lazy component that can also be fetched ahead of its first render. */
export type LazyNamed<Props extends object> = LazyExoticComponent<ComponentType<Props>> & { preload: () => Promise<unknown> };

/**
 * A component loaded on first render from its own chunk. Our components are named exports, and React.lazy
 * wants a default export: this picks the named one, so each component file stays as it is.
 */
export function lazyNamed<Props extends object, Name extends string>(load: () => Promise<Record<Name, ComponentType<Props>>>, name: Name): LazyNamed<Props> {
  return Object.assign(
    lazy(async () => ({ default: (await load())[name] })),
    { preload: load },
  );
}
