// jsdom plus the Fetch API and text codecs of Node (jsdom has neither): component tests use the
// real Response/Headers classes through shared-ui's mockFetch, and react-router needs TextEncoder.
const JsdomEnvironment = require('jest-environment-jsdom').default;

class JsdomWithFetchEnvironment extends JsdomEnvironment {
  async setup() {
    await super.setup();
    const g = this.global;
    for (const name of [
      'fetch',
      'Request',
      'Response',
      'Headers',
      'FormData',
      'TextEncoder',
      'TextDecoder',
      'ReadableStream',
      'structuredClone',
    ]) {
      if (typeof g[name] === 'undefined' && typeof globalThis[name] !== 'undefined')
        g[name] = globalThis[name];
    }
  }
}

module.exports = JsdomWithFetchEnvironment;
