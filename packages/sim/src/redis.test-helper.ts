/**
 * A real, throwaway Redis for the queue tests: Debian's redis-server (installed with apt-get when missing, as
 * the server's tests install PostgreSQL), on a random loopback port, no persistence (no RDB snapshot, no AOF),
 * its folder in the system's temporary folder; stop() ends it and removes the folder.
 */
import { type ChildProcess, execSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const CANDIDATES = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'];

/** The redis-server binary, installed from Debian's packages when absent. */
export function redisServerBin(): string {
  const find = () => CANDIDATES.find((p) => existsSync(p));
  let bin = find();
  if (!bin) {
    try {
      execSync('apt-get install -y --no-install-recommends redis-server', { stdio: 'inherit' });
    } catch {
      execSync('apt-get update && apt-get install -y --no-install-recommends redis-server', { stdio: 'inherit' });
    }
    bin = find();
  }
  if (!bin) throw new Error('redis-server is still missing after apt-get install redis-server');
  return bin;
}

export interface ThrowawayRedis {
  /** redis://127.0.0.1:PORT */
  url: string;
  port: number;
  stop(): Promise<void>;
}

/** Whether something answers PING with +PONG on the port. */
function pong(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect({ host: '127.0.0.1', port });
    let text = '';
    const end = (ok: boolean) => {
      socket.destroy();
      done(ok);
    };
    socket.setTimeout(500, () => end(false));
    socket.on('error', () => end(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (d) => {
      text += d.toString();
      if (text.includes('\r\n')) end(text.startsWith('+PONG'));
    });
  });
}

async function startOn(bin: string, dir: string, port: number): Promise<ChildProcess | null> {
  const child = spawn(
    bin,
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--dir',
      dir,
      '--daemonize',
      'no',
      '--loglevel',
      'warning',
    ],
    { stdio: 'ignore' },
  );
  let exited = false;
  child.on('exit', () => {
    exited = true;
  });
  for (let i = 0; i < 100 && !exited; i++) {
    if (await pong(port)) return child;
    await new Promise((r) => setTimeout(r, 50));
  }
  child.kill('SIGKILL');
  return null;
}

export async function startThrowawayRedis(): Promise<ThrowawayRedis> {
  const bin = redisServerBin();
  const dir = mkdtempSync(join(tmpdir(), 'horde-redis-'));
  // A port taken by another process makes redis-server exit at once: try another.
  for (let attempt = 0; attempt < 5; attempt++) {
    const port = 20000 + Math.floor(Math.random() * 20000);
    const child = await startOn(bin, dir, port);
    if (!child) continue;
    return {
      url: `redis://127.0.0.1:${port}`,
      port,
      async stop() {
        if (child.exitCode === null && child.signalCode === null) {
          const gone = new Promise((r) => child.once('exit', r));
          child.kill('SIGKILL');
          await gone;
        }
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  rmSync(dir, { recursive: true, force: true });
  throw new Error('redis-server did not start on a loopback port (5 tries)');
}
