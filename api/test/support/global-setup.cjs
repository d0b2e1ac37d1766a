// Starts a throwaway PostgreSQL and redis-server when the suite is run directly
// (`npx jest -c api/jest.integration.config.cjs`); `npm test` passes TEST_* URLs instead.
const path = require('node:path');
const { pathToFileURL } = require('node:url');

module.exports = async function globalSetup() {
  if (process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL) return;
  const servicesPath = path.join(__dirname, '..', '..', '..', 'scripts', 'lib', 'services.mjs');
  const services = await import(pathToFileURL(servicesPath).href);
  globalThis.__zakServices = [];
  if (!process.env.TEST_DATABASE_URL) {
    const pg = await services.startPostgres();
    globalThis.__zakServices.push(pg);
    process.env.TEST_DATABASE_URL = pg.url;
  }
  if (!process.env.TEST_REDIS_URL) {
    const redis = await services.startRedis();
    globalThis.__zakServices.push(redis);
    process.env.TEST_REDIS_URL = redis.url;
  }
};
