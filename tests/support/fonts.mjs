// The fonts the tests' browsers render with: Debian's fonts-dejavu-core, as the
// test environment's lock fetches it (tooling/environment/), else the system's,
// through a fontconfig file of the project's own (tests/visual/fonts.conf), so
// a screenshot depends on what the project pins and not on the fonts a
// machine happens to have.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cacheDir } from '../../tooling/environment/environment.mjs';
import { need } from '../../tooling/programs.mjs';

/** The fontconfig file of the project, which names the system's copy of the fonts. */
const fontConfigFile = fileURLToPath(new URL('../visual/fonts.conf', import.meta.url));
const systemFonts = '/usr/share/fonts/truetype/dejavu';

/**
 * The fontconfig file every browser the tests start is given: the project's, naming the folder the fonts
 * were found in (the lock's cache, where fetched), written once beside them.
 */
function fontConfig() {
  const fonts = need('fonts');
  if (fonts === systemFonts) return fontConfigFile;
  const file = join(cacheDir, 'fonts.conf');
  const text = readFileSync(fontConfigFile, 'utf8').replace(`<dir>${systemFonts}</dir>`, `<dir>${fonts}</dir>`);
  if (!existsSync(file) || readFileSync(file, 'utf8') !== text) {
    mkdirSync(dirname(file), { recursive: true });
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, text);
    renameSync(partial, file);
  }
  return file;
}

/** The environment a browser is started with: the caller's, with the pinned fonts. */
export const browserEnv = () => ({ ...process.env, FONTCONFIG_FILE: fontConfig() });
