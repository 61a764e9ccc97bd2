import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import escapeStringRegexp from 'escape-string-regexp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactFields, contactFormCopy, contactIntro } from '../../src/content/contact.ts';
import { contactFaqs } from '../../src/content/faqs.ts';
import { comparisonLabels, hero, heroComparison } from '../../src/content/home.ts';
import { appLinkDestination, primaryNav } from '../../src/content/navigation.ts';
import { pages } from '../../src/content/pages.ts';
import { mobileMenuCopy, skipLinkText } from '../../src/content/shell.ts';
import { notices } from '../../src/content/notices.ts';
import { site } from '../../src/config/site.ts';
import { screenReader } from '../../src/content/accessibilityTesting.ts';
import { routes } from '../routes.ts';
import { type Accessible, ariaAtProblems, disagreements, type Expected, homeSliders, patternFacts, siteDialogs } from '../support/ariaAt.ts';
import { need } from '../../tooling/programs.mjs';
import { lockId, offLock, printedVersion } from '../../tooling/environment/environment.mjs';
import { originOf, ports } from '../../tooling/ports.ts';
import { root } from '../../tooling/server.ts';
import { browserName, type WindowSize } from './browser.ts';
import { type Engine, said, ScreenReaderSession, type Utterance } from './session.ts';
import { formatTranscript, headerOf, type Step, steadyOnLoad, transcriptProblems } from './transcript.ts';
import { atSpiTree } from './tree/atspi.ts';

/** UPDATE_TRANSCRIPTS=1 rewrites the committed transcripts instead of comparing with them (`npm run accept`). */
const updating = process.env.UPDATE_TRANSCRIPTS === '1';
/** SCREEN_READER_MEASURE=1 runs another Orca than the statement names (the drift run's Debian 13, tests/records/debian13.sh), to measure it. */
const measuring = process.env.SCREEN_READER_MEASURE === '1';
const origin = originOf(ports.screenReader);
const transcriptFile = (engine: Engine, file: string) => join(import.meta.dirname, 'transcripts', engine, `${file}.txt`);
const write = (file: string, text: string) => {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
};

/** Orca's answer to a structural key pressed past the last stop: it goes on from the top. */
const wrapped = 'Wrapping to top.';

/**
 * Walks the page with one of Orca's structural keys from the top (Ctrl+Home): `key` pressed once per stop
 * the page's outline has, and once more, which wraps to the first stop again. The presses go in one burst
 * and the walk ends when Orca has said it wrapped; a stop Orca did not find makes it wrap early, one it
 * found beyond the outline keeps it from wrapping (the wait's hang bound then ends the test).
 */
async function walk(session: ScreenReaderSession, key: 'h' | 'm', stops: number, label: string): Promise<[Step, Step]> {
  const top = await session.press(['ctrl+Home'], { hears: { what: 'where Ctrl+Home took it', test: (text) => text.length > 0 } });
  const keys = Array.from({ length: stops + 1 }, () => key);
  const spoken = await session.press(keys, { hears: { what: `"${wrapped}" after ${stops + 1} presses of ${key}`, test: (text) => text.includes(wrapped) } });
  return [
    { label: 'to the top', keys: ['ctrl+Home'], spoken: top },
    { label, keys: [`${key} ×${stops + 1}`], spoken },
  ];
}

/**
 * Where Orca's heading and landmark walks disagree with the page's outline, as the browser gives it
 * (its AT-SPI tree): each heading a stop of h, in order, said with its level; each landmark a stop of m,
 * in order, a named one said by its name first; and each walk wrapping to its first stop after the last.
 */
