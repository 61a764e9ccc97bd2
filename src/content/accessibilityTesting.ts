/**
 * How the site is tested for accessibility, defined once: the accessibility
 * statement (/accessibility) says it to visitors, and the test suites take
 * their browser engines, their screen reader and its browsers, and the names
 * of their checks from here. An engine, a reader or a check leaves or joins
 * the suite by changing this file, and the statement changes with it;
 * tests/unit/accessibilityTesting.test.ts fails where the suite and this file
 * disagree.
 */

export interface TestedEngine {
  /** How the suites name it: baseline folders, page adapters, screen-reader sessions. */
  readonly key: 'chromium' | 'firefox' | 'webkit';
  /** What the suite runs. */
  readonly engine: string;
  /** The browsers people use that are built on it. */
  readonly browsers: string;
}

export const testedEngines = [
  { key: 'chromium', engine: 'Chromium', browsers: 'Chrome, Edge, Opera and Samsung Internet' },
  { key: 'firefox', engine: 'Firefox ESR', browsers: 'Firefox' },
  { key: 'webkit', engine: 'WebKitGTK', browsers: 'Safari on Mac, iPhone and iPad' },
] as const satisfies readonly TestedEngine[];

export type TestedEngineKey = (typeof testedEngines)[number]['key'];

/** What the suite runs for an engine, as the statement and the suite's messages name it ("Firefox ESR"). */
export const engineName = (key: TestedEngineKey): string => testedEngines.find((engine) => engine.key === key)?.engine ?? key;

/** The screen reader the suite runs on every page, and the engines it reads them in. */
export const screenReader = {
  name: 'Orca',
  /** The release the committed transcripts were recorded with; the suite stops on another. */
  version: '43.1',
  platform: 'Linux',
  engines: ['firefox', 'chromium'],
} as const satisfies { readonly name: string; readonly version: string; readonly platform: string; readonly engines: readonly TestedEngineKey[] };

export type ScreenReaderEngine = (typeof screenReader.engines)[number];

/**
 * The checks the suite runs on every page, each as the statement words it.
 * The suites name their checks by these keys, so one cannot go without the
 * other.
 */
export const accessibilityChecks = {
  axe: 'axe-core, the automated WCAG 2.2 rule engine, on every page in all three engines, and in Chromium on every state of every page (menus and dialogs open, form errors shown, offline) in light and dark',
  keyboard:
    'Keyboard only: every page tabbed through forwards and back at phone and laptop widths, in light and dark and with forced colours, each stop checked for a visible focus indicator of at least 2 px, in view and in reading order',
  reflow: 'Reflow at 320 CSS px and with WCAG text spacing: nothing cut off, nothing scrolling sideways',
  contrast: 'The contrast of every text and control colour pair the pages paint, in light and dark',
  screenshots:
    'Screenshots in light and dark, compared pixel by pixel with reviewed baselines: every state of every page in Chromium, and each page as it loads in Firefox ESR and WebKitGTK',
  screenReader: 'A screen reader reading every page from top to bottom, and the menu, the comparison and the contact form worked by ear',
  browserTree:
    "The accessibility tree the browsers hand to screen readers, held to what the W3C's ARIA-AT project requires of each kind of control the pages use (expandable questions, the menu button, dialogs and sliders): in Chromium on every state of every page, and in Firefox ESR and Chromium at each step of the journeys worked by ear",
  lighthouse: "Lighthouse's accessibility score of 100 on every page, as a phone and as a laptop",
} as const;

export type AccessibilityCheck = keyof typeof accessibilityChecks;
