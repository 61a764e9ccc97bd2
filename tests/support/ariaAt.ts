/**
 * W3C ARIA-AT's priority-1 ("MUST") assertions for the patterns this site
 * uses (w3c/aria-at, tests/apg/<pattern>/data/assertions.csv), checked on a
 * browser's own accessibility tree, the one it hands to screen readers:
 * Chromium's over DevTools (tests/sweep/ariaAt.ts, every state of the sweep)
 * and Firefox's and Chromium's over AT-SPI, as Orca reads them
 * (tests/screen-reader/tree/, the journeys' states). Each platform's tree is
 * first put into one shape, `Accessible`, so each assertion is written once:
 * - disclosure (the FAQs): role (a button), name (the question alone), and
 *   state, before and after it changes;
 * - menu button (the menu's toggle): role, name, and that it opens a dialog;
 * - modal dialog (the menu, the inspect view): role, name, description where
 *   it has one, modal where the platform carries it, and the focus inside it;
 * - slider (each comparison): role, name, and value, as a number in its range
 *   and, where the platform gives it, as words.
 * Each problem names the browser, where, the pattern and the property.
 */
import { examples } from '../../src/content/examples.ts';
import { comparisonLabels, heroComparison } from '../../src/content/home.ts';
import { mobileMenuCopy } from '../../src/content/shell.ts';

/** One object of a browser's accessibility tree, as either platform gives it. */
export interface Accessible {
  readonly id: string;
  readonly parentId?: string;
  /** The role a screen reader reports, as ARIA-AT names it: `button` covers a push button and a toggle button. */
  readonly role: string;
  /** The platform's own role ("toggle button" over AT-SPI, "DisclosureTriangle" over DevTools), for the report. */
  readonly platformRole: string;
  readonly name: string;
  readonly description: string;
  /** A heading's level. */
  readonly level?: number;
  /** Only for an object that can expand. */
  readonly expanded?: boolean;
  /** "dialog", "menu", "true": what it opens, where it says so. */
  readonly hasPopup?: string;
  /** Undefined where the platform does not carry a dialog's modality (Firefox ESR 140 over AT-SPI). */
  readonly modal?: boolean;
  readonly focused: boolean;
  /** `text` is undefined where the platform does not carry the value's words (DevTools' tree). */
  readonly value?: { readonly now: number; readonly min: number; readonly max: number; readonly text?: string };
}

/** What a state of a page must show, pattern by pattern; a pattern left out is not asserted. */
export interface Expected {
  /** Every disclosure on the page, in order, and whether it is open. */
  readonly disclosures?: readonly { readonly name: string; readonly expanded: boolean }[];
  /** The menu button's name: it must say that it opens a dialog. */
  readonly menuButton?: string;
  /** The modal dialog open in this state, which holds the focus. */
  readonly dialog?: { readonly name: string; readonly description?: string };
  /** Every slider on the page, in order, with the value it conveys (on a 0 to 100 scale). */
  readonly sliders?: readonly { readonly name: string; readonly now: number; readonly text: string }[];
}

/** The site's dialogs as ARIA-AT expects them, for the sweep's states and the journeys' steps alike. */
export const siteDialogs = {
  menu: { name: mobileMenuCopy.dialogLabel },
  inspect: { name: comparisonLabels.inspectTitle(heroComparison.title), description: comparisonLabels.inspectHint },
} as const;

/**
 * Every comparison on home, in order, at the value it conveys: the hero's at `heroAt`, the rest where
 * they start, halfway (BeforeAfter.tsx's initialPercent, which the stylesheet draws before hydration).
 */
export const homeSliders = (heroAt = 50): NonNullable<Expected['sliders']> =>
  [heroComparison, ...examples].map(({ title }, index) => {
    const now = index === 0 ? heroAt : 50;
    return { name: comparisonLabels.slider(title), now, text: comparisonLabels.valueText(now) };
  });

