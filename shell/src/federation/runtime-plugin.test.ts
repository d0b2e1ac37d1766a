import * as runtimeCore from '@module-federation/runtime-core';
import shellRuntimePlugin, { EXTERNAL_RUNTIME_GLOBAL, provideRuntimeCore } from './runtime-plugin';

describe("the shell's federation runtime plugin", () => {
  afterEach(() => {
    delete (globalThis as Record<string, unknown>)[EXTERNAL_RUNTIME_GLOBAL];
  });

  test('lends the runtime-core the shell uses to the remotes (their remoteEntry.js has none)', () => {
    shellRuntimePlugin();
    const lent = (globalThis as Record<string, unknown>)[EXTERNAL_RUNTIME_GLOBAL] as
      typeof runtimeCore | undefined;
    expect(typeof lent?.ModuleFederation).toBe('function');
    expect(lent?.ModuleFederation).toBe(runtimeCore.ModuleFederation);
    expect(lent?.Global).toBe(runtimeCore.Global);
  });

  test('keeps a runtime already on the page', () => {
    const existing = { ModuleFederation: class {} };
    const global: Record<string, unknown> = { [EXTERNAL_RUNTIME_GLOBAL]: existing };
    provideRuntimeCore(global);
    expect(global[EXTERNAL_RUNTIME_GLOBAL]).toBe(existing);
  });
});
