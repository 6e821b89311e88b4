import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False in the pre-rendered HTML and during hydration, true once React runs in the browser. Lets a
 * control that only makes sense with scripts (a disabled-until-valid button) stay usable without them.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
