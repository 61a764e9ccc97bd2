// The fonts the tests' browsers render with: Debian's fonts-dejavu-core,
// through a fontconfig file of the project's own (tests/visual/fonts.conf),
// so a screenshot depends on what the project pins and not on the fonts a
// machine happens to have. tests/support/programs.mjs installs the package
// as root on Debian or Ubuntu; CI's workflow installs it too.
import { fileURLToPath } from 'node:url';

/** The fontconfig file every browser the tests start is given. */
const fontConfigFile = fileURLToPath(new URL('../visual/fonts.conf', import.meta.url));

/** The environment a browser is started with: the caller's, with the pinned fonts. */
export const browserEnv = () => ({ ...process.env, FONTCONFIG_FILE: fontConfigFile });
