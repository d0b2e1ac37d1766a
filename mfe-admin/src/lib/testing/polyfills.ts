// jsdom lacks TextEncoder/TextDecoder, which react-router reads when it loads: borrow Node's.
const util = jest.requireActual<{ TextEncoder: unknown; TextDecoder: unknown }>('node:util');

const g = globalThis as unknown as Record<string, unknown>;
g.TextEncoder ??= util.TextEncoder;
g.TextDecoder ??= util.TextDecoder;

// jsdom has no layout: recharts' ResponsiveContainer only needs the observer to exist.
g.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
