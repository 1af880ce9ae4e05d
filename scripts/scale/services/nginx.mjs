import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startLogged, stopChild, tail } from '../lib/processes.mjs';
import { call, waitFor } from '../lib/http.mjs';

/**
 * The compose profile's docker/nginx/scale.conf, unchanged but for the lines it marks
 * "scale-test:" (Docker DNS, port 80, log path), so the test proves the proxy settings shipped.
 */
export function nginxConfig(root, dir, listenPort, upstreamPorts) {
  const replacements = {
    resolver: '',
    servers: upstreamPorts.map((port) => `server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;`).join('\n    '),
    listen: `listen 127.0.0.1:${listenPort};`,
    access_log: `access_log ${join(dir, 'access.log')} scale;`,
  };
  const lines = readFileSync(join(root, 'docker/nginx/scale.conf'), 'utf8').split('\n');
  const seen = new Set();
  const site = lines.map((line) => {
    const marker = /#\s*scale-test:\s*(\w+)\s*$/.exec(line);
    if (!marker) return line;
    if (!(marker[1] in replacements)) throw new Error(`docker/nginx/scale.conf: unknown marker "${marker[1]}"`);
    seen.add(marker[1]);
    return `${/^\s*/.exec(line)[0]}${replacements[marker[1]]}`;
  });
  const missing = Object.keys(replacements).filter((name) => !seen.has(name));
  if (missing.length > 0) throw new Error(`docker/nginx/scale.conf lost its "scale-test:" markers: ${missing.join(', ')}`);
  writeFileSync(join(dir, 'scale.conf'), site.join('\n'));
  const temp = (name) => join(dir, 'temp', name);
  return `worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 1024; }
http {
  client_body_temp_path ${temp('body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  include ${join(dir, 'scale.conf')};
}
`;
}

/** nginx from the Debian package, in the foreground, with every path under `dir` (none in /etc or /var). */
export async function startNginx({ root, dir, port, upstreamPorts }) {
  mkdirSync(join(dir, 'temp'), { recursive: true });
  // Started as root, nginx's workers run as nobody: they must reach the temp and log dirs.
  if (process.getuid?.() === 0) chmodSync(dir, 0o755);
  const confFile = join(dir, 'nginx.conf');
  writeFileSync(confFile, nginxConfig(root, dir, port, upstreamPorts));
  const child = startLogged('nginx', ['-p', dir, '-e', join(dir, 'error.log'), '-c', confFile, '-g', 'daemon off;'], {
    env: process.env,
    logFile: join(dir, 'nginx.out'),
  });
  const base = `http://127.0.0.1:${port}`;
  const up = await waitFor(
    async () => child.exitCode === null && (await call(base, 'GET', '/api/health', { timeoutMs: 2_000 })).status === 200,
    10_000,
  );
  if (!up) throw new Error(`nginx did not start: ${tail(join(dir, 'error.log'))}\n${tail(child.logFile)}`);
  return { base, child, stop: () => stopChild(child, 'SIGQUIT', 5_000), errorLog: join(dir, 'error.log') };
}
