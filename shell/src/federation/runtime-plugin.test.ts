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

  /** A federation instance with the yielding plugin, whose pauses end when the test says. */
  function hostWithPauses(name: string) {
    const state = { paused: 0, release: () => undefined as void };
    const pause = () =>
      new Promise<void>((resolve) => {
        state.paused += 1;
        state.release = resolve;
      });
    const host = new runtimeCore.ModuleFederation({
      name,
      remotes: [],
      plugins: [yieldingPlugin(pause)],
    });
    return { host, state };
  }
  const settle = async () => {
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
  };

  test("a remote's manifest read and its first module's preload list are two tasks", async () => {
    const { host, state } = hostWithPauses('host_example');
    // What the runtime's snapshot plugin awaits between the manifest and the preload list.
    let done = false;
    const emitted = host.remoteHandler.hooks.lifecycle.beforePreloadRemote
      .emit({ preloadOps: [], options: host.options, origin: host })
      .then(() => {
        done = true;
      });
    await settle();
    expect(state.paused).toBe(1);
    expect(done).toBe(false);
    state.release();
    await emitted;
    expect(done).toBe(true);
  });

  test("a remote's preload list and the preload itself are two tasks, and the list is the runtime's", async () => {
    // The runtime's own list maker is registered when an instance is created, before any plugin.
    const { host, state } = hostWithPauses('host_preload');
    const entry = 'http://localhost/remotes/example/remoteEntry.js';
    const remote = { name: 'mfe_example', entry };
    let assets: unknown;
    const emitted = host.remoteHandler.hooks.lifecycle.generatePreloadAssets
      .emit({
        origin: host,
        preloadOptions: { remote, preloadConfig: { nameOrAlias: remote.name } },
        remoteInfo: { ...remote, type: 'global', entryGlobalName: remote.name, shareScope: '' },
        remote,
        remoteSnapshot: {},
        globalSnapshot: {},
      } as unknown as Parameters<
        typeof host.remoteHandler.hooks.lifecycle.generatePreloadAssets.emit
      >[0])
      .then((result) => {
        assets = result;
      });
    await settle();
    expect(state.paused).toBe(1);
    expect(assets).toBeUndefined();
    state.release();
    await emitted;
    expect(assets).toEqual(
      expect.objectContaining({ entryAssets: [expect.objectContaining({ url: entry })] }),
    );
  });

  test("the yielding plugin runs in every federation instance, a remote's included", () => {
    shellRuntimePlugin();
    // A remote's remoteEntry.js creates its own instance with the runtime-core the shell lends.
    const remote = new runtimeCore.ModuleFederation({ name: 'mfe_example', remotes: [] });
    expect(remote.options.plugins.map((p) => p.name)).toContain(YIELDING_PLUGIN_NAME);
  });
});
