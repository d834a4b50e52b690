/**
 * Starts the server as a child process (node + tsx running main.ts) and waits
 * for its "listening on" line. Used by the load test and the fault test.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface ChildServer {
  child: ChildProcess;
  url: string;
  /** Everything the child printed so far. */
  output(): string;
  /** SIGTERM (graceful) or SIGKILL; resolves when the process is gone. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export interface ChildServerOptions {
  dataDir: string;
  env?: Record<string, string>;
  timeoutMs?: number;
  /** Extra node flags (e.g. --expose-gc). */
  nodeArgs?: string[];
}

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));

export function startChildServer(opts: ChildServerOptions): Promise<ChildServer> {
  const tsx = import.meta.resolve('tsx');
  const child = spawn(process.execPath, [...(opts.nodeArgs ?? []), '--import', tsx, MAIN], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: opts.dataDir,
      HORDE_MISSIONS: 'sample',
      HORDE_LOG: '0',
      // Its clients (the load test's, the tests') all come from this machine.
      HORDE_UNLIMITED_ADDRESSES: '127.0.0.1,::1,::ffff:127.0.0.1',
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start:\n${out}`));
    }, opts.timeoutMs ?? 20_000);
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const m = /listening on (http:\/\/\S+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({
          child,
          url: m[1],
          output: () => out,
          async stop(signal = 'SIGTERM') {
            if (child.exitCode === null && child.signalCode === null) child.kill(signal);
            await exited;
          },
        });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (c: Buffer) => {
      out += c.toString();
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code ?? signal}) before listening:\n${out}`));
    });
  });
}
