// A tap on a phone sends a dozen events before its click (pointer, touch and the mouse events
// emulated for it). React listens to every one at its root, in both phases, and walks the tree
// from the target each time, even when nothing on the way handles it: on a throttled phone that
// is about a millisecond an event before the tick's click runs (issue #34). A screen where
// nothing handles these events (no hover, enter/leave, move, touch or pointer-capture handlers)
// stops them before they reach React's root: the window hears them first, in its capture phase,
// and stops those aimed inside the screen. The down and up events, focus, input, change and click
// go on as before (a menu closing on a touch outside it still hears it), and so does every event
// aimed outside the screen (a dialog's portal, the header).
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

/** Stops `UNHANDLED_EVENTS` aimed at `node` or inside it; returns the undo. */
export function stopUnhandledEvents(node: Node): () => void {
  const view = node.ownerDocument?.defaultView;
  if (!view) return () => undefined;
  const stop = (event: Event) => {
    if (event.target instanceof Node && node.contains(event.target)) event.stopPropagation();
  };
  const options = { capture: true, passive: true } as const;
  for (const type of UNHANDLED_EVENTS) view.addEventListener(type, stop, options);
  return () => {
    for (const type of UNHANDLED_EVENTS) view.removeEventListener(type, stop, options);
  };
}

/** `stopUnhandledEvents` on the element `ref` holds while it is mounted. */
export function useStopUnhandledEvents(ref: RefObject<Element | null>): void {
  useEffect(() => {
    const node = ref.current;
    return node ? stopUnhandledEvents(node) : undefined;
  }, [ref]);
}
