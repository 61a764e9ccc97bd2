import type { CDPSession, Page } from '@playwright/test';
import { examples } from '../../src/content/examples.ts';
import { contactFaqs, pricingFaqs } from '../../src/content/faqs.ts';
import { comparisonLabels, heroComparison } from '../../src/content/home.ts';
import { mobileMenuCopy } from '../../src/content/shell.ts';
import { describeWhere, type Where } from './checks.ts';
import type { PageState } from './states.ts';

/**
 * W3C ARIA-AT's priority-1 ("MUST") assertions for the patterns this site
 * uses (w3c/aria-at, tests/apg/<pattern>/data/assertions.csv), checked on
 * Chromium's own accessibility tree (Accessibility.getFullAXTree over CDP):
 * the tree Chromium hands to JAWS, NVDA and VoiceOver, not Playwright's
 * computation. In every state of the sweep:
 * - disclosure (the FAQs): role, name, and state, collapsed on load and
 *   expanded once opened (the state change);
 * - menu button (the menu's toggle, on a phone): role, name, and that it
 *   opens a dialog;
 * - modal dialog (the menu, the inspect view): role, name, description where
 *   it has one, modal, and the focus inside it;
 * - slider (each comparison): role, name, and its value: where the divider
 *   starts.
 *   Chromium's CDP tree does not carry aria-valuetext (a native range gives
 *   its number, an ARIA slider nothing, in Chromium 156), while Orca hears the
 *   words over AT-SPI: the value is checked as the number here, and as words
 *   by the screen reader's suite.
 * Each problem names the browser, the pattern and the property.
 */

interface TreeNode {
  readonly id: string;
  readonly parentId?: string;
  readonly role: string;
  readonly name: string;
  readonly description: string;
  readonly value: unknown;
  readonly properties: Readonly<Record<string, unknown>>;
}

interface CdpNode {
  readonly nodeId: string;
  readonly parentId?: string;
  readonly ignored: boolean;
  readonly role?: { readonly value: string };
  readonly name?: { readonly value: string };
  readonly description?: { readonly value: string };
  readonly value?: { readonly value: unknown };
  readonly properties?: readonly { readonly name: string; readonly value: { readonly value: unknown } }[];
}

/**
 * One DevTools session per page, opened at its first state and kept: a
 * session attached while the page is offline (the offline notice's state)
 * told the page it was online again, and the notice went.
 */
const sessions = new WeakMap<Page, Promise<CDPSession>>();

/** The tree, ignored nodes included: they still link a node to its ancestors. */
async function chromiumTree(page: Page): Promise<(TreeNode & { readonly ignored: boolean })[]> {
  let session = sessions.get(page);
  if (!session) {
    session = page.context().newCDPSession(page);
    sessions.set(page, session);
  }
  const { nodes } = (await (await session).send('Accessibility.getFullAXTree')) as unknown as { nodes: CdpNode[] };
  return nodes.map((node) => ({
    id: node.nodeId,
    ...(node.parentId ? { parentId: node.parentId } : {}),
    ignored: node.ignored,
    role: node.role?.value ?? '',
    name: node.name?.value ?? '',
    description: node.description?.value ?? '',
    value: node.value?.value,
    properties: Object.fromEntries((node.properties ?? []).map((property) => [property.name, property.value.value])),
  }));
}

const faqsOf: Partial<Record<Where['route']['key'], readonly { readonly question: string }[]>> = { pricing: pricingFaqs, contact: contactFaqs };

/**
 * Every MUST of the patterns the page shows in this state, on Chromium's tree: one line per property
 * that fails. `dialog` is the modal dialog the state opens (the state table's), which hides the rest.
 */
