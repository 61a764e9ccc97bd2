import { type ChildProcess, execFile, spawn } from 'node:child_process';
import {
  chmodSync,
  closeSync,
  copyFileSync,
  cpSync,
  existsSync,
  fstatSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { need } from '../../tooling/programs.mjs';
import { browserCommand, type WindowSize } from './browser.ts';
import { untilReady } from '../../tooling/server.ts';
import { firstLine, startXvfb, xvfbScreen } from '../support/xvfb.ts';
import { conditionHangMs } from '../../tooling/hangs.ts';
import type { ScreenReaderEngine } from '../../src/content/accessibilityTesting.ts';

const run = promisify(execFile);

/** The engines Orca reads in, as the accessibility statement names them (src/content/accessibilityTesting.ts). */
export type Engine = ScreenReaderEngine;

/** One utterance in Orca's speech log (orca/textlogfactory.py). */
export interface Utterance {
  readonly kind: 'speak' | 'sayall' | 'sayall-end' | 'key' | 'char';
  readonly text: string;
}

/** What Orca said, as one line: its utterances joined by spaces. */
export const said = (spoken: readonly Utterance[]) => spoken.map((line) => line.text).join(' ');

/** Something a key is pressed to hear, and how a failure names it. */
export interface Expected {
  readonly what: string;
  readonly test: (said: string) => boolean;
}

/** How long the speech log must stay unchanged before a key's answer counts as complete. */
const quietMs = 700;
// Every wait below is bounded by conditionHangMs, a hang bound, not a wait (tooling/hangs.ts): each ends as soon
// as its condition holds (Firefox's say-all of a legal page takes about 20 s, quiet).
/** How long a process has to exit on its signal before it is killed. */
const endTimeout = 5_000;

/**
 * A desktop of its own with Orca reading one browser: Xvfb, a D-Bus session
 * bus, the AT-SPI bus, openbox (xdotool's window activation needs a window
 * manager), Orca with a speech server that writes what it says to a file, and
 * the browser, started once and then sent from page to page. Only one Orca
 * per user can run: sessions run one after the other.
 */
export class ScreenReaderSession {
  private readonly processes: ChildProcess[] = [];
  private xvfb: { readonly display: string; stop(): void } | undefined;
  private readonly speechLog: string;
  /** Where the speech log stood each time Orca presented a new focus (orca/orca-customizations.py): one length in bytes per line. */
  private readonly focusLog: string;
  private env: NodeJS.ProcessEnv = {};

  private constructor(
    readonly engine: Engine,
    private readonly folder: string,
  ) {
    this.speechLog = join(folder, 'speech.log');
    this.focusLog = join(folder, 'focus.log');
  }

  /** Starts the desktop and Orca; `open` then shows it pages. */
  static async start(engine: Engine): Promise<ScreenReaderSession> {
    const session = new ScreenReaderSession(engine, mkdtempSync(join(tmpdir(), `orca-${engine}-`)));
    try {
      await session.startDesktop();
    } catch (error) {
      await session.stop();
      throw error;
    }
    return session;
  }

  private spawn(binary: string, args: readonly string[], name: string, output: 'pipe' | 'ignore' = 'ignore'): ChildProcess {
    // A process group of its own, so stopping it stops what it started (the browser's content processes).
    const child = spawn(binary, args, { env: this.env, stdio: ['ignore', output, 'pipe'], detached: true });
    const errors: Buffer[] = [];
    child.stderr?.on('data', (chunk: Buffer) => errors.push(chunk));
    child.once('exit', (code) => {
      if (code && existsSync(this.folder)) writeFileSync(join(this.folder, `${name}.stderr.log`), Buffer.concat(errors));
    });
    this.processes.push(child);
    return child;
  }

  private async startDesktop() {
    const home = join(this.folder, 'home');
    const runtime = join(this.folder, 'runtime');
    mkdirSync(home);
    mkdirSync(runtime);
    chmodSync(runtime, 0o700);
    writeFileSync(this.speechLog, '');
    writeFileSync(this.focusLog, '');
    this.xvfb = await startXvfb();
    this.env = {
      ...process.env,
      // The caller's own desktop and session bus are not Orca's.
      WAYLAND_DISPLAY: undefined,
      DBUS_SESSION_BUS_ADDRESS: undefined,
      // DISPLAY is known before the D-Bus session starts, so the services it activates (Firefox's desktop portal) see it.
      DISPLAY: this.xvfb.display,
      HOME: home,
      XDG_RUNTIME_DIR: runtime,
      XDG_CONFIG_HOME: join(home, '.config'),
      XDG_DATA_HOME: join(home, '.local/share'),
      XDG_CACHE_HOME: join(home, '.cache'),
      GSETTINGS_BACKEND: 'memory',
      LANG: 'C.UTF-8',
      LC_ALL: 'C.UTF-8',
      NO_AT_BRIDGE: '0',
      GNOME_ACCESSIBILITY: '1',
      ACCESSIBILITY_ENABLED: '1',
      MOZ_ENABLE_WAYLAND: '0',
      GDK_BACKEND: 'x11',
      ORCA_SPEECH_LOG: this.speechLog,
      ORCA_FOCUS_LOG: this.focusLog,
    };
    const dbusDaemon = need('dbusDaemon');
    const bus = this.spawn(dbusDaemon, ['--session', '--nofork', '--print-address=1'], 'dbus-daemon', 'pipe');
    if (!bus.stdout) throw new Error('dbus-daemon gave no output pipe');
    this.env.DBUS_SESSION_BUS_ADDRESS = (await firstLine(bus.stdout)).trim();

    const launcher = this.spawn(need('atSpiBusLauncher'), ['--launch-immediately'], 'at-spi-bus-launcher');
    const a11yBus = () =>
      run('dbus-send', ['--session', '--print-reply', '--dest=org.a11y.Bus', '/org/a11y/bus', 'org.a11y.Bus.GetAddress'], { env: this.env })
        .then(({ stdout }) => stdout.includes('unix:'))
        .catch(() => false);
    await untilReady(launcher, a11yBus, { timeout: conditionHangMs, what: 'the AT-SPI bus' });

    this.spawn(need('openbox'), ['--sm-disable'], 'openbox');

    await this.startOrca();
  }

  private orca: ChildProcess | undefined;
  private orcaStarts = 0;

  /**
   * Starts Orca (again), with a fresh copy of its settings, and resolves once it has said it is on: about
   * 1.5 s. Each page gets an Orca of its own: one Orca that had read seven pages, each in a browser since
   * closed, now and then stopped answering for a minute, in either engine, as it still held on to them.
   */
  private async startOrca() {
    await this.end(this.orca);
    const prefs = join(this.folder, 'orca-prefs');
    rmSync(prefs, { recursive: true, force: true });
    cpSync(join(import.meta.dirname, 'orca'), prefs, { recursive: true });
    // ORCA_DEBUG=1 writes Orca's own debug log, one per Orca started, kept beside the speech log in test-results/screen-reader/.
    this.orcaStarts += 1;
    const debug = process.env.ORCA_DEBUG === '1' ? ['--debug-file', join(this.folder, `orca-debug-${this.orcaStarts}.log`)] : [];
    const from = this.mark();
    const orca = this.spawn(need('orca'), ['-u', prefs, ...debug], 'orca');
    this.orca = orca;
    await untilReady(orca, () => Promise.resolve(this.spoken(from).some((line) => line.text === 'Screen reader on.')), {
      timeout: conditionHangMs,
      what: 'Orca (it exits at once while another Orca of the same user runs)',
    });
  }

  /**
   * Ends a process the session started, and what it started, and resolves once it has exited: killed if
   * it is still there after `endTimeout`, so a process that ignores its signal cannot hold the suite. Orca
   * is killed at once, as on SIGTERM it begins to shut down and then waits on the bus for good.
   */
  private async end(child: ChildProcess | undefined) {
    if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return;
    const group = -child.pid;
    const ended = new Promise((resolve) => child.once('exit', resolve));
    const signal = (name: NodeJS.Signals) => {
      try {
        process.kill(group, name);
      } catch {
        // The group had ended meanwhile.
      }
    };
    signal(child === this.orca ? 'SIGKILL' : 'SIGTERM');
    const late = setTimeout(() => signal('SIGKILL'), endTimeout);
    await ended;
    clearTimeout(late);
  }

  private browser: ChildProcess | undefined;
  private visits = 0;

  /**
   * Opens `url` in a new browser with a profile of its own (a first visit,
   * like the first page's: the app's service worker installs, and the footer
   * says so once the app runs), the one before it closed and Orca started
   * again, and resolves with what Orca said from the start until it had read
   * the page's summary. The desktop runs on.
   */
  async open(url: string, size: WindowSize = xvfbScreen): Promise<Utterance[]> {
    await this.end(this.browser);
    if (this.visits > 0) await this.startOrca();
    const from = this.mark();
    await this.startBrowser(url, size);
    return this.spoken(from);
  }

  private async startBrowser(url: string, size: WindowSize) {
    this.visits += 1;
    const { binary, args, windowClass } = browserCommand(this.engine, this.folder, url, this.visits, size);
    const mark = this.mark();
    const browser = this.spawn(binary, args, this.engine);
    this.browser = browser;
    let window = '';
    const found = () =>
      this.xdotool(['search', '--onlyvisible', '--class', windowClass])
        .then((stdout) => {
          window = stdout.trim().split('\n').at(-1) ?? '';
          return window !== '';
        })
        .catch(() => false);
    await untilReady(browser, found, { timeout: conditionHangMs, what: `${this.engine}'s window` });
    await this.xdotool(['windowactivate', '--sync', window]);
    // Loaded once Orca has read the new page's summary ("Page has …") and said what it says after it.
    await this.until(mark, (spoken) => spoken.some((line) => line.text.startsWith('Page has ')), 'the page summary ("Page has …")');
    await this.answered(mark);
  }

  /** Runs `binary` on this desktop (its displays and buses: xdotool, the tree reader), and resolves with what it printed. */
  runHere(binary: string, args: readonly string[]): Promise<string> {
    return run(binary, args, { env: this.env, maxBuffer: 64 * 1024 * 1024 }).then(({ stdout }) => stdout);
  }

  private xdotool(args: readonly string[]): Promise<string> {
    return this.runHere(need('xdotool'), args);
  }

  /** Everything Orca has said since `from` (a mark). */
  spoken(from: number): Utterance[] {
    // `from` counts bytes (mark()): slicing the decoded text by it would skip a line for every multi-byte character before it.
    // Only what was written after `from`: the suite asks every 50 ms while it waits, and the log grows
    // to tens of kilobytes over a run.
    const descriptor = openSync(this.speechLog, 'r');
    let written: Buffer;
    try {
      written = Buffer.alloc(Math.max(0, fstatSync(descriptor).size - from));
      readSync(descriptor, written, 0, written.length, from);
    } finally {
      closeSync(descriptor);
    }
    return written
      .toString('utf8')
      .split('\n')
      .flatMap((line) => {
        const [, kind, text] = line.split('\t');
        return kind === undefined || text === undefined ? [] : [{ kind: kind as Utterance['kind'], text }];
      });
  }

  /** Where the speech log ends now, in bytes: what is said after it is what the next action caused. */
  mark(): number {
    return statSync(this.speechLog).size;
  }

  /** Resolves once Orca has said something after `from` that `done` accepts; fails naming `what` after a while. */
  async until(from: number, done: (spoken: readonly Utterance[]) => boolean, what: string): Promise<Utterance[]> {
    const deadline = Date.now() + conditionHangMs;
    for (;;) {
      const spoken = this.spoken(from);
      if (done(spoken)) return spoken;
      if (Date.now() > deadline)
        throw new Error(`${this.engine}: Orca did not say ${what} within ${conditionHangMs} ms; it said:\n${spoken.map((line) => line.text).join('\n')}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /**
   * Resolves once Orca has said something after `from` and then nothing more
   * for 0.7 s: the end of its answer to a key, which has no marker of its own
   * (with 0.3 s, 1 run in 3 differed: ../shared/recipes/orca-screen-reader/).
   */
  async answered(from: number): Promise<Utterance[]> {
    let length = -1;
    let still = Date.now();
    return this.until(
      from,
      (spoken) => {
        if (spoken.length !== length) {
          length = spoken.length;
          still = Date.now();
        }
        return length > 0 && Date.now() - still >= quietMs;
      },
      'anything',
    );
  }

  /** How many times Orca has presented a new focus so far (orca/orca-customizations.py). */
  private focusPresentations(): number {
    return readFileSync(this.focusLog, 'utf8').split('\n').filter(Boolean).length;
  }

  /**
   * Presses keys (xdotool names, Orca 43's desktop layout) and resolves with Orca's answer. With
   * `presents`, the answer is not complete before Orca has presented that many new focuses, however
   * long the browser takes to send them: on a starved core Orca's answer to Enter on the skip link
   * came in two parts 1.2 s apart, the second was taken for the whole answer to the Tab after it, and
   * the next Tab went past the slider (docs/testing.md). A key that moves the focus presents once;
   * Enter on the skip link presents twice (the focus on main, then Orca's caret on main's first text).
   * With `hears`, the answer is not complete before Orca has said what the key was pressed for: under
   * one core's quota Firefox's new page title after a route change came more than 0.7 s after the
   * focus Orca presented, and would have been taken as the next key's answer.
   */
  async press(keys: readonly string[], { presents = 0, hears }: { presents?: number; hears?: Expected } = {}): Promise<Utterance[]> {
    const from = this.mark();
    const presented = presents > 0 ? this.focusPresentations() : 0;
    await this.xdotool(['key', '--delay', '60', ...keys]);
    if (presents > 0) await this.until(from, () => this.focusPresentations() >= presented + presents, `where the focus went (${presents} presented)`);
    if (hears) await this.until(from, (spoken) => hears.test(said(spoken)), hears.what);
    return this.answered(from);
  }

  /** Presses Tab and resolves with Orca's answer, once it has presented the new focus. */
  tab(): Promise<Utterance[]> {
    return this.press(['Tab'], { presents: 1 });
  }

  /**
   * Presses Tab until Orca's answer to it satisfies `match`, at most `limit`
   * times, and resolves with that answer.
   */
  async tabUntil(match: (heard: string) => boolean, what: string, limit = 30): Promise<string> {
    const answers: string[] = [];
    for (let step = 0; step < limit; step += 1) {
      const heard = said(await this.tab());
      if (match(heard)) return heard;
      answers.push(heard);
    }
    throw new Error(`${this.engine}: ${limit} presses of Tab did not reach ${what}; Orca said:\n${answers.join('\n')}`);
  }

  /**
   * Reads a freshly loaded page from the top to its end and resolves with
   * what the say-all read. Tab first, to the skip link, and its answer left
   * out: Ctrl+Home moves Orca to the skip link too, but whether the link has
   * the focus when the say-all reads it (and so whether Orca names its role)
   * was a race.
   */
  async sayAll(): Promise<Utterance[]> {
    await this.tab();
    const from = this.mark();
    await this.xdotool(['key', 'KP_Add']);
    const spoken = await this.until(from, (lines) => lines.some((line) => line.kind === 'sayall-end'), 'the end of a say-all');
    return spoken.filter((line) => line.kind !== 'sayall-end');
  }

  /**
   * Ends every process the session started, newest first, and waits for each to exit before removing the
   * session's folder: a browser still writing its profile as it ends left the folder not empty (ENOTEMPTY),
   * which failed the suite after every test had passed. The speech log is kept at `keepLog` (test-results/,
   * which CI uploads on failure).
   */
  async stop(keepLog?: string) {
    for (const child of [...this.processes].reverse()) await this.end(child);
    this.xvfb?.stop();
    if (keepLog) {
      mkdirSync(join(keepLog, '..'), { recursive: true });
      // Beside it, where in that log each presented focus came (what a journey's waits for the focus ended on), and Orca's debug logs.
      for (const log of readdirSync(this.folder).filter((name) => ['speech.log', 'focus.log'].includes(name) || name.startsWith('orca-debug-')))
        copyFileSync(join(this.folder, log), keepLog.replace(/speech\.log$/, log));
    }
    rmSync(this.folder, { recursive: true, force: true, maxRetries: 3 });
  }
}
