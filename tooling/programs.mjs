// Every program the tests run that npm does not install, in one table: how
// each is found (its environment variable wins, else the test environment's
// lock for what the lock fetches, else the first of its usual places that
// exists, else PATH) and what to install when it is not. The suites ask
// `program()`; `npm test` (tests/run.mjs) first prepares the lock's programs
// (tooling/environment/environment.mjs), then asks `ensurePrograms()`, which as
// root on Debian or Ubuntu installs what is still missing.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { lockedProgram } from './environment/environment.mjs';
import { brotliStaticModule, nginxBuild } from './nginxBinary.mjs';

/**
 * @typedef {object} Program
 * @property {string} what what it is, for the line that says it is missing
 * @property {string} debian the Debian and Ubuntu package that installs it
 * @property {string} [variable] the environment variable naming it; set to a missing file, nothing is found
 * @property {Parameters<typeof lockedProgram>[0]} [locked] the program of the test environment's lock it is, found in the lock's cache once fetched
 * @property {readonly string[]} [places] where it usually lives, in order
 * @property {string} [name] its name, to look for on PATH after `places`
 * @property {() => string | undefined} [find] how to find it, for what is no binary of its own
 * @property {boolean} [optional] whether the tests run without it (with less)
 * @property {() => boolean} [wanted] whether `npm test` needs it on this machine (default: always)
 */

const webkitApis = ['x86_64-linux-gnu', 'aarch64-linux-gnu'].flatMap((arch) =>
  ['4.1', '4.0', '6.0'].map((api) => `/usr/lib/${arch}/webkit2gtk-${api}/MiniBrowser`),
);

const programs = /** @type {const} @satisfies {Record<string, Program>} */ ({
  chromium: {
    what: 'Chromium or Google Chrome',
    debian: 'chromium',
    variable: 'CHROME_PATH',
    locked: 'chromium',
    places: [
      '/usr/bin/chromium',
      '/usr/bin/chromium-browser',
      '/usr/bin/google-chrome',
      '/usr/bin/google-chrome-stable',
      '/snap/bin/chromium',
      '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
      '/Applications/Chromium.app/Contents/MacOS/Chromium',
    ],
  },
  // The Playwright suites' pages open in it where it matches Chromium's version (tooling/chromium.mjs);
  // without it they open in Chromium itself, headless. Debian's package goes only beside Debian's Chromium.
  headlessShell: {
    what: 'Chromium headless shell',
    debian: 'chromium-headless-shell',
    variable: 'CHROME_HEADLESS_SHELL_PATH',
    locked: 'headlessShell',
    places: ['/usr/bin/chromium-headless-shell'],
    optional: true,
    wanted: /** @returns {boolean} */ () => program('chromium') === '/usr/bin/chromium',
  },
  // The browser tests serve the build with nginx too (tooling/nginx.ts).
  nginx: {
    what: 'nginx 1.11.8 or newer',
    debian: 'nginx',
    variable: 'NGINX_PATH',
    places: ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx', '/opt/homebrew/bin/nginx', '/usr/local/bin/nginx'],
    name: 'nginx',
  },
  // Without it the nginx tests serve gzip only.
  brotliStatic: {
    what: 'nginx brotli_static module',
    debian: 'libnginx-mod-http-brotli-static',
    find: /** @returns {string | undefined} */ () => {
      const nginx = program('nginx');
      return nginx ? brotliStaticModule(nginxBuild(nginx)) : undefined;
    },
    optional: true,
  },
  // The Nu HTML checker over the built pages (tests/build/html.test.ts) is a Java program.
  java: { what: 'Java 11 or later', debian: 'default-jre-headless', variable: 'JAVA_PATH', places: ['/usr/bin/java'], name: 'java' },
  // The cross-engine journeys (tests/engines/) and the screen reader's Firefox.
  firefox: {
    what: 'Firefox',
    debian: 'firefox-esr',
    variable: 'FIREFOX_PATH',
    locked: 'firefox',
    places: ['/usr/bin/firefox-esr', '/usr/bin/firefox', '/Applications/Firefox.app/Contents/MacOS/firefox'],
  },
  webkitDriver: { what: 'WebKitGTK’s WebDriver', debian: 'webkit2gtk-driver', variable: 'WEBKIT_DRIVER_PATH', places: ['/usr/bin/WebKitWebDriver'] },
  miniBrowser: { what: 'WebKitGTK’s MiniBrowser', debian: 'webkit2gtk-driver', variable: 'WEBKIT_BROWSER_PATH', places: webkitApis },
  // A display for the browsers that need one, where there is none.
  xvfb: { what: 'Xvfb', debian: 'xvfb', variable: 'XVFB_PATH', places: ['/usr/bin/Xvfb'], wanted: () => !process.env.DISPLAY },
  // The fonts every browser renders with, pinned by tests/visual/fonts.conf (tests/support/fonts.mjs).
  fonts: { what: 'DejaVu fonts', debian: 'fonts-dejavu-core', locked: 'fonts', places: ['/usr/share/fonts/truetype/dejavu'] },
  // The screen reader (tests/screen-reader/): Orca, xdotool to press its keys, openbox so the browser's
  // window takes focus, and a D-Bus session bus with the AT-SPI bus.
  orca: { what: 'Orca', debian: 'orca', variable: 'ORCA_PATH', places: ['/usr/bin/orca'], name: 'orca' },
  xdotool: { what: 'xdotool', debian: 'xdotool', variable: 'XDOTOOL_PATH', places: ['/usr/bin/xdotool'], name: 'xdotool' },
  openbox: { what: 'openbox', debian: 'openbox', variable: 'OPENBOX_PATH', places: ['/usr/bin/openbox'], name: 'openbox' },
  dbusDaemon: { what: 'dbus-daemon', debian: 'dbus-daemon', variable: 'DBUS_DAEMON_PATH', places: ['/usr/bin/dbus-daemon'], name: 'dbus-daemon' },
  atSpiBusLauncher: {
    what: 'AT-SPI bus launcher',
    debian: 'at-spi2-core',
    variable: 'ATSPI_BUS_LAUNCHER_PATH',
    places: ['/usr/libexec/at-spi-bus-launcher', '/usr/lib/at-spi2-core/at-spi-bus-launcher'],
  },
});

