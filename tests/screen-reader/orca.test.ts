import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appLinkDestination } from '../../src/content/navigation.ts';
import { notices } from '../../src/content/notices.ts';
import { routes } from '../routes.ts';
import { findChromium } from '../support/chromium.mjs';
import { findFirefox } from '../support/engines.mjs';
import { originOf, ports } from '../support/ports.ts';
import { findOrca } from '../support/screenReader.mjs';
import { root } from '../support/server.ts';
import { type Engine, ScreenReaderSession } from './session.ts';
import { formatTranscript, headerOf, type Step, steadyOnLoad, transcriptProblems } from './transcript.ts';

/** UPDATE_TRANSCRIPTS=1 rewrites the committed transcripts instead of comparing with them (`npm run transcripts`). */
const updating = process.env.UPDATE_TRANSCRIPTS === '1';
const origin = originOf(ports.screenReader);
const transcriptFile = (engine: Engine, key: string) => join(import.meta.dirname, 'transcripts', engine, `${key}.txt`);

/**
 * The keys pressed on every page after the say-all. None yet: Orca's heading and landmark keys
 * (h, m) moved focus to main (the h1 is not focusable), and then Orca stopped for 20 s or more
 * waiting on the browser's own window (a name change of Chromium's status bubble; a landmark in
 * Firefox), on /contact and /terms, in both engines: docs/testing.md.
 */
const navigation: readonly Pick<Step, 'label' | 'keys'>[] = [];

/** "Orca 43.1, Firefox 153": the versions a transcript was read with (major version of the browser). */
function versions(engine: Engine): string {
  const version = (binary: string | undefined) => execFileSync(binary ?? '', ['--version'], { encoding: 'utf8' }).trim();
  const orca = version(findOrca());
  const browser = version(engine === 'firefox' ? findFirefox() : findChromium());
  const major = /(\d+)\./.exec(browser)?.[1] ?? browser;
  return `${orca}, ${engine === 'firefox' ? 'Firefox' : 'Chromium'} ${major}`;
}

describe.each<Engine>((process.env.SCREEN_READER_ENGINES?.split(',') as Engine[] | undefined) ?? ['firefox', 'chromium'])('Orca in %s', (engine) => {
  let started: ScreenReaderSession | undefined;
  /** The engine's one session, started before its first page. */
  const reader = () =>
    started ??
    (() => {
      throw new Error(`${engine}: the screen reader did not start`);
    })();
  let header = '';
  beforeAll(async () => {
    header = versions(engine);
    started = await ScreenReaderSession.start(engine);
  });
  afterAll(() => started?.stop(join(root, 'test-results', 'screen-reader', `${engine}-speech.log`)));

  for (const route of routes) {
    it(`reads ${route.path} in document order, and as its transcript says`, async () => {
      const session = reader();
      const from = session.mark();
      const loaded = await session.open(`${origin}${route.path}`);
      // Each visit is a first one and installs the service worker, and the footer's live region says so:
      // wait for it, so that the say-all always finds it there.
      await session.until(from, (spoken) => spoken.some((line) => line.text.startsWith(notices.offlineReady.text)), 'that the site is ready offline');
      const steps: Step[] = [{ label: 'page load', keys: [], spoken: loaded.filter(steadyOnLoad) }];
      steps.push({ label: 'say all from the top', keys: ['ctrl+Home', 'KP_Add'], spoken: await session.sayAll() });
      for (const { label, keys } of navigation) steps.push({ label, keys, spoken: await session.press(keys) });

      const transcript = formatTranscript(`${header}: ${route.path}`, steps);
      const file = transcriptFile(engine, route.key);
      const problems = transcriptProblems(steps, appLinkDestination);
      if (updating) {
        mkdirSync(join(file, '..'), { recursive: true });
        writeFileSync(file, transcript);
      }
      expect(problems, `${engine}, ${route.path}: what Orca heard breaks these rules`).toEqual([]);
      if (updating) return;
      expect(existsSync(file), `${engine}, ${route.path}: no transcript yet; record it with npm run transcripts`).toBe(true);
      const committed = readFileSync(file, 'utf8');
      if (headerOf(committed) !== headerOf(transcript)) {
        // Another Orca or browser version speaks differently: the rules above still hold it; the transcript is for its own versions.
        console.warn(`${engine}, ${route.path}: transcript recorded with "${headerOf(committed)}", read with "${headerOf(transcript)}": not compared`);
        return;
      }
      if (transcript !== committed) {
        // What was heard, beside the committed file, for `git diff --no-index`.
        const heard = join(root, 'test-results', 'screen-reader', engine, `${route.key}.txt`);
        mkdirSync(join(heard, '..'), { recursive: true });
        writeFileSync(heard, transcript);
      }
      expect(
        transcript,
        `${engine}, ${route.path}: Orca heard something else (test-results/screen-reader/${engine}/${route.key}.txt) (npm run transcripts records it, then review the diff)`,
      ).toBe(committed);
    });
  }
});
