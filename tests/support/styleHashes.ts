/** The CSP style hashes a host config carries, each once, sorted (as `builtStyleHashes` returns them). */
export function styleHashesIn(config: string): string[] {
  return [...new Set(config.match(/'sha256-[A-Za-z0-9+/]+={0,2}'/g) ?? [])].sort();
}