/** @typedef {keyof typeof programs} ProgramKey */

/**
 * Where a program is, or undefined.
 * @param {ProgramKey} key
 * @returns {string | undefined}
 */
export function program(key) {
  /** @type {Program} */
  const wanted = programs[key];
  if (wanted.find) return wanted.find();
  const fromEnv = wanted.variable ? process.env[wanted.variable] : undefined;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : undefined;
  const locked = wanted.locked ? lockedProgram(wanted.locked) : undefined;
  if (locked) return locked;
  const onPath = wanted.name ? (process.env.PATH ?? '').split(delimiter).map((folder) => join(folder, wanted.name ?? '')) : [];
  return [...(wanted.places ?? []), ...onPath].find((path) => existsSync(path));
}

/**
 * The one line that says a program is missing and what to install.
 * @param {ProgramKey} key
 */
function missing(key) {
  /** @type {Program} */
  const wanted = programs[key];
  const pointed = wanted.variable ? process.env[wanted.variable] : undefined;
  if (pointed) return `${wanted.variable} points at ${pointed}, which does not exist.`;
  return `No ${wanted.what} found: install it (Debian/Ubuntu: sudo apt-get install ${wanted.debian})${wanted.variable ? `, or set ${wanted.variable} to it` : ''}.`;
}

/**
 * Where a program is; throws the line saying what to install when it is not there.
 * @param {ProgramKey} key
 * @returns {string}
 */
export function need(key) {
  const found = program(key);
  if (!found) throw new Error(missing(key));
  return found;
}

/**
 * The Python Orca runs on, from its script's first line: it has the AT-SPI bindings Orca needs (Debian's
 * python3-gi, a dependency of orca), which the tree reader (tests/screen-reader/tree/) uses too, rather
 * than whichever python3 is first on PATH.
 * @returns {string}
 */
export function orcaPython() {
  const orca = need('orca');
  const shebang = /^#!\s*(\S+)(?:\s+(\S+))?/.exec(readFileSync(orca, 'utf8').split('\n', 1)[0] ?? '');
  if (!shebang?.[1]) throw new Error(`${orca} does not start with a #! line naming its Python`);
  // "#!/usr/bin/env python3" names the program second.
  return shebang[1].endsWith('/env') && shebang[2] ? shebang[2] : shebang[1];
}

const asRootOnDebian = () =>
  process.getuid?.() === 0 && existsSync('/etc/os-release') && /^(ID|ID_LIKE)=.*\b(debian|ubuntu)\b/m.test(readFileSync('/etc/os-release', 'utf8'));

/**
 * Every program `npm test` needs on this machine, found or (as root on Debian
 * or Ubuntu) installed from its package. A missing one that cannot be
 * installed stops the process with one line saying what to install; a missing
 * optional one is reported and left out.
 */
export function ensurePrograms() {
  let updated = false;
  for (const key of /** @type {ProgramKey[]} */ (Object.keys(programs))) {
    /** @type {Program} */
    const wanted = programs[key];
    if (program(key) || !(wanted.wanted?.() ?? true)) continue;
    const pointed = wanted.variable && process.env[wanted.variable];
    if (!pointed && asRootOnDebian()) {
      console.log(`No ${wanted.what} found: installing Debian’s ${wanted.debian} package…`);
      const apt = (/** @type {string[]} */ ...args) => spawnSync('apt-get', args, { stdio: 'inherit' }).status === 0;
      updated ||= apt('update', '-qq');
      if (apt('install', '-y', '-qq', wanted.debian) && program(key)) continue;
    }
    // A variable set to a missing file is a mistake to point out, even for what the tests can do without.
    if (wanted.optional && !pointed) {
      console.log(missing(key));
      continue;
    }
    console.error(missing(key));
    process.exit(1);
  }
}
