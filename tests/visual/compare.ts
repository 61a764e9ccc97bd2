import { appendFileSync, existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import pixelmatch from 'pixelmatch';
import sharp from 'sharp';
import { engineName, type TestedEngineKey } from '../../src/content/accessibilityTesting.ts';
import { dotted, madeWith, offLock } from '../../tooling/environment/environment.mjs';
import { escapeHtml, figure, reportPage } from '../support/reportPage.ts';

/**
 * How every page looks, compared against the baselines committed in
 * tests/visual/baselines/<engine>/: the screenshots the sweeps take
 * (tests/sweep/ in Chromium, tests/engines/ in Firefox and WebKit) come here.
 * A screenshot that differs from its baseline is a problem line naming the
 * engine, the state and the share of pixels that changed, and its baseline,
 * new screenshot and diff go into the HTML report,
 * test-results/visual/index.html. Baselines are written only when
 * VISUAL_UPDATE is set, as `npm run accept` sets it, and then
 * only for the states that changed; `npm test` never sets it.
 */

/** The engines whose screenshots are compared: every engine the suite tests (src/content/accessibilityTesting.ts). */
export type VisualEngine = TestedEngineKey;

const root = fileURLToPath(new URL('../..', import.meta.url));
const baselineDir = join(root, 'tests/visual/baselines');
const reportDir = join(root, 'test-results/visual');

/**
 * When a screenshot counts as changed, from measurements on this machine kind
 * (docs/testing.md, "How the pages look"):
 * - `threshold` is pixelmatch's colour distance under which two pixels are the
 *   same (black against white is 1). At 0.02 the renderers' own noise between
 *   two captures of one build is still nothing in Chromium and Firefox and at
 *   most 100 pixels in WebKit, and the dark theme's subtlest step, the sunken
 *   surface from ink 900 to ink 850 (a distance of 0.024), counts as changed.
 *   pixelmatch's default, 0.1, let that step through.
 * - `changedShare` is the share of a screenshot's pixels that may differ:
 *   0.01 %, 94 of a desktop screen's 1,024,000 pixels. Captures of one build
 *   differed by no pixel at all, in WebKitGTK once it paints on the CPU alone
 *   (by CPU or GPU as either was idle, up to 214 pixels of home's phone screen).
 */
const tolerance = { threshold: 0.02, changedShare: { chromium: 0.0001, firefox: 0.0001, webkit: 0.0001 } } as const;

/** Whether this run writes baselines: only `npm run accept` sets it. */
const updating = process.env.VISUAL_UPDATE === '1';

/**
 * A state's file name, for its screenshots and its ARIA snapshot: route (its `file` spelling), viewport, and for a screenshot
 * colour scheme and what was taken, e.g. `ai-terms.desktop.dark.full-page`.
 */
export const shotName = (...parts: readonly string[]) =>
  parts
    .map((part) =>
      part
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, ''),
    )
    .join('.');

/** The engines whose screenshots this run does not compare: another version than the lock's (`comparesBaselines`). */
const uncompared = new Set<VisualEngine>();

/**
 * Whether this run compares an engine's screenshots with its baselines. Only
 * the browser the test environment's lock names can (tooling/environment/): on
 * another, one line says so and every other check of the visit runs. On the
 * locked one, baselines made with another lock stop the set with the line
 * that says how to remake them, rather than one difference per state.
 * Updating records the lock and the version in the set's made-with.json.
 */
export function comparesBaselines(engine: VisualEngine, printed: string): boolean {
  const version = dotted(printed);
  const off = offLock(engine, version);
  if (off) {
    uncompared.add(engine);
    console.log(off);
    return false;
  }
  const problem = madeWith(join(baselineDir, engine, 'made-with.json'), { engine: engineName(engine), version }, updating);
  if (problem) throw new Error(`${engine}: ${problem}`);
  return true;
}

const decode = async (picture: Buffer) => {
  const { data, info } = await sharp(picture).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
};

/**
 * Baselines are stored as lossless WebP: every pixel as it was drawn, so the
 * colour threshold can come down to the renderers' own noise: the 256-colour
 * palette PNGs they replaced moved pixels by more than a subtle theme step.
 * They take a fifth more room (20.6 MB against 17.3).
 */
const encodeBaseline = (png: Buffer) => sharp(png).webp({ lossless: true, effort: 6 }).toBuffer();

/**
 * The one comparison of two pictures (PNG, WebP, …) every check and page makes: the pixels whose colour
 * distance exceeds `threshold` (pixelmatch's; black against white is 1), their share, and `diff()`, a PNG
 * of them drawn in red; or the two sizes, when they differ.
 */
export async function measure(a: Buffer, b: Buffer, threshold: number = tolerance.threshold) {
  const [left, right] = await Promise.all([decode(a), decode(b)]);
  const { width, height } = left;
  if (width !== right.width || height !== right.height) return { sizes: `${width}×${height} and ${right.width}×${right.height}` } as const;
  const drawn = Buffer.alloc(left.data.length);
  const changed = pixelmatch(left.data, right.data, drawn, width, height, { threshold, alpha: 0.2 });
  const diff = () =>
    sharp(drawn, { raw: { width, height, channels: 4 } })
      .png()
      .toBuffer();
  return { width, height, changed, share: changed / (width * height), diff };
}

