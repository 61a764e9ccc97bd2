import { cspHashSource } from '../../src/build/hosts/inlineStyles.mjs';

/** The CSP style hashes a host config carries, each once, sorted (as `builtStyleHashes` returns them). */
export function styleHashesIn(config: string): string[] {
  return [...new Set(config.match(new RegExp(cspHashSource.source, 'g')) ?? [])].sort();
}
