// Finds the Java that runs the Nu HTML checker (tests/build/html.test.ts).
// JAVA_PATH wins; otherwise Debian's /usr/bin/java (default-jre-headless), then PATH.
import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';

/** @returns {string | undefined} */
export function findJava() {
  const fromEnv = process.env.JAVA_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : undefined;
  const onPath = (process.env.PATH ?? '').split(delimiter).map((folder) => join(folder, 'java'));
  return ['/usr/bin/java', ...onPath].find((path) => existsSync(path));
}
