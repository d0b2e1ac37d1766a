// Builds whatever is missing or older than its sources (api/dist, the shell and the remotes), as
// `npm start` does, so `npm run test:system` never runs the topology over stale bundles.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

export default function globalSetup(): void {
  const result = spawnSync(process.execPath, ['scripts/start.mjs', '--build-only'], {
    cwd: path.resolve(__dirname, '..', '..'),
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('Building failed (node scripts/start.mjs --build-only)');
}
