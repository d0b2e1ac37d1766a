// sanitize-html 2.18 requires htmlparser2 12, which is ESM only. Jest's own module loader cannot
// require ESM on Node 20, while Node's loader can (require(esm) is on since Node 20.19). Tests
// therefore swap in the very same sanitize-html, loaded by Node itself:
//   jest.mock('sanitize-html', () => jest.requireActual('shared-ui/markdown/real-sanitize-html').load());
// It is the real library, not a stand-in. Once the jest config transforms htmlparser2
// (transformIgnorePatterns), these jest.mock lines can go.
import Module from 'node:module';

interface NodeModuleLoader {
  _load: (request: string, parent: null, isMain: boolean) => unknown;
}

export function load(): unknown {
  const loader = Module as unknown as NodeModuleLoader;
  return loader._load(require.resolve('sanitize-html'), null, false);
}
