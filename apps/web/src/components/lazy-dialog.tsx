import { Suspense, useState, type ComponentType } from 'react';
import { lazyNamed } from '../lib/lazy-named';

/**
 * A dialog whose code loads the first time it opens, not with the screen that may open it: the forms' Formik
 * and yup, and the fields, stay out of a first visit (issue 20's budget). Once opened it stays mounted, so it
 * closes with its transition and opens again at once. A dialog without an `open` prop is open whenever it is
 * rendered (its parent mounts it on demand).
 */
export function lazyDialog<Props extends object, Name extends string>(load: () => Promise<Record<Name, ComponentType<Props>>>, name: Name) {
  const Dialog = lazyNamed(load, name) as unknown as ComponentType<Props>;
  function LazyDialog(props: Props) {
    const isOpen = 'open' in props ? Boolean(props.open) : true;
    const [opened, setOpened] = useState(isOpen);
    // Derived during render (React's pattern for state that follows a prop), so the first open renders at once.
    if (isOpen && !opened) setOpened(true);
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  }
  LazyDialog.displayName = `Lazy(${name})`;
  return LazyDialog;
}
