'use client';

import { useEffect, useState, type ComponentType } from 'react';

/**
 * A part of a screen that is not visible on first paint (a closed dialog, a lightbox) in its own
 * chunk, so its code (and what it imports: form schemas, Headless UI) is not part of the page's
 * first-load JS. The chunk is fetched once the page is idle, or at once when the part opens
 * before that, so opening never visibly waits; nothing renders until it is there (a closed
 * dialog renders nothing anyway). Lighter than next/dynamic, whose loader adds ~3 kB to every
 * page using it.
 *
 *   const PlateDialog = lazyPart(() => import('./PlateDialog').then((m) => m.PlateDialog));
 *
 * `isOpen` tells from the props whether the part shows now (default: its `open` prop).
 * `Placeholder` (a light component in the page's chunk) is drawn in its place until it is there:
 * for a part visible on first paint, so nothing below it moves when it arrives (CLS).
 */
function openProp(props: object): boolean {
  return Reflect.get(props, 'open') === true;
}

export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean = openProp,
  Placeholder?: ComponentType<P>,
): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const get = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = null; // a failed chunk load is tried again at the next open
        throw error;
      },
    ));

  function LazyPart(props: P) {
    const [Impl, setImpl] = useState<ComponentType<P> | null>(() => loaded);
    const open = isOpen(props);

    useEffect(() => {
      if (Impl) return;
      let live = true;
      const show = () => {
        get().then(
          (component) => {
            if (live) setImpl(() => component);
          },
          () => undefined,
        );
      };
      if (open) {
        show();
        return () => {
          live = false;
        };
      }
      const cancel =
        typeof window.requestIdleCallback === 'function'
          ? (
              (id) => () =>
                window.cancelIdleCallback(id)
            )(window.requestIdleCallback(show))
          : (
              (id) => () =>
                window.clearTimeout(id)
            )(window.setTimeout(show, 200));
      return () => {
        live = false;
        cancel();
      };
    }, [Impl, open]);

    if (Impl) return <Impl {...props} />;
    return Placeholder && open ? <Placeholder {...props} /> : null;
  }
  return LazyPart;
}
