import { budgets } from '../../audits/budgets.ts';
import type { AccessibilityCheck } from '../../src/content/accessibilityTesting.ts';
import { ScreenReaderSession } from '../screen-reader/session.ts';
import { reflowProblems } from '../sweep/checks.ts';
import { shotProblems } from '../visual/capture.ts';
import { ariaAtProblems } from './ariaAt.ts';
import { axeViolations } from './axe.ts';
import { contrastProblems } from './colourPairs.ts';
import { focusIndicatorScript } from './focusIndicator.ts';
import { keyboardPass } from './keyboard.ts';

/**
 * Each check the accessibility statement names (src/content/accessibilityTesting.ts, which visitors
 * read), with the code that makes it, as exports rather than words: a check the statement gains with
 * no code behind it, or code listed for a check it does not name, fails the type check (the keys are
 * the statement's, no more and no fewer), and code that goes takes its import with it. The suites
 * call the same exports; tests/unit/accessibilityTesting.test.ts reads this table, never their source.
 */
export const statementChecks = {
  axe: [axeViolations],
  keyboard: [keyboardPass, focusIndicatorScript],
  // At 320 CSS px, and with WCAG's text spacing.
  reflow: [reflowProblems],
  contrast: [contrastProblems],
  screenshots: [shotProblems],
  screenReader: [ScreenReaderSession],
  browserTree: [ariaAtProblems],
  // Lighthouse's category, held at 100 on both presets by the budgets the audit judges.
  lighthouse: [() => budgets.categories.mobile.accessibility === 1 && budgets.categories.desktop.accessibility === 1],
} as const satisfies Record<AccessibilityCheck, readonly unknown[]>;
