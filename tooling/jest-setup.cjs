/* global window, Element */
// Shared jest setup of the front ends: DOM matchers and the browser APIs jsdom lacks.
require('@testing-library/jest-dom');

// findBy* and waitFor wait for what the user would see for up to 5 s (Testing Library's default
// is 1 s): a file's first screen, rendered while its modules are still being compiled on two busy
// cores, took longer than that (issue 39). A limit, not a measure: no test asserts a speed.
require('@testing-library/dom').configure({ asyncUtilTimeout: 5000 });

// jsdom lacks the Fetch API, streams and TextEncoder (react-router needs it): take Node's own
// implementations so component tests exercise the real shared-ui API client (tests replace only
// `fetch` itself, e.g. with shared-ui/testing's mockFetch).
{
  const { ReadableStream, TransformStream, WritableStream } = require('node:stream/web');
  const { TextDecoder, TextEncoder } = require('node:util');
  const { MessageChannel: NodeMessageChannel, MessagePort } = require('node:worker_threads');
  // React's scheduler keeps one MessageChannel for its whole life; Node's ports hold the event
  // loop open, so jest would never exit after the tests. Setting `onmessage` references a port
  // again, so the ports are unreferenced once the caller has set it up (they still deliver).
  class MessageChannel extends NodeMessageChannel {
    constructor() {
      super();
      queueMicrotask(() => {
        this.port1.unref();
        this.port2.unref();
      });
    }
  }
  const fill = {
    TextDecoder,
    TextEncoder,
    ReadableStream,
    TransformStream,
    WritableStream,
    MessageChannel,
    MessagePort,
  };
  for (const [name, value] of Object.entries(fill))
    if (globalThis[name] === undefined) globalThis[name] = value;
  const undici = require('undici');
  for (const name of ['Response', 'Request', 'Headers', 'FormData', 'Blob']) {
    if (globalThis[name] === undefined) globalThis[name] = undici[name];
  }
}

if (typeof window !== 'undefined') {
  if (typeof window.matchMedia !== 'function') {
    window.matchMedia = (query) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    });
  }
  // jsdom implements scrollTo as a "not implemented" error.
  window.scrollTo = () => {};
  Element.prototype.scrollIntoView =
    Element.prototype.scrollIntoView || function scrollIntoView() {};
}
