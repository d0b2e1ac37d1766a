// The deployment files agree with each other and with the code (no Docker engine here: the
// topology tests run the nginx files; this checks what only compose and the Dockerfiles say).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTES } from '../../api/src/modules/web/registry';
import { REPO_ROOT } from './topology';

const read = (file: string) => readFileSync(path.join(REPO_ROOT, file), 'utf8');
const compose = read('docker-compose.yml');
const gateway = read('deploy/nginx/gateway.conf');

/** The block of one top-level compose service (two-space indented key up to the next one). */
function service(name: string): string {
  const match = new RegExp(`^  ${name}:\\n((?:(?: {4,}.*)?\\n)+)`, 'm').exec(compose);
  if (!match?.[1]) throw new Error(`docker-compose.yml has no service ${name}`);
  return match[1];
}

test('every upstream host of the gateway is a compose service on the port its image listens on', () => {
  const upstreams = [...gateway.matchAll(/server ([a-z-]+):(\d+)/g)].map((m) => [m[1], m[2]]);
  expect(upstreams).toEqual([
    ['api', '3000'],
    ['shell', '8080'],
    ['mfe-marketing', '8080'],
    ['mfe-chat', '8080'],
    ['mfe-admin', '8080'],
    ['mfe-training', '8080'],
  ]);
  for (const [host] of upstreams) expect(() => service(host ?? '')).not.toThrow();
  expect(read('deploy/api.Dockerfile')).toMatch(/EXPOSE 3000/);
  expect(read('deploy/web.Dockerfile')).toMatch(/EXPOSE 8080/);
  expect(read('deploy/nginx/shell.conf')).toMatch(/listen 8080;/);
  expect(read('deploy/nginx/remote.conf')).toMatch(/listen 8080;/);
});

test.each(Object.values(REMOTES))(
  'the remote $name is its own image, published under $mount where the gateway and the registry look',
  ({ dir, mount }) => {
    const block = service(dir);
    expect(block).toMatch(/dockerfile: deploy\/web\.Dockerfile/);
    expect(block).toContain(`WORKSPACE: ${dir}`);
    expect(block).toContain(`MOUNT: ${mount.replace(/^\//, '')}`);
    expect(gateway).toMatch(
      new RegExp(`location ${mount}/ \\{ proxy_pass http://${dir.replace('-', '_')}; \\}`),
    );
  },
);

test('the API scales without a published port, waits for the migration job and drains within its grace period', () => {
  const api = service('api');
  expect(api).not.toMatch(/ports:/);
  expect(api).toMatch(/migrate: \{ condition: service_completed_successfully \}/);
  expect(api).toMatch(/\/api\/ready/);
  // Longer than the API's own 10 s shutdown deadline, so Docker never kills a draining replica.
  expect(Number(/stop_grace_period: (\d+)s/.exec(api)?.[1])).toBeGreaterThan(10);
  expect(service('migrate')).toMatch(/command: \["node", "dist\/migrate\.js"\]/);
  expect(service('gateway')).toContain('./deploy/nginx/gateway.conf:/etc/nginx/nginx.conf:ro');
});

test('images run as non-root and install production dependencies only', () => {
  const api = read('deploy/api.Dockerfile');
  expect(api).toMatch(/npm ci --omit=dev/);
  expect(api).toMatch(/^USER node$/m);
  const web = read('deploy/web.Dockerfile');
  expect(web).toMatch(/nginx-unprivileged/);
  expect(web).toMatch(/^USER 101$/m);
});

test('the mail catcher for trials is off the public gateway: its web UI answers on loopback only', () => {
  const mailpit = service('mailpit');
  expect(mailpit).toMatch(/image: axllent\/mailpit:/);
  expect(mailpit).toContain('"127.0.0.1:8025:8025"');
  expect(gateway).not.toMatch(/mailpit/);
  expect(compose).toMatch(/SMTP_URL: \$\{SMTP_URL:-smtp:\/\/mailpit:1025\}/);
});

test("the nightly backup runs the API image into its own volume, with pg_dump of the server's major in the image", () => {
  const backup = service('backup');
  expect(backup).toMatch(/image: zak-coaching\/api:\$\{API_TAG:-latest\}/);
  expect(backup).toContain('command: ["node", "dist/backup-schedule.js"]');
  expect(backup).toContain('<<: *api-env');
  expect(backup).toContain('BACKUP_DIR: /backups');
  expect(backup).toContain('- backups:/backups');
  expect(backup).toMatch(/BACKUP_TIME: \$\{BACKUP_TIME:-\d\d:\d\d\}/);
  expect(backup).toMatch(/migrate: \{ condition: service_completed_successfully \}/);
  expect(backup).toContain('healthcheck: { disable: true }');
  expect(compose).toMatch(/^volumes:\n(?: {2}\w+:\n)* {2}backups:$/m);
  const api = read('deploy/api.Dockerfile');
  // Owned by the image's user, so a new volume mounted there is writable.
  expect(api).toMatch(/^RUN mkdir \/backups && chown node:node \/backups$/m);
  expect(api).toMatch(/^ARG NODE_IMAGE=node:22-bookworm-slim$/m);
  expect(api).toMatch(/apt\.postgresql\.org\.sh -y/);
  expect(api).toMatch(/pg_dump --version \| grep -q " \$\{PG_CLIENT_MAJOR\}\\."/);
  expect(read('deploy/web.Dockerfile')).toMatch(/^ARG NODE_IMAGE=node:22-bookworm-slim$/m);
});
