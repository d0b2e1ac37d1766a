import * as runtimeCore from '@module-federation/runtime-core';
import shellRuntimePlugin, {
  EXTERNAL_RUNTIME_GLOBAL,
  YIELDING_PLUGIN_NAME,
  provideRuntimeCore,
  yieldingPlugin,
} from './runtime-plugin';

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

  test("a remote's container start and each shared module it loads wait for a task of their own", async () => {
    const order: string[] = [];
    let release: () => void = () => undefined;
    const pause = () =>
      new Promise<void>((resolve) => {
        order.push('paused');
        release = resolve;
      });
    const plugin = yieldingPlugin(pause);
    const args = { pkgName: 'react' };
    const before = plugin.beforeLoadShare as unknown as (a: typeof args) => Promise<typeof args>;
    const result = before(args).then((same) => {
      order.push('resumed');
      return same;
    });
    await Promise.resolve();
    // Nothing goes on until the browser has had its turn.
    expect(order).toEqual(['paused']);
    release();
    // The runtime gets its own arguments back (a waterfall hook).
    await expect(result).resolves.toBe(args);
    expect(order).toEqual(['paused', 'resumed']);
    expect(typeof plugin.beforeInitContainer).toBe('function');
  });

  test("the yielding plugin runs in every federation instance, a remote's included", () => {
    shellRuntimePlugin();
    // A remote's remoteEntry.js creates its own instance with the runtime-core the shell lends.
    const remote = new runtimeCore.ModuleFederation({ name: 'mfe_example', remotes: [] });
    expect(remote.options.plugins.map((p) => p.name)).toContain(YIELDING_PLUGIN_NAME);
  });
});