/** Every MUST of the patterns in `expected`, on `tree`: one line per property that fails, each starting with `where`. */
export function ariaAtProblems(tree: readonly Accessible[], expected: Expected, where: string): string[] {
  const problems: string[] = [];
  const fail = (pattern: string, property: string, detail: string) => problems.push(`${where} · ARIA-AT ${pattern}: ${property}: ${detail}`);
  /** The objects of a pattern (`what`) must be named as `wanted`, in order: each that is comes back beside what it must convey. */
  const named = <T extends { readonly name: string }>(pattern: string, what: string, nodes: readonly Accessible[], wanted: readonly T[]) => {
    const [names, wantedNames] = [nodes.map((node) => node.name), wanted.map((item) => item.name)];
    if (names.join('\n') !== wantedNames.join('\n'))
      fail(pattern, 'role and name', `the ${what} are named ${JSON.stringify(names)}, not ${JSON.stringify(wantedNames)}`);
    return nodes.flatMap((node, index) => (node.name === wanted[index]?.name ? [[node, wanted[index]] as const] : []));
  };

  if (expected.disclosures) {
    // A button that opens a popup (the menu's toggle, which Chromium marks expanded too) is a menu button.
    const disclosures = tree.filter((node) => node.role === 'button' && node.expanded !== undefined && node.hasPopup === undefined);
    for (const [node, item] of named('disclosure', 'expandable buttons', disclosures, expected.disclosures))
      if (node.expanded !== item.expanded)
        fail('disclosure', 'state', `"${node.name}" is ${node.expanded ? 'expanded' : 'collapsed'}, not ${item.expanded ? 'expanded' : 'collapsed'}`);
  }

  if (expected.menuButton !== undefined) {
    const toggle = tree.find((node) => node.role === 'button' && node.name === expected.menuButton);
    if (!toggle) fail('menu button', 'role and name', `no button named "${expected.menuButton}"`);
    else if (toggle.hasPopup !== 'dialog')
      fail('menu button', 'popup', `"${toggle.name}" has popup ${JSON.stringify(toggle.hasPopup ?? 'none')}, not "dialog"`);
  }

  if (expected.dialog) {
    const { name, description } = expected.dialog;
    const open = tree.filter((node) => node.role === 'dialog');
    const node = open.find((candidate) => candidate.name === name);
    if (!node) fail('modal dialog', 'role and name', `no dialog named "${name}" (dialogs: ${JSON.stringify(open.map((candidate) => candidate.name))})`);
    else {
      if (description !== undefined && node.description !== description) fail('modal dialog', 'description', `"${node.description}", not "${description}"`);
      if (node.modal === false) fail('modal dialog', 'modal', `"${node.name}" is not modal`);
      const byId = new Map(tree.map((candidate) => [candidate.id, candidate]));
      const focused = tree.find((candidate) => candidate.focused && candidate.role !== 'document');
      let ancestor = focused;
      while (ancestor && ancestor.id !== node.id) ancestor = ancestor.parentId ? byId.get(ancestor.parentId) : undefined;
      if (!ancestor) fail('modal dialog', 'focus', `the focus is on ${focused ? `${focused.role} "${focused.name}"` : 'nothing'}, outside "${node.name}"`);
    }
  }

  if (expected.sliders) {
    const sliders = tree.filter((node) => node.role === 'slider');
    for (const [node, slider] of named('slider', 'sliders', sliders, expected.sliders)) {
      const range = node.value ? `${node.value.min}–${node.value.max}` : 'no range';
      if (node.value?.now !== slider.now || range !== '0–100')
        fail('slider', 'value', `"${node.name}" conveys ${JSON.stringify(node.value?.now ?? null)} in ${range}, not ${slider.now} in 0–100`);
      else if (node.value.text !== undefined && node.value.text !== slider.text)
        fail('slider', 'value text', `"${node.name}" says "${node.value.text}", not "${slider.text}"`);
    }
  }
  return problems;
}

/**
 * What a screen reader is told of each object of the patterns above, one line per property
 * ("button "When do I pay?": expanded: false"), for comparing two browsers' trees of one state.
 */
export function patternFacts(tree: readonly Accessible[]): Map<string, string> {
  const facts = new Map<string, string>();
  for (const node of tree) {
    const pattern =
      node.role === 'dialog' || node.role === 'slider' || (node.role === 'button' && (node.expanded !== undefined || node.hasPopup !== undefined));
    if (!pattern) continue;
    const key = `${node.role} "${node.name}"`;
    facts.set(`${key}: description`, node.description);
    if (node.expanded !== undefined) facts.set(`${key}: expanded`, String(node.expanded));
    if (node.hasPopup !== undefined) facts.set(`${key}: popup`, node.hasPopup);
    if (node.role === 'dialog') facts.set(`${key}: modal`, node.modal === undefined ? notCarried : String(node.modal));
    if (node.value) {
      facts.set(`${key}: value`, `${node.value.now} in ${node.value.min}–${node.value.max}`);
      if (node.value.text !== undefined) facts.set(`${key}: value text`, node.value.text);
    }
  }
  return facts;
}

/** A property one platform's tree does not carry at all: it can neither agree nor disagree. */
const notCarried = 'not carried by this platform';

/** Where two browsers' trees of one state tell a screen reader different things: one line per property. */
export function disagreements(a: { readonly browser: string; readonly facts: Map<string, string> }, b: typeof a): string[] {
  const told = (value: string | undefined) => (value === undefined ? 'has no such property' : JSON.stringify(value));
  return [...new Set([...a.facts.keys(), ...b.facts.keys()])].flatMap((key) => {
    const [inA, inB] = [a.facts.get(key), b.facts.get(key)];
    return inA === inB || inA === notCarried || inB === notCarried ? [] : [`${key}: ${a.browser} ${told(inA)}, ${b.browser} ${told(inB)}`];
  });
}
