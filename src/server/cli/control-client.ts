// The CLI side of the control socket (cli/control-socket.ts).
import { request } from 'node:http';
import path from 'node:path';

export const controlSocketOf = (dataDir: string) => path.join(dataDir, 'control.sock');

export type ControlReply = { output: string; exitCode: number };

/** Runs `program args` inside the server that holds `dataDir`. */
export const sendToServer = (dataDir: string, program: string, args: string[]) =>
  new Promise<ControlReply>((resolve, reject) => {
    const body = JSON.stringify({ program, args });
    const req = request(
      {
        socketPath: controlSocketOf(dataDir),
        path: '/run',
        method: 'POST',
        headers: { 'content-type': 'application/json' },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          try {
            resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')) as ControlReply);
          } catch (error) {
            reject(error);
          }
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
