// Finds what the screen-reader tests (tests/screen-reader/) run besides the
// browsers and Xvfb: Orca, xdotool to press its keys, openbox to give the
// browser's window focus, and a D-Bus session with the AT-SPI bus. Each is
// its Debian package's binary; the variables point elsewhere.
import { findProgram } from './findProgram.mjs';

/** @returns {string | undefined} */
export const findOrca = () => findProgram('ORCA_PATH', ['/usr/bin/orca'], 'orca');

/** @returns {string | undefined} */
export const findXdotool = () => findProgram('XDOTOOL_PATH', ['/usr/bin/xdotool'], 'xdotool');

/** @returns {string | undefined} */
export const findOpenbox = () => findProgram('OPENBOX_PATH', ['/usr/bin/openbox'], 'openbox');

/** @returns {string | undefined} */
export const findDbusDaemon = () => findProgram('DBUS_DAEMON_PATH', ['/usr/bin/dbus-daemon'], 'dbus-daemon');

/** @returns {string | undefined} */
export const findAtSpiBusLauncher = () =>
  findProgram('ATSPI_BUS_LAUNCHER_PATH', ['/usr/libexec/at-spi-bus-launcher', '/usr/lib/at-spi2-core/at-spi-bus-launcher']);
