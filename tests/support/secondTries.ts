import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Reporter, TestCase } from 'vitest/node';
import { errorHeadline } from './errorHeadline.mjs';

/** Where each suite lists the tests that passed only on a second try, read by tests/run.mjs. */
const secondTriesFolder = join(import.meta.dirname, '../../test-results/second-tries');

/** A test that passed only on a second try, and why its first try failed. */
export interface SecondTry {
  test: string;
  /** The first line of each error its failed try raised, and for an assertion what it met (the errors a page logged). */
  firstTry: string[];
}

/**
 * Records the tests that failed and then passed on Vitest's `retry`, each with
 * what failed it the first time. The suites that retry (the engines, the screen
 * reader) count such a test as passed; the run prints each one with its error,
 * so a flaky test shows in every log, and can be diagnosed from it, instead of
 * hiding in a green run. Vitest keeps a retried try's errors on the result that
 * finally passed (`result().errors`), and reports print only a failed one's.
 */
export class SecondTries implements Reporter {
  private readonly passedOnRetry: SecondTry[] = [];

  constructor(private readonly suite: string) {}

  onTestCaseResult(testCase: TestCase): void {
    const retries = testCase.diagnostic()?.retryCount ?? 0;
    const result = testCase.result();
    if (retries > 0 && result.state === 'passed')
      this.passedOnRetry.push({
        test: testCase.fullName,
        firstTry: (result.errors ?? []).map((error) => errorHeadline(error.message) + (error.actual ? `; it met ${error.actual.slice(0, 800)}` : '')),
      });
  }

  onTestRunEnd(): void {
    mkdirSync(secondTriesFolder, { recursive: true });
    writeFileSync(join(secondTriesFolder, `${this.suite}.json`), `${JSON.stringify(this.passedOnRetry, null, 2)}\n`);
  }
}
