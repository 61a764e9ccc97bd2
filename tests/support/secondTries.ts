import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Reporter, TestCase } from 'vitest/node';

/** Where each suite lists the tests that passed only on a second try, read by tests/run.mjs. */
const secondTriesFolder = join(import.meta.dirname, '../../test-results/second-tries');

/**
 * Records the tests that failed and then passed on Vitest's `retry`. The
 * suites that retry (the engines, the screen reader) count such a test as
 * passed; the run prints each one, so a flaky test shows in every log
 * instead of hiding in a green run.
 */
export class SecondTries implements Reporter {
  private readonly passedOnRetry: string[] = [];

  constructor(private readonly suite: string) {}

  onTestCaseResult(testCase: TestCase): void {
    const retries = testCase.diagnostic()?.retryCount ?? 0;
    if (retries > 0 && testCase.result().state === 'passed') this.passedOnRetry.push(testCase.fullName);
  }

  onTestRunEnd(): void {
    mkdirSync(secondTriesFolder, { recursive: true });
    writeFileSync(join(secondTriesFolder, `${this.suite}.json`), `${JSON.stringify(this.passedOnRetry, null, 2)}\n`);
  }
}
