import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type AccessibilityCheck, accessibilityChecks, screenReader, testedEngines } from '../../src/content/accessibilityTesting.ts';
import { accessibilityStatement } from '../../src/content/legal/accessibility.ts';
import { statementChecks } from '../support/statementChecks.ts';
import { legalText } from '../support/legalText.ts';

/**
 * The accessibility statement tells visitors how the site is tested, from
 * src/content/accessibilityTesting.ts; the suites take their engines and
 * reader from the same file. Here the rest of the suite is held to it: an
 * engine, a reader or a check that the suite gains or drops without that
 * file (and so the statement) following fails a test.
 */
const root = join(import.meta.dirname, '../..');
const folders = (path: string) =>
  readdirSync(join(root, path), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

const statementText = legalText(accessibilityStatement);

describe('the accessibility statement and the suite', () => {
  it('name the same browser engines: a journey file for each, and a set of baselines each', () => {
    const engineFiles = readdirSync(join(root, 'tests/engines')).filter((file) => file.endsWith('.test.ts'));
    expect(engineFiles.sort()).toEqual(testedEngines.map((engine) => `${engine.key}.test.ts`).sort());
    expect(folders('tests/visual/baselines')).toEqual(testedEngines.map((engine) => engine.key).sort());
    for (const engine of testedEngines) {
      expect(existsSync(join(root, 'tests/visual/baselines', engine.key, 'made-with.json')), `${engine.key}'s baselines record what made them`).toBe(true);
      expect(statementText).toContain(`${engine.engine} (the engine of ${engine.browsers})`);
    }
  });

  it('name the same screen reader, its version, and the engines it reads in', () => {
    expect(folders('tests/screen-reader/transcripts')).toEqual([...screenReader.engines].sort());
    for (const engine of screenReader.engines) {
      const folder = join('tests/screen-reader/transcripts', engine);
      for (const file of readdirSync(join(root, folder))) {
        expect(readFileSync(join(root, folder, file), 'utf8').split('\n')[0], `${folder}/${file} was recorded with the version the statement names`).toMatch(
          new RegExp(`^# ${screenReader.version.replace('.', '\\.')}, `),
        );
      }
    }
    expect(statementText).toContain(`${screenReader.name} ${screenReader.version} screen reader on ${screenReader.platform}`);
  });

  it('name the same checks, each with the code that makes it', () => {
    // The table is typed by the statement's keys; here each entry is also held to be code, and the statement to say it.
    expect(Object.keys(statementChecks).sort()).toEqual(Object.keys(accessibilityChecks).sort());
    for (const [check, words] of Object.entries(accessibilityChecks)) {
      const code: readonly unknown[] = statementChecks[check as AccessibilityCheck];
      expect(code.length, `the code behind the statement's check "${check}"`).toBeGreaterThan(0);
      for (const part of code) expect(['function', 'string'], `the statement's check "${check}"`).toContain(typeof part);
      expect(statementText).toContain(words);
    }
    expect(statementChecks.lighthouse[0](), "Lighthouse's accessibility category held at 100 on both presets").toBe(true);
  });
});
