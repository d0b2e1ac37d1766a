import { useEffect } from 'react';

let locks = 0;

/** Locks page scroll while `active` (nested locks are counted: menu + dialog). */
export function useScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    locks += 1;
    document.body.classList.add('zc-scroll-locked');
    document.body.style.overflow = 'hidden';
    return () => {
      locks -= 1;
      if (locks === 0) {
        document.body.classList.remove('zc-scroll-locked');
        document.body.style.overflow = '';
      }
    };
  }, [active]);
}
