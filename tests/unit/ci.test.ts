import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { fetchGroup, lockedProgram, unavailable } from '../../tooling/environment/environment.mjs';
import { needsBuild, selectPlan, sideBySide, steps as allSteps } from '../support/plan.mjs';

interface Step {
  readonly run?: string;
  readonly uses?: string;
  readonly if?: string;
  readonly with?: Record<string, string | undefined>;
}
interface Job {
  readonly if?: string;
  readonly container?: string | { readonly image: string };
  readonly strategy?: { readonly matrix: { readonly include: readonly { readonly steps: string }[] } };
  readonly steps: readonly Step[];
}
/** The part of a GitHub workflow this test reads. */
interface Workflow {
  readonly on: Record<string, unknown>;
  readonly jobs: Record<string, Job | undefined>;
}

const root = join(import.meta.dirname, '../..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');
const workflowFile = '.github/workflows/ci.yml';
const workflow = parse(read(workflowFile)) as Workflow;
const jobs = Object.entries(workflow.jobs).flatMap(([id, job]) => (job ? [[id, job] as const] : []));

/**
 * The major version of each action the workflow uses that is current on 2026-11-29 (each action's
 * releases: checkout v7.0.1, setup-node v7.0.0, upload-artifact v7.0.1, cache v6.1.0). A newer major is a
 * change to make here and in the workflow together.
 */
const currentMajors: Record<string, string> = {
  'actions/checkout': 'v7',
  'actions/setup-node': 'v7',
  'actions/upload-artifact': 'v7',
  'actions/cache': 'v6',
};

/** The commands a script or workflow runs, one per line, without comments. */
function commandLines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.replace(/#.*$/, '').trim())
    .filter(Boolean);
}

/** The README's opening block: install and serve, run every test and audit, accept an intended change (the first test holds it to those three). */
const readmeCommands = () => commandLines(/```sh\n([\s\S]*?)```/.exec(read('README.md'))?.[1] ?? '');
/** The second command of the README's opening block: the one that runs every test and audit. */
const readmeTestCommand = () => readmeCommands()[1] ?? '';
const runs = (job: Job | undefined) => job?.steps.flatMap((step) => (step.run ? [step.run] : [])) ?? [];

