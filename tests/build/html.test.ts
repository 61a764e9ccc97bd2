import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { prerenderTargets } from '../../src/build/prerender/targets.ts';
import { need } from '../../tooling/programs.mjs';
import vnuJar from 'vnu-jar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dist } from './builtPages.ts';

/**
 * The Nu HTML checker (vnu.jar, what validator.w3.org/nu runs) over every
 * prerendered page. Errors gate, and so do warnings (reported as type "info"
 * with subType "warning"), which flag markup that is valid but probably wrong.
 * Plain "info" messages do not: the only ones the pages raise note that the
 * trailing slash React writes on void elements (`<meta … />`) has no effect,
 * which is harmless where every attribute value is quoted, as React quotes them.
 */

const jar = vnuJar.toString();
const pages = prerenderTargets.map((target) => join(dist, target.file));

interface NuMessage {
  readonly type: 'error' | 'info' | 'non-document-error';
  readonly subType?: string;
  readonly url?: string;
  readonly lastLine?: number;
  readonly firstColumn?: number;
  readonly message: string;
}

/** Whether a message fails the check: anything but plain information. */
const gates = (message: NuMessage) => message.type !== 'info' || message.subType === 'warning';

const describeMessage = (message: NuMessage) =>
  `${basename(message.url ?? '?')}:${message.lastLine ?? '?'}:${message.firstColumn ?? '?'}: ${message.subType ?? message.type}: ${message.message}`;

// One JVM start for every page and the planted error together: starting the checker costs more than checking a page.
let messages: readonly NuMessage[] = [];
const scratch = mkdtempSync(join(tmpdir(), 'pixellift-nu-'));
// A copy of the home page with one error the checker must report, so the check cannot pass by checking nothing.
const planted = join(scratch, 'planted-error.html');
const plantedId = 'nu-planted-duplicate';

beforeAll(() => {
  // The checker reports nothing at all for a file that is not there.
  const missing = pages.filter((page) => !existsSync(page));
  if (missing.length > 0) throw new Error(`Not built: ${missing.join(', ')}; run \`npm run build\` first.`);
  const home = readFileSync(join(dist, 'index.html'), 'utf8');
  writeFileSync(planted, home.replace('<main', `<p id="${plantedId}"></p><p id="${plantedId}"></p><main`));
  const java = need('java');
  const result = spawnSync(java, ['-jar', jar, '--format', 'json', ...pages, planted], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.error) throw new Error(`Could not run ${java} -jar ${jar}: ${result.error.message}`);
  // The checker prints its JSON report on stderr and exits 1 when it found errors; anything else is a failure to run.
  try {
    messages = (JSON.parse(result.stderr) as { messages: NuMessage[] }).messages;
  } catch {
    throw new Error(`The Nu HTML checker printed no report (exit ${result.status ?? result.signal}):\n${result.stderr}${result.stdout}`);
  }
});

afterAll(() => {
  rmSync(scratch, { recursive: true, force: true });
});

describe('the Nu HTML checker', () => {
  it('reports an error planted in a copy of a page', () => {
    const reported = messages.filter((message) => message.url?.endsWith('/planted-error.html') && message.type === 'error');
    expect(reported.map(describeMessage)).toContainEqual(expect.stringContaining(`Duplicate ID “${plantedId}”`));
  });

  it(`finds no errors or warnings on any of the ${pages.length} prerendered pages`, () => {
    const found = messages.filter((message) => !message.url?.endsWith('/planted-error.html') && gates(message));
    expect(found.map(describeMessage)).toEqual([]);
  });
});