function outlineProblems(tree: readonly Accessible[], headings: readonly Utterance[], landmarks: readonly Utterance[]): string[] {
  const problems: string[] = [];
  const outline = tree.filter((node) => node.role === 'heading').map((node) => `${node.name} heading level ${node.level ?? '?'}.`);
  const headingLines = headings.map((line) => line.text);
  const stops = headingLines.filter((text) => / heading level \d\.$/.test(text));
  const wrapAt = headingLines.indexOf(wrapped);
  if (stops.join('\n') !== [...outline, outline[0]].join('\n') || wrapAt !== headingLines.length - 2)
    problems.push(`h stops at ${JSON.stringify(headingLines)}, not the outline's headings ${JSON.stringify(outline)}, then "${wrapped}" and the first again`);
  const regions = tree.filter((node) => node.role === 'landmark');
  const landmarkLines = landmarks.map((line) => line.text);
  const wrap = landmarkLines.indexOf(wrapped);
  const before = landmarkLines.slice(0, wrap);
  const after = landmarkLines.slice(wrap + 1);
  // After the wrap, Orca says the first stop again, and no other. How much of the first stop's line it
  // reads there varies: on one core's quota, Chromium's banner once took main's first word ("LEGAL.") too,
  // in one try of two on /terms and on /contact. So the wrap is judged by the first stop's first words,
  // and by no later landmark's name after it: a missed stop wraps one press early, and the stop after
  // the first then follows the wrap, said by its name.
  const later = regions.slice(1).filter((node) => node.name !== '');
  const first = before.indexOf(after[0] ?? '');
  if (wrap === -1 || first === -1 || after.some((text) => later.some((region) => text.startsWith(region.name))))
    problems.push(
      `m did not wrap to its first stop after ${regions.length + 1} presses, one per landmark (${regions.length}) and one more: ${JSON.stringify(landmarkLines)}`,
    );
  let from = 0;
  for (const region of regions.filter((node) => node.name !== '')) {
    const at = before.findIndex((text, index) => index >= from && text.startsWith(region.name));
    if (at === -1) problems.push(`m did not stop at the ${region.platformRole} "${region.name}" in order: ${JSON.stringify(before)}`);
    else from = at + 1;
  }
  return problems;
}

/** What each browser's AT-SPI tree told of the patterns in each journey state (`patternFacts`), compared at the end. */
const factsByState = new Map<string, Map<Engine, Map<string, string>>>();

/**
 * ARIA-AT's MUSTs (tests/support/ariaAt.ts) on the tree the session's browser gives Orca, in a journey's
 * state: one line per property that fails, naming the browser. The state's facts are kept for the comparison.
 */
async function treeProblems(session: ScreenReaderSession, state: string, expected: Expected): Promise<string[]> {
  const tree = await atSpiTree(session);
  const byEngine = factsByState.get(state) ?? new Map<Engine, Map<string, string>>();
  byEngine.set(session.engine, patternFacts(tree));
  factsByState.set(state, byEngine);
  return ariaAtProblems(tree, expected, `${session.engine} · ${state} · AT-SPI tree`);
}

