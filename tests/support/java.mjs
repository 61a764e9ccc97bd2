// Finds the Java that runs the Nu HTML checker (tests/build/html.test.ts).
// JAVA_PATH wins; otherwise Debian's /usr/bin/java (default-jre-headless), then PATH.
import { findProgram } from './findProgram.mjs';

/** @returns {string | undefined} */
export const findJava = () => findProgram('JAVA_PATH', ['/usr/bin/java'], 'java');
