/**
 * A real reverse proxy for the cluster tests: Debian's nginx (installed with apt-get when missing), run in the
 * foreground from a configuration written to a temporary folder, in front of the server processes: `/n/<name>/`
 * reaches one process (its HORDE_NODE_URL), everything else any of them (round robin, the next one when a process
 * is gone). docs/deploy.md shows the same configuration for a host.
 */
import { type ChildProcess, execSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function nginxBin(): string {
  const find = () => ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));
  let bin = find();
  if (!bin) {
    try {
      execSync('apt-get install -y nginx-light', { stdio: 'inherit' });
    } catch {
      execSync('apt-get update && apt-get install -y nginx-light', { stdio: 'inherit' });
    }
    bin = find();
  }
  if (!bin) throw new Error('nginx is still missing after apt-get install nginx-light');
  return bin;
}

/** A free TCP port on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The proxy's configuration: the same as docs/deploy.md's, with loopback ports. */
export function nginxConfig(dir: string, listen: number, nodes: { name: string; port: number }[]): string {
  const ws = `proxy_http_version 1.1;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_read_timeout 120s;`;
  return `worker_processes 1;
daemon off;
user root;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/tmp/body;
  proxy_temp_path ${dir}/tmp/proxy;
  fastcgi_temp_path ${dir}/tmp/fastcgi;
  uwsgi_temp_path ${dir}/tmp/uwsgi;
  scgi_temp_path ${dir}/tmp/scgi;
  map $http_upgrade $connection_upgrade { default upgrade; '' close; }
  upstream horde {
${nodes.map((n) => `    server 127.0.0.1:${n.port} max_fails=1 fail_timeout=3s;`).join('\n')}
  }
  server {
    listen 127.0.0.1:${listen};
${nodes
  .map(
    (n) => `    location /n/${n.name}/ {
      proxy_pass http://127.0.0.1:${n.port}/;
      ${ws}
    }`,
  )
  .join('\n')}
    location / {
      proxy_pass http://horde;
      proxy_next_upstream error timeout http_502 http_503;
      ${ws}
    }
  }
}
`;
}

export interface RunningProxy {
  url: string;
  port: number;
  stop(): void;
}

export async function startNginx(listen: number, nodes: { name: string; port: number }[]): Promise<RunningProxy> {
  const bin = nginxBin();
  const dir = mkdtempSync(join(tmpdir(), 'horde-nginx-'));
  mkdirSync(join(dir, 'tmp'));
  chmodSync(dir, 0o755);
  const conf = join(dir, 'nginx.conf');
  writeFileSync(conf, nginxConfig(dir, listen, nodes));
  const child: ChildProcess = spawn(bin, ['-p', dir, '-c', conf], { stdio: ['ignore', 'ignore', 'pipe'] });
  let err = '';
  child.stderr?.on('data', (d: Buffer) => {
    err += d.toString();
  });
  const url = `http://127.0.0.1:${listen}`;
  const end = Date.now() + 10_000;
  for (;;) {
    const up = await fetch(`${url}/api/health`).then(
      () => true,
      () => false,
    );
    if (up) break;
    if (child.exitCode !== null || Date.now() > end) throw new Error(`nginx did not start: ${err}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    port: listen,
    stop() {
      child.kill('SIGTERM');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
