/**
 * A real, throwaway PostgreSQL server for storage tests: Debian's postgresql
 * (installed with apt-get when missing), a cluster in a temporary folder on a
 * loopback port, stopped and removed by stop().
 */
import { execFileSync, execSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function pgBin(): string {
  const find = () =>
    existsSync('/usr/lib/postgresql')
      ? readdirSync('/usr/lib/postgresql')
          .map((v) => `/usr/lib/postgresql/${v}/bin`)
          .find((d) => existsSync(`${d}/initdb`))
      : undefined;
  let bin = find();
  if (!bin) {
    try {
      execSync('apt-get install -y postgresql', { stdio: 'inherit' });
    } catch {
      execSync('apt-get update && apt-get install -y postgresql', { stdio: 'inherit' });
    }
    bin = find();
  }
  if (!bin) throw new Error('PostgreSQL binaries are still missing after apt-get install postgresql');
  return bin;
}

/** Runs a PostgreSQL command as the postgres user when we are root (initdb refuses root). */
function asPostgres(cmd: string, args: string[]): void {
  if (process.getuid?.() === 0)
    execFileSync(
      'su',
      ['postgres', '-s', '/bin/sh', '-c', [cmd, ...args].map((a) => `'${a.replace(/'/g, "'\\''")}'`).join(' ')],
      { stdio: 'pipe' },
    );
  else execFileSync(cmd, args, { stdio: 'pipe' });
}

export interface ThrowawayPostgres {
  /** postgres://horde@127.0.0.1:PORT/postgres */
  url: string;
  /** Stops the database server and keeps its data (an outage); `resume` starts it again on the same port. */
  pause(): void;
  resume(): void;
  stop(): void;
}

export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const bin = pgBin();
  const pgCtl = `${bin}/pg_ctl`;
  const dir = mkdtempSync(join(tmpdir(), 'horde-pg-'));
  if (process.getuid?.() === 0) {
    const uid = Number(execSync('id -u postgres').toString());
    const gid = Number(execSync('id -g postgres').toString());
    chownSync(dir, uid, gid);
  }
  const data = join(dir, 'data');
  const port = 20000 + Math.floor(Math.random() * 20000);
  asPostgres(`${bin}/initdb`, ['-D', data, '-A', 'trust', '-U', 'horde', '--no-sync']);
  const start = () =>
    asPostgres(pgCtl, [
      '-D',
      data,
      '-w',
      '-l',
      join(dir, 'log'),
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
      'start',
    ]);
  start();
  return {
    url: `postgres://horde@127.0.0.1:${port}/postgres`,
    pause() {
      // "fast": the server ends every session at once, as a restart by the operator does.
      asPostgres(pgCtl, ['-D', data, '-m', 'fast', '-w', 'stop']);
    },
    resume: start,
    stop() {
      try {
        asPostgres(pgCtl, ['-D', data, '-m', 'immediate', 'stop']);
      } catch {
        /* already down */
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
