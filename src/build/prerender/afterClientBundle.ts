import type { Plugin, ResolvedConfig } from 'vite';

/**
 * A build step that runs once the client bundle is written: by default before
 * vite-plugin-pwa (whose closeBundle runs last) lists the output to precache;
 * with order 'post', from a plugin placed after VitePWA, once the service
 * worker is written too. closeBundle also runs after a failed build; the step
 * is skipped then, so the build's own error is the one shown.
 */
export function afterClientBundle(name: string, step: (config: ResolvedConfig) => Promise<void>, order: 'pre' | 'post' = 'pre'): Plugin {
  let config: ResolvedConfig;
  let failed = false;
  return {
    name,
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    buildEnd(error) {
      failed = Boolean(error);
    },
    closeBundle: {
      order,
      sequential: true,
      async handler() {
        if (!failed) await step(config);
      },
    },
  };
}
