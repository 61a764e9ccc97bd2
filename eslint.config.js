// @ts-check
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** A relative import whose file has no extension named: `./Button`, `../system`. */
const relativeWithoutExtension = '/^\\.(?!.*\\.(ts|tsx|mjs|js|json|css)$)/';

const importExtensions = ['ImportDeclaration', 'ExportNamedDeclaration', 'ExportAllDeclaration', 'ImportExpression'].map((node) => ({
  selector: `${node}[source.value=${relativeWithoutExtension}]`,
  message: 'Name the file a relative import loads, extension included (./Button.tsx, ./theme.css.ts).',
}));

/** JSX attributes whose value a visitor reads or hears, the site's own props for copy included. */
const readAttributes = '/^(aria-label|aria-description|aria-valuetext|title|alt|placeholder|label|lead|eyebrow|intro|children)$/';

export default tseslint.config(
  { ignores: ['dist', 'dist-edge', 'node_modules', 'audits/reports', 'test-results', 'playwright-report', 'src/routeTree.gen.ts'] },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { project: ['./tsconfig.json', './tsconfig.node.json'], tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      // One import rule: a relative import names its file, extension included, as Node's own
      // module resolution wants; vite.config.ts loads src/build/ (and what it imports) that way.
      'no-restricted-syntax': ['error', ...importExtensions],
      // Numbers in template strings are how copy reads business constants.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      // A file holds one thing: past 400 lines of code (comments and blank lines aside) it holds two.
      'max-lines': ['error', { max: 400, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    files: ['src/**/*.tsx'],
    ...jsxA11y.flatConfigs.strict,
  },
  {
    // Copy lives in src/content/: no component, section or route writes words a visitor reads or hears.
    files: ['src/**/*.tsx'],
    ignores: ['src/content/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...importExtensions,
        { selector: 'JSXText[value=/[A-Za-z]{2,}/]', message: 'Words a visitor reads belong in src/content/, not in JSX.' },
        ...[`JSXAttribute[name.name=${readAttributes}] > Literal`, `JSXAttribute[name.name=${readAttributes}] > JSXExpressionContainer > Literal`].map(
          (selector) => ({
            selector: `${selector}[value=/[A-Za-z]{2,}/]`,
            message: 'Words a visitor reads or hears belong in src/content/, not in a JSX attribute.',
          }),
        ),
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Lighthouse's insides (deep imports, private members) are reached through one adapter and its test.
    files: ['audits/**/*.ts', 'tests/**/*.ts'],
    ignores: ['audits/gate/lighthouseInsides.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ group: ['lighthouse/*'], message: "Reach Lighthouse's insides through audits/gate/lighthouseInsides.ts, which tests them." }] },
      ],
    },
  },
  {
    // The tooling the build config, the audits and the tests share is tooling/'s (tooling/README.md);
    // tests/support/ is the tests' own, and no one else's reaches into it.
    files: ['**/*.{ts,tsx,mjs,js}'],
    ignores: ['tests/**', 'src/**/*.{spec,test}.ts', 'src/**/*.journey.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/tests/support/**'], message: 'Shared test tooling lives in tooling/; tests/support/ is the tests’ own.' }] },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  // Layout is Prettier's (npm run format); ESLint keeps to what code means.
  prettier,
);