export async function ariaAtProblems(page: Page, where: Where, dialog: PageState['dialog']): Promise<string[]> {
  const tree = await chromiumTree(page);
  const nodes = tree.filter((node) => !node.ignored);
  const problems: string[] = [];
  const fail = (pattern: string, property: string, detail: string) => problems.push(`${describeWhere(where, `ARIA-AT ${pattern}`)}: ${property}: ${detail}`);

  // Disclosure: a FAQ's question is a button (Chromium's DisclosureTriangle) named by the question alone.
  const questions = (faqsOf[where.route.key] ?? []).map((item) => item.question);
  const disclosures = nodes.filter((node) => node.role === 'DisclosureTriangle');
  if (!dialog) {
    const names = disclosures.map((node) => node.name);
    if (names.join('\n') !== questions.join('\n'))
      fail('disclosure', 'role and name', `the questions' buttons are named ${JSON.stringify(names)}, not ${JSON.stringify(questions)}`);
    const expanded = where.state === 'FAQ items open';
    for (const node of disclosures)
      if (node.properties.expanded !== expanded)
        fail('disclosure', 'state', `"${node.name}" is ${node.properties.expanded ? 'expanded' : 'collapsed'}, not ${expanded ? 'expanded' : 'collapsed'}`);
  }

  // Menu button: on a phone, while nothing modal hides the header.
  if (where.viewport === 'mobile' && !dialog) {
    const toggle = nodes.find((node) => node.role === 'button' && node.name === mobileMenuCopy.open);
    if (!toggle) fail('menu button', 'role and name', `no button named "${mobileMenuCopy.open}"`);
    else if (toggle.properties.hasPopup !== 'dialog')
      fail('menu button', 'popup', `"${toggle.name}" has popup ${JSON.stringify(toggle.properties.hasPopup ?? 'none')}, not "dialog"`);
  }

  // Modal dialog: named, described where it says more, modal, with the focus inside.
  if (dialog) {
    const open = nodes.filter((node) => node.role === 'dialog');
    const node = open.find((candidate) => candidate.name === dialog.name);
    if (!node) fail('modal dialog', 'role and name', `no dialog named "${dialog.name}" (dialogs: ${JSON.stringify(open.map((candidate) => candidate.name))})`);
    else {
      if (dialog.description !== undefined && node.description !== dialog.description)
        fail('modal dialog', 'description', `"${node.description}", not "${dialog.description}"`);
      if (node.properties.modal !== true) fail('modal dialog', 'modal', `"${node.name}" is not modal`);
      const byId = new Map(tree.map((candidate) => [candidate.id, candidate]));
      const focused = nodes.find((candidate) => candidate.properties.focused === true && candidate.role !== 'RootWebArea');
      let ancestor = focused;
      while (ancestor && ancestor.id !== node.id) ancestor = ancestor.parentId ? byId.get(ancestor.parentId) : undefined;
      if (!ancestor) fail('modal dialog', 'focus', `the focus is on ${focused ? `${focused.role} "${focused.name}"` : 'nothing'}, outside "${node.name}"`);
    }
  }

  // Slider: each comparison on home, named by its photo, its value a number within its range.
  if (where.route.key === 'home' && !dialog) {
    const names = [heroComparison.title, ...examples.map((example) => example.title)].map(comparisonLabels.slider);
    const sliders = nodes.filter((node) => node.role === 'slider');
    if (sliders.map((node) => node.name).join('\n') !== names.join('\n'))
      fail('slider', 'role and name', `the sliders are named ${JSON.stringify(sliders.map((node) => node.name))}, not ${JSON.stringify(names)}`);
    // No state moves a comparison: each conveys where its divider starts, halfway (BeforeAfter.tsx's
    // initialPercent, which the stylesheet draws before hydration), on a 0 to 100 scale.
    for (const node of sliders) {
      const range = `${JSON.stringify(node.properties.valuemin)}–${JSON.stringify(node.properties.valuemax)}`;
      if (node.value !== 50 || range !== '0–100') fail('slider', 'value', `"${node.name}" conveys ${JSON.stringify(node.value)} in ${range}, not 50 in 0–100`);
    }
  }
  return problems;
}
