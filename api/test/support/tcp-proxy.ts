import net from 'node:net';

/**
 * A TCP relay to a database server that a test can cut (the network between a replica and
 * PostgreSQL lost: open connections reset, new ones refused) and restore on the same port.
 */
export async function startTcpProxy(targetUrl: string): Promise<{
  url: string;
  hold(): void;
  release(): void;
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}> {
  const target = new URL(targetUrl);
  const sockets = new Set<net.Socket>();
  // While held, what the server sends is kept back (the connection stays up, nothing arrives).
  let held = false;
  const pending: Array<() => void> = [];
  const relay = (client: net.Socket) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
    }
    client.pipe(upstream);
    upstream.on('data', (chunk: Buffer) => {
      if (held) pending.push(() => client.write(chunk));
      else client.write(chunk);
    });
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  };
  let server = net.createServer(relay);
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port));
    });
  const port = await listen(0);
  const stopListening = () =>
    new Promise<void>((resolve) => {
      if (!server.listening) return resolve();
      server.close(() => resolve());
    });
  const cut = async () => {
    const closing = stopListening();
    for (const socket of sockets) socket.destroy();
    await closing;
  };
  const url = new URL(targetUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return {
    url: url.toString(),
    hold() {
      held = true;
    },
    release() {
      held = false;
      for (const send of pending.splice(0)) send();
    },
    cut,
    async restore() {
      server = net.createServer(relay);
      await listen(port);
    },
    close: cut,
  };
}
