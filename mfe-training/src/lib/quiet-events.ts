// A tap on a phone sends a dozen events before its click (pointer, touch and the mouse events
// emulated for it). React listens to every one at its root and walks the tree from the target
// each time, even when nothing on the way handles it: on a throttled phone that is about a
// millisecond an event before the tick's click runs (issue #34). A screen where nothing handles
// these events (no hover, enter/leave, move or pointer-capture handlers) stops them on its way
// up, so React's root does not dispatch them; its capture phase still does. The down and up
// events, focus, input, change and click go on as before (a menu closing on a touch outside
// it still hears it).
import { useEffect, type RefObject } from 'react';

/** The events stopped: none may be handled (onMouseEnter, onPointerMove...) below the screen. */
export const UNHANDLED_EVENTS = [
  'pointerover',
  'pointerout',
  'pointermove',
  'gotpointercapture',
  'lostpointercapture',
  'mouseover',
  'mouseout',
  'mousemove',
  'touchstart',
  'touchmove',
  'touchend',
] as const;

const stop = (event: Event) => event.stopPropagation();

/** Stops `UNHANDLED_EVENTS` at `node`; returns the undo. */
export function stopUnhandledEvents(node: EventTarget): () => void {
  for (const type of UNHANDLED_EVENTS) node.addEventListener(type, stop, { passive: true });
  return () => {
    for (const type of UNHANDLED_EVENTS) node.removeEventListener(type, stop);
  };
}

/** `stopUnhandledEvents` on the element `ref` holds while it is mounted. */
export function useStopUnhandledEvents(ref: RefObject<Element | null>): void {
  useEffect(() => {
    const node = ref.current;
    return node ? stopUnhandledEvents(node) : undefined;
  }, [ref]);
}
