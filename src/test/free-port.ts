// Ports for the processes a test starts: a loopback port nothing listens on now (others'
// servers share this machine's loopback), and the wait until the process listens on it.
import type { ChildProcess } from 'node:child_process';
import { type AddressInfo, connect, createServer } from 'node:net';

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/**
 * Resolves once `child` (named `name`) accepts connections on `port`; fails with its `output`
 * if it exits first, or after 10 s.
 */
export const listening = async (port: number, child: ChildProcess, name: string, output: () => string) => {
  for (let i = 0; i < 200; i += 1) {
    if (child.exitCode !== null) throw new Error(`${name} exited: ${output()}`);
    if (await accepts(port)) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${name} did not listen: ${output()}`);
};
