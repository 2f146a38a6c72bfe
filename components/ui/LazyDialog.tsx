'use client';

import { useEffect, useState, type ComponentType } from 'react';
import type { DialogProps } from './Dialog';

export type { DialogProps };

type DialogComponent = ComponentType<DialogProps>;

let loaded: DialogComponent | null = null;
let loading: Promise<DialogComponent> | null = null;

function load(): Promise<DialogComponent> {
  loading ??= import('./Dialog').then((m) => (loaded = m.Dialog));
  return loading;
}

/** Starts loading the dialog code once the page is idle, so opening never waits for it. */
function prefetchWhenIdle() {
  if (loading || typeof window === 'undefined') return;
  const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
  idle(() => void load());
}

/**
 * The Dialog in its own chunk (Headless UI's dialog, focus trap, transitions), so it is not part
 * of any page's first-load JS: the code is fetched when the page is idle (or at the first open,
 * if that comes sooner) and nothing renders before. Same props as components/ui/Dialog; every
 * dialog of the screens (FormDialog, ConfirmDialog, TextFieldDialog …) goes through it.
 */
export function Dialog(props: DialogProps) {
  const [Impl, setImpl] = useState<DialogComponent | null>(() => loaded);
  const { open } = props;

  useEffect(prefetchWhenIdle, []);
  useEffect(() => {
    if (Impl || !open) return;
    let live = true;
    void load().then((component) => {
      if (live) setImpl(() => component);
    });
    return () => {
      live = false;
    };
  }, [Impl, open]);

  if (!Impl) return null;
  return <Impl {...props} />;
}
