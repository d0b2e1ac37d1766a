// Typed access to scripts/lib/services.mjs (throwaway PostgreSQL and Redis, shared with `npm test`
// and the benchmarks). jest.system.config.cjs transforms the .mjs file to CommonJS.

export interface Service {
  url: string;
  port: number;
  /** Stops then starts the server on the same port and data directory. */
  restart: () => Promise<void>;
  /** Stops the server, keeping its data. */
  stopServer: () => Promise<void>;
  /** Starts it again after stopServer. */
  start: () => Promise<void>;
  /** Stops the server and removes its data. */
  stop: () => Promise<void>;
}

interface ServicesModule {
  startPostgres: (options?: { port?: number }) => Promise<Service>;
  startRedis: (options?: { port?: number; persist?: boolean }) => Promise<Service>;
  freePort: () => Promise<number>;
  ensureNginx: () => void;
}

// eslint-disable-next-line @typescript-eslint/no-require-imports
const services = require('../../scripts/lib/services.mjs') as ServicesModule;

export const { startPostgres, startRedis, freePort, ensureNginx } = services;
