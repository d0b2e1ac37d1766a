// The registry as React state: null until it has arrived (or when it failed), so the router and
// the header render at once with the built-in defaults and take the registry's remotes then.
import { useEffect, useState } from 'react';
import { getRegistry, type RegistryDocument } from './registry';

let settled: RegistryDocument | null = null;

export function useRegistry(): RegistryDocument | null {
  const [doc, setDoc] = useState<RegistryDocument | null>(settled);
  useEffect(() => {
    let cancelled = false;
    getRegistry().then(
      (value) => {
        settled = value;
        if (!cancelled) setDoc(value);
      },
      // The defaults stay; each remote's screen reports the failure itself (its fallback).
      () => {},
    );
    return () => {
      cancelled = true;
    };
  }, []);
  return doc;
}

/** Test seam. */
export function resetRegistryState(): void {
  settled = null;
}
