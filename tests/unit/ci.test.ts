import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

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

  it('.ci/run installs cleanly, then runs exactly the README test command', () => {
    const lines = commandLines(read('.ci/run'));
    expect(lines.slice(-2)).toEqual(['npm ci --no-audit --no-fund', readmeTestCommand()]);
  });

  it('the GitHub workflow installs the WebKit driver and the pinned fonts, installs cleanly, then runs exactly the README test command with the runner Chrome and nginx', () => {
    const workflow = read('.github/workflows/ci.yml');
    const runs = [...workflow.matchAll(/^\s+(?:- )?run: (.+)$/gm)].map(([, command]) => command?.trim());
    // The one install: WebKitGTK's WebDriver and Xvfb for the cross-engine journeys (tests/engines/), and the
    // fonts every browser renders the screenshots with (tests/visual/fonts.conf).
    expect(runs).toEqual([
      'sudo apt-get install -y --no-install-recommends webkit2gtk-driver xvfb fonts-dejavu-core orca xdotool openbox dbus-daemon at-spi2-core',
      'npm ci --no-audit --no-fund',
      readmeTestCommand(),
    ]);
    expect(workflow).toMatch(/CHROME_PATH: \/usr\/bin\/google-chrome/);
    // The runner image ships nginx there (actions/runner-images, Ubuntu 24.04: nginx 1.24); the nginx project runs it unprivileged.
    expect(workflow).toMatch(/NGINX_PATH: \/usr\/sbin\/nginx/);
    expect(workflow).toMatch(/on:\n\s+push:\n\s+pull_request:/);
    expect(workflow).toMatch(/if: failure\(\)[\s\S]*audits\/reports\/[\s\S]*test-results\//);
  });
});
