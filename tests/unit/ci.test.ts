import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { selectStages, stages } from '../support/stages.mjs';

interface Step {
  readonly run?: string;
  readonly uses?: string;
  readonly if?: string;
  readonly with?: Record<string, string | undefined>;
}
interface Job {
  readonly container?: string | { readonly image: string };
  readonly strategy?: { readonly matrix: { readonly include: readonly { readonly steps: string }[] } };
  readonly steps: readonly Step[];
}
/** The part of a GitHub workflow this test reads. */
interface Workflow {
  readonly on: unknown;
  readonly jobs: Record<string, Job | undefined>;
}

const root = join(import.meta.dirname, '../..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');

/** The second command of the README's opening block: the one that runs every test and audit. */
function readmeTestCommand(): string {
  const block = /```sh\n([\s\S]*?)```/.exec(read('README.md'))?.[1] ?? '';
  const commands = block
    .split('\n')
    .map((line) => line.replace(/#.*$/, '').trim())
    .filter(Boolean);
  expect(commands, 'the README opens with two commands').toHaveLength(2);
  return commands[1] ?? '';
}

/** The commands a script or workflow runs, one per line, without comments. */
function commandLines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.replace(/#.*$/, '').trim())
    .filter(Boolean);
}

describe('continuous integration', () => {
  it('the README names npm test as the command that runs everything', () => {
    expect(readmeTestCommand()).toBe('npm test');
  });

  it('.ci/run checks on Node 24, then installs cleanly and runs exactly the README test command on Node 26', () => {
    const lines = commandLines(read('.ci/run'));
    expect(lines.slice(-3)).toEqual(['npm ci --no-audit --no-fund', 'PATH="$bin24:$PATH" npm run check', readmeTestCommand()]);
    expect(lines).toContain('export PATH="$bin26:$PATH"');
  });

  it('the GitHub workflow runs every step of npm test in Debian 12 containers, on the Node releases .ci/run pins', () => {
    const workflow = parse(read('.github/workflows/ci.yml')) as Workflow;
    const pinned = (line: number) => new RegExp(`^node${line}=(\\S+)$`, 'm').exec(read('.ci/run'))?.[1];
    const jobs = Object.values(workflow.jobs).filter((job) => job !== undefined);
    for (const job of jobs) expect(typeof job.container === 'string' ? job.container : job.container?.image).toBe('debian:12');
    const nodeOf = (job: Job) => job.steps.find((step) => step.uses?.startsWith('actions/setup-node@'))?.with?.['node-version'];
    const runs = (job: Job) => job.steps.flatMap((step) => (step.run ? [step.run] : []));

    const check = workflow.jobs.check;
    expect(check && nodeOf(check)).toBe(pinned(24));
    expect(check && runs(check).slice(-2)).toEqual(['npm ci --no-audit --no-fund', 'npm run check']);

    const test = workflow.jobs.test;
    if (!test) throw new Error('the workflow has no test job');
    expect(nodeOf(test)).toBe(pinned(26));
    expect(runs(test).slice(-2)).toEqual(['npm ci --no-audit --no-fund', `${readmeTestCommand()} -- --only \${{ matrix.steps }}`]);
    const parts = (test.strategy?.matrix.include ?? []).map(({ steps }) => steps.split(','));
    // Every job's steps run in npm test's order, and what runs on the built site builds first.
    const afterBuild = stages.slice(1).flat();
    for (const steps of parts) {
      expect(selectStages(['--only', steps.join(',')]).flat()).toEqual(steps);
      if (steps.some((step) => afterBuild.includes(step))) expect(steps[0]).toBe('build');
    }
    // Together, every step once, but the build each browser job needs.
    const ran = parts.flat().filter((step) => step !== 'build');
    expect(ran.toSorted()).toEqual(
      stages
        .flat()
        .filter((step) => step !== 'build')
        .toSorted(),
    );
    expect(workflow.on).toEqual({ push: null, pull_request: null });
    const upload = test.steps.find((step) => step.uses?.startsWith('actions/upload-artifact@'));
    expect(upload?.if).toBe('failure()');
    expect(upload?.with?.path?.split('\n').filter(Boolean)).toEqual(['audits/reports/', 'test-results/']);
  });
});
