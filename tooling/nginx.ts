import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { nginxConfigDir } from '../src/build/hosts/hostConfigs.ts';
import { brotliStaticModule, nginxBuild } from './nginxBinary.mjs';
import { need } from './programs.mjs';
import { pageLoadLog } from './pageLoads.ts';
import { originOf, ports, workFolder } from './ports.ts';
import { runningFromPidFile } from './processes.ts';

/**
 * nginx serving dist/ for the `nginx` browser-test project, with the include
 * the build wrote (dist/_nginx/site.conf) in a server block the way
 * docs/deploying.md tells a deployer to: inside a stock http block (the binary's own mime.types,
 * `default_type application/octet-stream`), so a type the stock list lacks
 * shows up as it would in production.
 *
 * It runs unprivileged: pid file, logs and every temp path live in a folder of
 * its own, named after the port so two worktrees never share one.
 */

const root = join(import.meta.dirname, '..');

export const nginxOrigin = originOf(ports.nginx);
/** The same site without brotli.conf: what an nginx without the brotli_static module serves. */
export const nginxGzipOnlyOrigin = originOf(ports.nginxGzipOnly);

/** The file the tests include: the one the build wrote for deployers. */
export const siteConfig = join(root, 'dist', nginxConfigDir, 'site.conf');
/** Included after it where the brotli_static module is installed. */
const brotliConfig = join(root, 'dist', nginxConfigDir, 'brotli.conf');

/** One `server` block: where it listens and the files it includes in order. */
export interface SiteServer {
  readonly port: number;
  readonly includes: readonly string[];
}

const workDir = workFolder('nginx', ports.nginx);
const pidFile = join(workDir, 'nginx.pid');
const mainConfig = join(workDir, 'nginx.conf');
const errorLog = join(workDir, 'error.log');

/** nginx 1.19.5 added `-e`, which keeps even the startup log out of /var/log. */
const hasErrorLogFlag = (version: readonly number[]) => (version[0] ?? 0) * 1e6 + (version[1] ?? 0) * 1e3 + (version[2] ?? 0) >= 1_019_005;

/** nginx quotes: a path with spaces stays one argument. */
const quoted = (path: string) => `"${path.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;

interface Nginx {
  readonly binary: string;
  /** Command-line arguments that run this project's config. */
  readonly args: readonly string[];
}

function nginx(): Nginx {
  const binary = need('nginx');
  const { version } = nginxBuild(binary);
  return { binary, args: ['-c', mainConfig, '-p', `${workDir}/`, ...(hasErrorLogFlag(version) ? ['-e', errorLog] : [])] };
}

/** Whether this nginx has the brotli_static module installed, which the tests then load. */
export function nginxHasBrotli(): boolean {
  return Boolean(brotliStaticModule(nginxBuild(nginx().binary)));
}

/**
 * The tests' servers: the deploy config as a deployer includes it (with
 * brotli.conf where the module is installed) and, beside it, without
 * brotli. The module does nothing in a server that does not turn it on, so the
 * second serves what an nginx without the module would.
 */
function testServers(brotli: boolean): SiteServer[] {
  return [
    { port: ports.nginx, includes: brotli ? [siteConfig, brotliConfig] : [siteConfig] },
    { port: ports.nginxGzipOnly, includes: [siteConfig] },
  ];
}

/**
 * Run as root, nginx hands its workers to `nobody`, who cannot read a
 * checkout inside a folder only its owner may enter (`mktemp -d`, often
 * `/root`): every answer is then a 403. The workers run as the checkout's
 * owner instead. Run as anyone else, nginx cannot switch users at all.
 */
function workerUser(): string {
  if (process.getuid?.() !== 0) return '';
  const owner = statSync(root).uid;
  const name = spawnSync('id', ['-nu', String(owner)], { encoding: 'utf8' }).stdout.trim();
  const group = spawnSync('id', ['-gn', String(owner)], { encoding: 'utf8' }).stdout.trim();
  if (!name || !group) throw new Error(`no user or group name for uid ${owner}, the owner of ${root}`);
  return `user ${name} ${group};\n`;
}

/** The whole nginx.conf around the generated server block body, with the tests' servers and any others (the serving benchmark's). */
function mainConfigText({ binary }: Pick<Nginx, 'binary'>, extraServers: readonly SiteServer[] = []): string {
  const build = nginxBuild(binary);
  const mimeTypes = join(build.confDir, 'mime.types');
  if (!existsSync(mimeTypes)) throw new Error(`nginx's mime.types is not at ${mimeTypes}`);
  const brotliModule = brotliStaticModule(build);
  const servers = [...testServers(Boolean(brotliModule)), ...extraServers].map(
    ({ port, includes }) => `
    server {
        listen 127.0.0.1:${port};
        root ${quoted(join(root, 'dist'))};
${includes.map((file) => `        include ${quoted(file)};`).join('\n')}
    }`,
  );
  const temp = (name: string) => `    ${name}_temp_path ${quoted(join(workDir, name))};`;
  return `# Written by tooling/nginx.ts for the nginx browser-test project.
${brotliModule ? `load_module ${quoted(brotliModule)};\n` : ''}${workerUser()}daemon on;
worker_processes 1;
pid ${quoted(pidFile)};
error_log ${quoted(errorLog)} warn;

events {
    worker_connections 256;
}

http {
    include ${quoted(mimeTypes)};
    default_type application/octet-stream;
    sendfile on;
    access_log ${quoted(join(workDir, 'access.log'))};
    # A line per page a browser loads, for the count tests/run.mjs prints (tooling/pageLoads.ts).
    map "$http_sec_fetch_mode $sent_http_content_type" $page_load {
        "~^navigate text/html" 1;
        default 0;
    }
    log_format page_load '$status $request_uri';
    access_log ${quoted(pageLoadLog('e2e.nginx'))} page_load if=$page_load;
${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n')}
${servers.join('\n')}
}
`;
}

/**
 * The nginx in the pid file, if it still runs. A pid file left by an nginx
 * that was killed outright may name a pid since given to another process, so
 * the process must be an nginx master running this project's config.
 */
function runningPid(): number | undefined {
  // nginx sets its master's title to "nginx: master process <its command line>".
  return runningFromPidFile(pidFile, (title) => title.includes('nginx: master process') && title.includes(mainConfig));
}

/** Writes the config into a fresh folder (stop any nginx of an earlier run first) and runs `nginx -t` on it: its exit status and what it printed. */
export function writeAndTestConfig(extraServers: readonly SiteServer[] = []): { status: number | null; output: string } {
  const server = nginx();
  rmSync(workDir, { recursive: true, force: true });
  mkdirSync(workDir, { recursive: true });
  writeFileSync(mainConfig, mainConfigText(server, extraServers));
  const result = spawnSync(server.binary, ['-t', ...server.args], { encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** Starts nginx in the background (it daemonises once listening); resolves with its pid. */
export function startNginx(): number {
  const server = nginx();
  const result = spawnSync(server.binary, server.args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`nginx did not start: ${result.stderr}`);
  const pid = runningPid();
  if (!pid) throw new Error(`nginx started but its pid file is missing: ${readFileSync(errorLog, 'utf8').slice(-500)}`);
  return pid;
}

/** Asks nginx to stop (by the pid in its pid file); returns the pid it signalled, if any. */
export function stopNginx(): number | undefined {
  const pid = runningPid();
  if (pid) process.kill(pid, 'SIGTERM');
  return pid;
}