/** How many pixels of two pictures of one size differ by more than `threshold`; pictures of different sizes are refused. */
export async function pixelsChanged(a: Buffer, b: Buffer, threshold: number): Promise<{ width: number; height: number; changed: number }> {
  const found = await measure(a, b, threshold);
  if ('sizes' in found) throw new Error(`sizes differ: ${found.sizes}`);
  return { width: found.width, height: found.height, changed: found.changed };
}

/** Whether two screenshots look the same: the same size, and no more pixels apart than a baseline comparison allows. */
export async function looksSame(engine: VisualEngine, a: Buffer, b: Buffer): Promise<boolean> {
  const found = await measure(a, b);
  return !('sizes' in found) && found.share <= tolerance.changedShare[engine];
}

interface Outcome {
  readonly engine: VisualEngine;
  readonly name: string;
  readonly problem: string;
  readonly share?: number;
  readonly files: { readonly baseline?: string; readonly actual: string; readonly diff?: string };
}

/**
 * Compares one screenshot with its baseline. Returns the problem lines: none
 * when it matches, or when updating (the baseline is then rewritten if, and
 * only if, it is missing or differs).
 */
export async function compareShot(engine: VisualEngine, name: string, png: Buffer): Promise<string[]> {
  if (uncompared.has(engine)) return [];
  const baselinePath = join(baselineDir, engine, `${name}.webp`);
  const where = `${engine} · ${name}`;
  const write = async () => {
    mkdirSync(dirname(baselinePath), { recursive: true });
    writeFileSync(baselinePath, await encodeBaseline(png));
    return [];
  };
  if (!existsSync(baselinePath)) {
    if (updating) return write();
    return report({ engine, name, problem: `${where}: no baseline (npm run accept writes it)` }, png);
  }
  const baselinePng = readFileSync(baselinePath);
  const found = await measure(baselinePng, png);
  if ('sizes' in found) {
    if (updating) return write();
    return report({ engine, name, problem: `${where}: the size changed (${found.sizes}: baseline, now)` }, png, await sharp(baselinePng).png().toBuffer());
  }
  const { changed, share } = found;
  // Every comparison's figure, passing or not: what a tolerance is measured from.
  mkdirSync(reportDir, { recursive: true });
  appendFileSync(join(reportDir, 'measured.jsonl'), `${JSON.stringify({ engine, name, changed, share })}\n`);
  const limit = tolerance.changedShare[engine];
  if (share <= limit) return [];
  if (updating) return write();
  const problem = `${where}: ${(share * 100).toFixed(3)} % of pixels changed (${changed}; limit ${(limit * 100).toFixed(3)} %)`;
  return report({ engine, name, share, problem }, png, await sharp(baselinePng).png().toBuffer(), await found.diff());
}

/** Writes a failing state's pictures and record, rebuilds the HTML report, and returns the problem line naming it. */
function report(outcome: Omit<Outcome, 'files'>, actual: Buffer, baseline?: Buffer, diff?: Buffer): string[] {
  const folder = join(reportDir, outcome.engine);
  mkdirSync(folder, { recursive: true });
  const file = (kind: string, png: Buffer) => {
    const path = join(folder, `${outcome.name}.${kind}.png`);
    writeFileSync(path, png);
    return relative(reportDir, path);
  };
  const record: Outcome = {
    ...outcome,
    files: { actual: file('actual', actual), ...(baseline ? { baseline: file('baseline', baseline) } : {}), ...(diff ? { diff: file('diff', diff) } : {}) },
  };
  writeFileSync(join(folder, `${outcome.name}.json`), JSON.stringify(record));
  writeReport();
  return [`${outcome.problem}; see ${relative(root, join(reportDir, 'index.html'))}`];
}

/**
 * test-results/visual/index.html, from every failing state's record: per
 * state, its baseline, the new screenshot and the diff side by side.
 * Rebuilt after each failure, from all records, by whichever runner found it.
 */
function writeReport(): void {
  const outcomes = readdirSync(reportDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) =>
      readdirSync(join(reportDir, entry.name))
        .filter((file) => file.endsWith('.json'))
        .map((file) => JSON.parse(readFileSync(join(reportDir, entry.name, file), 'utf8')) as Outcome),
    )
    .sort((a, b) => `${a.engine}${a.name}`.localeCompare(`${b.engine}${b.name}`));
  const sections = outcomes.map(
    (outcome) => `<section>
<h2>${escapeHtml(outcome.engine)} · ${escapeHtml(outcome.name)}</h2>
<p>${escapeHtml(outcome.problem)}</p>
<div class="row">${figure('Baseline', outcome.files.baseline)}${figure('Now', outcome.files.actual)}${figure('Diff (changed pixels in red)', outcome.files.diff)}</div>
</section>`,
  );
  writeFileSync(
    join(reportDir, 'index.html'),
    reportPage(
      `How the pages look: ${outcomes.length} ${outcomes.length === 1 ? 'state' : 'states'} changed`,
      `<p>Each state's committed baseline, the screenshot taken now, and where they differ. If the change is meant, <code>npm run accept</code> remakes every record and writes the page to review them on before committing (docs/testing.md).</p>
${sections.join('\n')}`,
    ),
  );
}
