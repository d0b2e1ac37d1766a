// `npm run dev`: the API with reload (tsx watch, port 3000) and a webpack-dev-server per front end
// (shell 3001, marketing 3002, chat 3003, admin 3004, training 3005). The API's /mfe-registry.json points at the
// remotes' dev servers; open the shell at http://localhost:3001 (it proxies /api and the registry
// to the API). Page start-up protections are off in dev builds. Ctrl+C stops everything.
import { spawn } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
const apiPort = process.env.PORT || '3000';
const remotes = { MARKETING: 3002, CHAT: 3003, ADMIN: 3004, TRAINING: 3005 };

const registryEnv = Object.fromEntries(
  Object.entries(remotes).map(([key, port]) => [
    `MFE_${key}_URL`,
    process.env[`MFE_${key}_URL`] || `http://localhost:${port}/mf-manifest.json`,
  ]),
);

const processes = [
  { name: 'api', args: ['run', 'dev', '-w', 'api'], env: { PORT: apiPort, ...registryEnv } },
  { name: 'shell', args: ['run', 'dev', '-w', 'shell'], env: { PORT: apiPort } },
  { name: 'marketing', args: ['run', 'dev', '-w', 'mfe-marketing'], env: { PORT: apiPort } },
  { name: 'chat', args: ['run', 'dev', '-w', 'mfe-chat'], env: { PORT: apiPort } },
  { name: 'admin', args: ['run', 'dev', '-w', 'mfe-admin'], env: { PORT: apiPort } },
  { name: 'training', args: ['run', 'dev', '-w', 'mfe-training'], env: { PORT: apiPort } },
];

const children = [];
let stopping = false;

function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500);
}

for (const p of processes) {
  const child = spawn('npm', p.args, {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'development', ...p.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = `[${p.name}]`.padEnd(12);
  const forward = (stream, out) =>
    stream.on('data', (data) => {
      for (const line of data.toString().split('\n'))
        if (line.trim()) out.write(`${prefix}${line}\n`);
    });
  forward(child.stdout, process.stdout);
  forward(child.stderr, process.stderr);
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`${prefix}exited (${code}); stopping the others`);
      stopAll(code ?? 1);
    }
  });
  children.push(child);
}

console.log(`[dev] shell: http://localhost:3001  (API http://localhost:${apiPort})`);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(0));
