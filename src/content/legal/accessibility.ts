import { business, site } from '../../config/site.ts';
import { formatLongDate } from '../../config/format.ts';
import { accessibilityChecks, engineName, screenReader, testedEngines } from '../accessibilityTesting.ts';
import { contactSubjectPresets } from '../contact.ts';
import type { LegalDocument } from './types.ts';

/** When the statement was first prepared and last reviewed against the suite: the one source of both dates. */
const accessibilityStatementDates = { prepared: '2026-11-28', lastReviewed: '2026-11-28' } as const;

const readerEngines = screenReader.engines.map(engineName).join(' and ');

/** The accessibility statement, on the model GOV.UK publishes for its services. */
export const accessibilityStatement: LegalDocument = {
  title: 'Accessibility Statement',
  summary: `How accessible this website is, how we test it, what we know does not work well yet, and how to tell us about a barrier. We answer every report within ${business.supportResponseHours} hours.`,
  lastUpdated: accessibilityStatementDates.lastReviewed,
  sections: [
    {
      id: 'scope',
      heading: 'What This Statement Covers',
      blocks: [
        {
          kind: 'paragraph',
          text: `This statement covers the ${site.name} website at ${site.siteUrl}: its home, pricing, contact and legal pages, including when you install it as an app or read it offline.`,
        },
        {
          kind: 'paragraph',
          text: `It does not cover the ${site.name} app at ${site.appUrl}, where images are uploaded and enhanced. The app publishes its own accessibility statement.`,
        },
      ],
    },
    {
      id: 'status',
      heading: 'Standard and Compliance Status',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA, the level that the European standard EN 301 549 requires of websites.',
        },
        {
          kind: 'paragraph',
          text: 'This website is partially compliant with WCAG 2.2 level AA. Every page passes the automated and manual checks listed below, and we know of no failure of a success criterion. It has not yet been audited by an independent expert, and no automated test can prove every criterion, so we do not claim full compliance. The known limitations below are not failures of the standard, but they can still get in your way.',
        },
      ],
    },
    {
      id: 'testing',
      heading: 'How We Test This Website',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Every change to this website is tested before it is published. A change that fails any of these checks is not published:',
        },
        {
          kind: 'list',
          items: [
            `In ${testedEngines.length} browser engines: ${testedEngines.map((engine) => `${engine.engine} (the engine of ${engine.browsers})`).join('; ')}.`,
            `With the ${screenReader.name} ${screenReader.version} screen reader on ${screenReader.platform}, in ${readerEngines}.`,
            ...Object.values(accessibilityChecks).map((check) => `${check}.`),
          ],
        },
      ],
    },
    {
      id: 'known-limitations',
      heading: 'Known Limitations',
      blocks: [
        {
          kind: 'paragraph',
          text: 'These are the parts of the website we know can be harder to use, with what you can do instead:',
        },
        {
          kind: 'list',
          items: [
            'The “View at 100%” buttons under the before-and-after photos do nothing in Safari before version 26.2 when JavaScript is turned off. Instead, both photos are shown one above the other at the width of the page; to see them at full size, turn JavaScript on or update Safari.',
            `The screen readers most people use, JAWS, NVDA, VoiceOver and TalkBack, cannot run in our automated tests, which use ${screenReader.name}, and each reader presents a page in its own way. If one of them reads something wrongly or not at all, please tell us.`,
            `With ${screenReader.name} ${screenReader.version} in ${engineName('chromium')}, nothing is said when the menu or the full-size photo view opens or closes, because ${screenReader.name} misses where the focus moved. Its Where Am I command (keypad Enter) says where the focus is; in ${engineName('firefox')}, ${screenReader.name} says it at once.`,
          ],
        },
      ],
    },
    {
      id: 'feedback',
      heading: 'Reporting a Barrier',
      blocks: [
        {
          kind: 'paragraph',
          text: `If something on this website is hard or impossible for you to use, or you need its information in another format, tell us. Say which page, what you were trying to do, and which browser and assistive technology you use, if any. We reply within ${business.supportResponseHours} hours.`,
        },
        {
          kind: 'links',
          items: [
            { text: 'Write to us with the contact form', href: `/contact?subject=${contactSubjectPresets.accessibility.key}` },
            {
              text: `E-mail ${site.supportEmail}`,
              href: `mailto:${site.supportEmail}?subject=${encodeURIComponent(contactSubjectPresets.accessibility.subject)}`,
            },
          ],
        },
      ],
    },
    {
      id: 'enforcement',
      heading: 'Enforcement Procedure',
      blocks: [
        {
          kind: 'paragraph',
          text: 'If you are not happy with how we respond to your report, you can complain to the authority that enforces accessibility law where you live. In the European Union, each country names an authority for the European Accessibility Act (Directive (EU) 2019/882); your national consumer protection or equality body can tell you which one it is.',
        },
      ],
    },
    {
      id: 'dates',
      heading: 'Preparation of This Statement',
      blocks: [
        {
          kind: 'paragraph',
          text: `This statement was prepared on ${formatLongDate(accessibilityStatementDates.prepared)}. It was last reviewed on ${formatLongDate(accessibilityStatementDates.lastReviewed)}.`,
        },
        {
          kind: 'paragraph',
          text: 'It is built from the same list of browser engines, screen reader and checks that our tests run, so it changes whenever the way we test changes. We review the rest of it at least once a year.',
        },
      ],
    },
  ],
};
