import type { CDPSession, Page } from '@playwright/test';
import { contactFaqs, pricingFaqs } from '../../src/content/faqs.ts';
import { mobileMenuCopy } from '../../src/content/shell.ts';
import { type Accessible, ariaAtProblems, type Expected, homeSliders } from '../support/ariaAt.ts';
import { describeWhere, type Where } from './checks.ts';
import type { PageState } from './states.ts';

/**
 * ARIA-AT's MUSTs (tests/support/ariaAt.ts) on Chromium's own accessibility
 * tree (Accessibility.getFullAXTree over CDP), in every state of the sweep.
 * Chromium's CDP tree does not carry aria-valuetext (a native range gives its
 * number, an ARIA slider nothing, in Chromium 156), while Orca hears the words
 * over AT-SPI: the value is checked as the number here, and as words on the
 * AT-SPI trees of the screen reader's suite.
 */

/**
 * One DevTools session per page, opened at its first state and kept: a
 * session attached while the page is offline (the offline notice's state)
 * told the page it was online again, and the notice went.
 */
const sessions = new WeakMap<Page, Promise<CDPSession>>();

/** DevTools' roles, as ARIA-AT names them: a FAQ's summary is Chromium's DisclosureTriangle, a button. */
const roleOf = (role: string) => ({ DisclosureTriangle: 'button', RootWebArea: 'document' })[role] ?? role;

/** The tree in the one shape (tests/support/ariaAt.ts). Ignored nodes are kept only to link a node to its ancestors. */
async function chromiumTree(page: Page): Promise<Accessible[]> {
  const session = sessions.get(page) ?? page.context().newCDPSession(page);
  sessions.set(page, session);
  const { nodes } = await (await session).send('Accessibility.getFullAXTree');
  const text = (field?: { value?: string }) => field?.value ?? '';
  return nodes.map((node): Accessible => {
    const properties = Object.fromEntries((node.properties ?? []).map((property) => [property.name, property.value.value]));
    const role = node.ignored ? 'ignored' : roleOf(text(node.role));
    return {
      id: node.nodeId,
      ...(node.parentId ? { parentId: node.parentId } : {}),
      role,
      platformRole: text(node.role),
      name: text(node.name),
      description: text(node.description),
      ...(typeof properties.level === 'number' ? { level: properties.level } : {}),
      ...(typeof properties.expanded === 'boolean' ? { expanded: properties.expanded } : {}),
      ...(typeof properties.hasPopup === 'string' ? { hasPopup: properties.hasPopup } : {}),
      modal: properties.modal === true,
      focused: !node.ignored && properties.focused === true,
      ...(role === 'slider' ? { value: { now: Number(node.value?.value), min: Number(properties.valuemin), max: Number(properties.valuemax) } } : {}),
    };
  });
}

const faqsOf: Partial<Record<Where['route']['key'], readonly { readonly question: string }[]>> = { pricing: pricingFaqs, contact: contactFaqs };

/**
 * Every MUST of the patterns the page shows in this state, on Chromium's tree: one line per property
 * that fails. `dialog` is the modal dialog the state opens (the state table's), which hides the rest.
 */
export async function sweepAriaAtProblems(page: Page, where: Where, dialog: PageState['dialog']): Promise<string[]> {
  const expanded = where.state === 'FAQ items open';
  const expected: Expected = dialog
    ? { dialog }
    : {
        disclosures: (faqsOf[where.route.key] ?? []).map((item) => ({ name: item.question, expanded })),
        ...(where.viewport === 'mobile' ? { menuButton: mobileMenuCopy.open } : {}),
        // No state moves a comparison: each conveys where its divider starts.
        ...(where.route.key === 'home' ? { sliders: homeSliders() } : {}),
      };
  return ariaAtProblems(await chromiumTree(page), expected, describeWhere(where, 'tree'));
}