describe.each<Engine>((process.env.SCREEN_READER_ENGINES?.split(',') as Engine[] | undefined) ?? screenReader.engines)('Orca in %s', (engine) => {
  let started: ScreenReaderSession | undefined;
  /** The engine's one session, started before its first page. */
  const reader = () => {
    if (!started) throw new Error(`${engine}: the screen reader did not start`);
    return started;
  };
  /**
   * The versions a transcript is read with, as its first line names them ("43.1, Chromium 150, lock
   * a912047c3f2a": Orca's, the browser's major version, and the test environment's lock).
   */
  let header = '';
  /** Whether this run compares the transcripts: on the lock's Orca and browser only (`off` says why not). */
  let compared = true;
  beforeAll(async () => {
    const [orca, browser] = [printedVersion(need('orca')), printedVersion(need(engine))];
    header = `${orca}, ${browserName[engine]} ${browser.split('.')[0] ?? browser}, lock ${lockId}`;
    const off = offLock('orca', orca) ?? offLock(engine, browser);
    compared = off === undefined;
    if (off) console.log(off);
    // The accessibility statement names the reader's version: another one is a change to say there first.
    if (!measuring && orca !== screenReader.version)
      throw new Error(
        `the accessibility statement names ${screenReader.name} ${screenReader.version} (src/content/accessibilityTesting.ts); this is ${screenReader.name} ${orca}: change it there, then record the transcripts`,
      );
    // Transcripts of another lock: one line first, not a difference per page.
    const recorded = routes
      .map((route) => transcriptFile(engine, route.file))
      .filter((file) => existsSync(file))
      .map((file) => headerOf(readFileSync(file, 'utf8')).replace(/: [^:]*$/, ''));
    const other = recorded.find((made) => made !== header);
    if (!updating && compared && other !== undefined)
      throw new Error(
        `${engine}: the transcripts in tests/screen-reader/transcripts/${engine} were recorded with Orca ${other}; this run has Orca ${header}: \`npm run accept\` remakes them and writes the page to review them on`,
      );
    started = await ScreenReaderSession.start(engine);
  });
  afterAll(() => started?.stop(join(root, 'test-results', 'screen-reader', `${engine}-speech.log`)));

  /**
   * Opens `path` in a new browser and resolves with what Orca said while it
   * loaded, once the app has started. Each visit is a first one: the app
   * registers the service worker once it has started, and the footer's live
   * region says the site is ready offline when the worker has installed, so
   * hearing it means the app runs (and the say-all always finds the line).
   */
  async function visit(path: string, size?: WindowSize) {
    const session = reader();
    const from = session.mark();
    const loaded = await session.open(`${origin}${path}`, size);
    await session.until(from, (spoken) => spoken.some((line) => line.text.startsWith(notices.offlineReady.text)), 'that the site is ready offline');
    return loaded;
  }

  for (const route of routes) {
    it(`reads ${route.path} in document order, and as its transcript says`, async () => {
      const session = reader();
      const loaded = await visit(route.path);
      const steps: Step[] = [{ label: 'page load', keys: [], spoken: loaded.filter(steadyOnLoad) }];
      steps.push({ label: 'say all from the top', keys: ['Tab', 'KP_Add'], spoken: await session.sayAll() });
      // Not against another Orca: Orca 48.1's m said the first landmark again at every press in Firefox,
      // so each walk waited out its bound for a wrap that never came (docs/testing.md: A current Orca).
      const walks: Step[] = [];
      if (!measuring) {
        const tree = await atSpiTree(session);
        const byRole = (role: string) => tree.filter((node) => node.role === role).length;
        const headings = await walk(session, 'h', byRole('heading'), 'headings, h from the top');
        const landmarks = await walk(session, 'm', byRole('landmark'), 'landmarks, m from the top');
        walks.push(...headings, ...landmarks);
        expect.soft(outlineProblems(tree, headings[1].spoken, landmarks[1].spoken), `${engine}, ${route.path}: the walks and the outline`).toEqual([]);
      }

      // The walks are held to the outline above and to the rules, but kept out of the transcript: where
      // Ctrl+Home's answer ends and the first stop's begins was a race in Firefox (1 page in 8).
      const transcript = formatTranscript(`${header}: ${route.path}`, steps);
      const file = transcriptFile(engine, route.file);
      const problems = transcriptProblems([...steps, ...walks], appLinkDestination, site.name);
      if (updating) write(file, transcript);
      expect(problems, `${engine}, ${route.path}: what Orca heard breaks these rules`).toEqual([]);
      if (updating || !compared) return;
      expect(existsSync(file), `${engine}, ${route.path}: no transcript yet; npm run accept records it`).toBe(true);
      const committed = readFileSync(file, 'utf8');
      // What was heard, beside the committed file, for `git diff --no-index`.
      if (transcript !== committed) write(join(root, 'test-results', 'screen-reader', engine, `${route.file}.txt`), transcript);
      expect(
        transcript,
        `${engine}, ${route.path}: Orca heard something else (test-results/screen-reader/${engine}/${route.file}.txt) (npm run accept records it and writes the page to review it on)`,
      ).toBe(committed);
    });
  }

  /**
   * Journeys by ear: keys a listener presses, and what Orca must say to each. The texts come from the
   * site's own content, so a change of wording moves both. Each journey starts from a page load of its
   * own, and goes on from page state to page state as a listener would, so the suite pays for three
   * visits per engine, not six: every visit costs a browser and an Orca start, the page and its worker.
   */
  describe('journeys by ear', () => {
    const heroSlider = comparisonLabels.slider(heroComparison.title);
    const heroInspect = comparisonLabels.inspectName(heroComparison.title);
    const link = (name: string) => new RegExp(`^${escapeStringRegexp(name)} (visited )?link`);
    /** Every Enter and Escape below moves the focus: its answer is not complete before Orca has presented where to. */
    const focusMoves = { presents: 1 } as const;

    it('home: the skip link is the first Tab stop and Enter takes the reader into main; the comparison says its name and value, and an arrow changes it; View at 100% opens on the photo area, and Escape returns to it', async () => {
      const session = reader();
      await visit('/');
      expect.soft(await treeProblems(session, 'home, loaded', { sliders: homeSliders(50) })).toEqual([]);
      expect(said(await session.tab()), 'the first Tab stop').toMatch(link(skipLinkText));
      // Two presentations, in both engines: the focus on main (a focus event), then Orca's caret on
      // main's first text (a caret move). On one core's quota the second came 1.3 s after the first.
      const entered = said(await session.press(['Return'], { presents: 2 }));
      expect(entered, 'Enter on the skip link').toMatch(/^main content\b/);
      expect(entered, "Enter on the skip link: the reader lands on main's first text").toContain(`${hero.eyebrow.toUpperCase()}.`);
      expect(entered, 'main read as clickable').not.toMatch(/clickable/);

      const slider = await session.tabUntil((heard) => heard.includes(heroSlider), heroSlider);
      expect(slider).toMatch(/slider/);
      expect(slider).toContain(comparisonLabels.valueText(50));
      const moved = comparisonLabels.valueText(51);
      expect(
        said(await session.press(['Right'], { hears: { what: `the new value ("${moved}")`, test: (text) => text.includes(moved) } })),
        'Right on the slider',
      ).toBe(moved);
      expect.soft(await treeProblems(session, 'home, the comparison moved', { sliders: homeSliders(51) })).toEqual([]);
      expect(said(await session.tab()), 'Tab from the slider').toMatch(new RegExp(`^${escapeStringRegexp(heroInspect)} push button\\. opens dialog`));

      // The view's photo area takes the focus: Orca 43 names no ancestor of a landmark it moves to, so
      // the dialog's own name and hint go unheard here (docs/testing.md: what it cannot tell us).
      const opened = said(await session.press(['Return'], focusMoves));
      expect(opened, 'Enter on View at 100%').toMatch(new RegExp(`^${escapeStringRegexp(comparisonLabels.inspectArea)} region`));
      expect(opened).not.toMatch(/clickable/);
      expect.soft(await treeProblems(session, 'home, View at 100% open', { dialog: siteDialogs.inspect })).toEqual([]);
      const closed = said(await session.press(['Escape'], focusMoves));
      expect(closed, 'focus back on View at 100%').toContain(`${heroInspect} push button`);
      expect(closed, 'the offline news, told again').not.toContain(notices.offlineReady.text);
    });

    it('a header link changes the route and the new page is heard once; its contact form sent empty: the error summary, then each field with its error', async () => {
      const session = reader();
      await visit('/');
      const contact = primaryNav.find((item) => item.to === '/contact');
      if (!contact) throw new Error('the header has no link to /contact');
      await session.tabUntil((heard) => link(contact.label).test(heard), 'the header link to Contact');
      const title = pages.contact.title;
      const changed = said(
        await session.press(['Return'], { ...focusMoves, hears: { what: `the new page's title ("${title}")`, test: (text) => text.includes(title) } }),
      );
      expect(changed.split(title).length - 1, `"${title}" heard once in: ${changed}`).toBe(1);
      expect(changed).toContain(`${contactIntro.title} heading level 1`);
      expect(changed).not.toMatch(/clickable|Finished loading/);

      // The route's h1 has the focus: Tab goes on into the form.
      await session.tabUntil((heard) => heard.startsWith(`${contactFormCopy.submit} push button`), contactFormCopy.submit);
      expect(said(await session.press(['Return'], focusMoves)), 'Enter on Send').toMatch(
        new RegExp(`${escapeStringRegexp(contactFormCopy.errorSummaryTitle)} heading level 3\\.$`),
      );
      for (const field of contactFields) expect(said(await session.tab())).toBe(`${field.missing} link.`);
      for (const field of contactFields) {
        const heard = await session.tabUntil((line) => line.includes(`${field.label} entry`), field.label, 2);
        expect(heard).toContain('invalid entry');
        const error = `${contactFormCopy.errorPrefix}${field.missing}`;
        // Firefox 153: a field described by two elements (its hint and its error) is read with both, then
        // both again; with one of them, once. Its hint and error as one paragraph, or as one element around
        // both, were read twice as well. Chromium reads each once.
        const times = engine === 'firefox' && field.hint ? 2 : 1;
        expect(heard.split(error).length - 1, `${field.label}: its error heard ${times === 1 ? 'once' : 'twice'} in: ${heard}`).toBe(times);
        if (field.hint) expect(heard.split(field.hint).length - 1, `${field.label}: its hint heard ${times === 1 ? 'once' : 'twice'} in: ${heard}`).toBe(times);
      }

      // The questions below the form: a disclosure each, told collapsed, then expanded once Enter opens it.
      const [first] = contactFaqs;
      if (!first) throw new Error('the contact page has no questions');
      const questions = (open: boolean) => contactFaqs.map((item) => ({ name: item.question, expanded: open && item === first }));
      expect.soft(await treeProblems(session, 'contact, the questions closed', { disclosures: questions(false) })).toEqual([]);
      // Its answer begins with the landmark Orca enters ("region Support questions").
      const question = await session.tabUntil((heard) => heard.includes(first.question), first.question);
      expect(question, 'the first question, by Tab').toMatch(/\bcollapsed\b/);
      const opened = said(await session.press(['Return'], { hears: { what: 'that it is expanded', test: (text) => /\bexpanded\b/.test(text) } }));
      expect(opened, 'Enter on the question').toMatch(/^expanded\b/);
      expect.soft(await treeProblems(session, 'contact, the first question open', { disclosures: questions(true) })).toEqual([]);
    });

    it('the menu at phone width: its toggle says it opens a dialog, Tab wraps inside it, and Escape returns', async () => {
      const session = reader();
      await visit('/', { width: 600, height: 900 });
      const toggle = await session.tabUntil((heard) => heard.startsWith(`${mobileMenuCopy.open} push button`), 'the Menu button');
      expect.soft(await treeProblems(session, 'home at phone width, the menu closed', { menuButton: mobileMenuCopy.open })).toEqual([]);
      expect(toggle).toContain('opens dialog');
      const brand = link(site.name);
      const first = said(await session.press(['Return'], focusMoves));
      expect(first, "focus on the menu's first control").toMatch(brand);
      expect.soft(await treeProblems(session, 'home at phone width, the menu open', { dialog: siteDialogs.menu })).toEqual([]);
      const stops: string[] = [];
      for (let step = 0; step < 12; step += 1) {
        const heard = said(await session.tab());
        if (brand.test(heard)) break;
        stops.push(heard);
      }
      const names = stops.map((stop) => stop.replace(/ (visited )?link\.$| push button\.$/, ''));
      expect(names, 'Tab through the open menu, back to its first control').toEqual([
        `${mobileMenuCopy.close}${mobileMenuCopy.closeHidden}`,
        ...primaryNav.map((item) => item.label),
        `${mobileMenuCopy.tryIt.label} ${mobileMenuCopy.tryIt.destination}`,
        `${mobileMenuCopy.getStarted.label} ${mobileMenuCopy.getStarted.destination}`,
        // Chromium offers to install the app (its worker has installed: the footer said so), and the menu ends with the offer.
        ...(engine === 'chromium' ? [mobileMenuCopy.installApp] : []),
      ]);
      expect(said(await session.press(['Escape'], focusMoves)), 'Escape in the menu').toMatch(
        new RegExp(`${escapeStringRegexp(mobileMenuCopy.open)} push button`),
      );
    });
  });
});

/**
 * Where Firefox's and Chromium's trees tell a screen reader different things of one pattern, in a journey
 * state both reached: each line names the state, the object, the property and what each browser says.
 */
describe('the two browsers agree', () => {
  it('on every property of every pattern, in each journey state both walked', () => {
    const lines = [...factsByState].flatMap(([state, byEngine]) => {
      const [a, b] = [...byEngine];
      return a && b ? disagreements({ browser: a[0], facts: a[1] }, { browser: b[0], facts: b[1] }).map((line) => `${state}: ${line}`) : [];
    });
    expect(lines).toEqual([]);
  });
});
