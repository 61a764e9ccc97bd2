// The environment every run of the suites starts from, for `npm test`
// (tests/run.mjs), `npm run accept` and `npm run test:drift`
// (tests/records/): the test environment's lock made this machine's where it
// can be (tooling/environment/), every other program found or installed
// (programs.mjs), and each program's path chosen once, for every step.
import { prepareEnvironment } from '../../tooling/environment/environment.mjs';
import { pageChromium } from '../../tooling/chromium.mjs';
import { ensurePrograms, need } from '../../tooling/programs.mjs';

/**
 * Prepares the machine and returns the variables every step runs with; prints one line for each thing
 * not as the lock says, and stops the process with the line saying what to do where a suite cannot run.
 * Without the lock (the drift run in a Debian 13 root), it takes the system's programs as they are.
 * @param {{ locked?: boolean }} [options]
 * @returns {Promise<NodeJS.ProcessEnv>}
 */
export async function testEnvironment({ locked = true } = {}) {
  if (locked) {
    const { notes, stop } = await prepareEnvironment();
    for (const line of notes) console.log(line);
    if (stop.length > 0) {
      for (const line of stop) console.error(line);
      process.exit(1);
    }
  }
  ensurePrograms();
  // The Chromium the Playwright suites open pages in: its headless shell where one of its version is
  // at hand, else Chromium itself, headless (chromium.mjs).
  const chromePath = need('chromium');
  const pageChromePath = pageChromium();
  if (pageChromePath === chromePath)
    console.log(`Pages open in ${pageChromePath}, headless: no headless shell of its version (Debian/Ubuntu: apt-get install chromium-headless-shell).`);
  return {
    ...process.env,
    // A record is written only where a command says so (npm run accept), never by npm test.
    VISUAL_UPDATE: '',
    UPDATE_TRANSCRIPTS: '',
    CHROME_PATH: chromePath,
    CHROME_HEADLESS_SHELL_PATH: pageChromePath,
    NGINX_PATH: need('nginx'),
    FIREFOX_PATH: need('firefox'),
    WEBKIT_DRIVER_PATH: need('webkitDriver'),
    JAVA_PATH: need('java'),
  };
}