describe('continuous integration', () => {
  it('the README opens with the commands that serve the site, run every check and accept a change, through ./npmw', () => {
    expect(readmeCommands()).toEqual(['./npmw ci && ./npmw start', './npmw test', './npmw run accept']);
  });

  it('.ci/run checks on Node 24, then installs cleanly and runs exactly the README test command on the pinned Node', () => {
    const lines = commandLines(read('.ci/run'));
    expect(lines.slice(-3)).toEqual(['./npmw ci --no-audit --no-fund', 'NPMW_NODE=$node24 ./npmw run check', readmeTestCommand()]);
  });

  it('the GitHub workflow runs every step of npm test in pinned Debian 12 containers, on the Node releases the project pins', () => {
    const node24 = /^node24=(\S+)$/m.exec(read('.ci/run'))?.[1];
    const pinnedNode = read('.node-version').trim();
    const images = new Set(jobs.map(([, job]) => (typeof job.container === 'string' ? job.container : job.container?.image)));
    expect(images.size, 'one image for every job').toBe(1);
    expect([...images][0]).toMatch(/^debian:(12|bookworm)[\w.-]*@sha256:[0-9a-f]{64}$/);
    const nodeOf = (job: Job | undefined) => job?.steps.find((step) => step.uses?.startsWith('actions/setup-node@'))?.with?.['node-version'];

    expect(nodeOf(workflow.jobs.check)).toBe(node24);
    expect(runs(workflow.jobs.check).slice(-2)).toEqual(['./npmw ci --no-audit --no-fund', './npmw run check']);

    const test = workflow.jobs.test;
    if (!test) throw new Error('the workflow has no test job');
    expect(nodeOf(test)).toBe(pinnedNode);
    expect(runs(test).slice(-2)).toEqual(['./npmw ci --no-audit --no-fund', `${readmeTestCommand()} -- --only \${{ matrix.steps }}`]);
    const parts = (test.strategy?.matrix.include ?? []).map(({ steps }) => steps.split(','));
    // Every job's steps are named in npm test's order, and what runs on the built site builds first.
    for (const steps of parts) {
      expect(Object.keys(selectPlan(['--only', steps.join(',')]))).toEqual(steps);
      if (steps.some(needsBuild)) expect(steps[0]).toBe('build');
    }
    // Together, every step once, but the build each browser job needs.
    const ran = parts.flat().filter((step) => step !== 'build');
    expect(ran.toSorted()).toEqual(allSteps.filter((step) => step !== 'build').toSorted());
    const upload = test.steps.find((step) => step.uses?.startsWith('actions/upload-artifact@'));
    expect(upload?.if).toBe('failure()');
    expect(upload?.with?.path?.split('\n').filter(Boolean)).toEqual(['audits/reports/', 'test-results/']);
  });

  it('npm test runs side by side on two cores, and one step at a time, in the same order, on less', () => {
    const plan = selectPlan([]);
    expect(sideBySide(plan, 2)).toEqual(plan);
    const serial = sideBySide(plan, 1);
    const names = Object.keys(plan);
    expect(Object.keys(serial)).toEqual(names);
    names.forEach((name, index) => {
      expect(serial[name], name).toEqual(expect.arrayContaining(plan[name] ?? []));
      if (index > 0) expect(serial[name], name).toContain(names[index - 1]);
    });
  });

  it('the drift run goes weekly and by hand, the accept run by hand, and neither on a push', () => {
    expect(Object.keys(workflow.on).sort()).toEqual(['pull_request', 'push', 'schedule', 'workflow_dispatch']);
    expect(workflow.jobs.drift?.if).toContain("github.event_name == 'schedule'");
    expect(runs(workflow.jobs.drift)).toContain('./npmw run test:drift');
    expect(workflow.jobs.accept?.if).toContain("inputs.run == 'accept'");
    expect(runs(workflow.jobs.accept)).toContain('./npmw run accept');
    for (const id of ['check', 'test']) expect(workflow.jobs[id]?.if).toBe("github.event_name == 'push' || github.event_name == 'pull_request'");
  });

  it('the workflow is valid by GitHub’s own workflow schema (@actions/workflow-parser)', async () => {
    // The parser imports its schema, a JSON file, without the import attribute Node asks for: given as a module.
    registerHooks({
      load: (url, context, nextLoad) =>
        url.includes('/@actions/workflow-parser/') && url.endsWith('.json')
          ? { format: 'module', source: `export default ${readFileSync(new URL(url), 'utf8')};`, shortCircuit: true }
          : nextLoad(url, context),
    });
    const { convertWorkflowTemplate, NoOperationTraceWriter, parseWorkflow } = await import('@actions/workflow-parser');
    const { ErrorPolicy } = await import('@actions/workflow-parser/model/convert');
    const parsed = parseWorkflow({ name: workflowFile, content: read(workflowFile) }, new NoOperationTraceWriter());
    const parseErrors = parsed.context.errors.getErrors();
    if (!parsed.value) throw new Error(`${workflowFile} did not parse: ${parseErrors.map((error) => error.message).join('; ')}`);
    const template = await convertWorkflowTemplate(parsed.context, parsed.value, undefined, { errorPolicy: ErrorPolicy.TryConversion });
    const errors = [...parseErrors, ...(template.errors ?? [])];
    expect(errors.map((error) => ('message' in error ? error.message : error.Message))).toEqual([]);
  });

  it('uses each action at its current major version', () => {
    const used = jobs.flatMap(([, job]) => job.steps.flatMap((step) => (step.uses ? [step.uses] : [])));
    expect(used.length).toBeGreaterThan(0);
    for (const action of used) {
      const [name = '', version] = action.split('@');
      expect(currentMajors[name], `${action}: an action this test knows`).toBeDefined();
      expect(version, action).toBe(currentMajors[name]);
    }
  });

  it('every shell step of the workflow, .ci/run, ./npmw and the shell scripts pass shellcheck (the lock’s)', async (context) => {
    const reason = unavailable();
    if (reason) context.skip(reason);
    await fetchGroup('shellcheck');
    const shellcheck = lockedProgram('shellcheck');
    if (!shellcheck) throw new Error('shellcheck did not unpack');
    const scratch = mkdtempSync(join(tmpdir(), 'pixellift-shellcheck-'));
    // A step's expressions are filled in by GitHub before the shell reads them: one word stands for each.
    const steps = jobs.flatMap(([id, job]) =>
      job.steps.flatMap((step, index) => {
        if (!step.run) return [];
        const file = join(scratch, `${id}-${index + 1}.bash`);
        writeFileSync(file, step.run.replace(/\$\{\{[^}]*\}\}/g, 'GITHUB_EXPRESSION'));
        return [file];
      }),
    );
    const scripts = [
      '.ci/run',
      'npmw',
      ...readdirSync(join(root, 'tests'), { recursive: true, encoding: 'utf8' })
        .filter((file) => file.endsWith('.sh'))
        .map((file) => `tests/${file}`),
    ];
    const lint = (files: string[], shell?: string) => {
      const { status, stdout, stderr, error } = spawnSync(shellcheck, [...(shell ? [`--shell=${shell}`] : []), ...files], { cwd: root, encoding: 'utf8' });
      return status === 0 ? '' : `${stdout}${stderr}${error?.message ?? ''}`;
    };
    // GitHub runs a step with bash where the container has it (Debian does).
    expect(lint(steps, 'bash'), 'the workflow’s shell steps').toBe('');
    expect(lint(scripts), 'the shell scripts').toBe('');
  });
});
