module.exports = async function globalTeardown() {
  for (const service of globalThis.__zakServices ?? []) await service.stop();
};
