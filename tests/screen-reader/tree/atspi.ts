import { join } from 'node:path';
import type { Accessible } from '../../support/ariaAt.ts';
import { printedVersion } from '../../../tooling/environment/environment.mjs';
import { need, orcaPython } from '../../../tooling/programs.mjs';
import { browserName } from '../browser.ts';
import type { Engine, ScreenReaderSession } from '../session.ts';

/** One object as atspi-tree.py prints it. */
interface AtSpiObject {
  readonly id: number;
  readonly parent: number | null;
  readonly role: string;
  readonly name: string;
  readonly description: string;
  readonly states: readonly string[];
  readonly attributes: Readonly<Record<string, string>>;
  readonly value?: { readonly now: number; readonly min: number; readonly max: number; readonly text: string };
}

/** AT-SPI's roles, as ARIA-AT names them: Firefox gives a FAQ's summary as a push button, Chromium as a toggle button. */
const roleOf = (role: string) => ({ 'push button': 'button', 'toggle button': 'button', 'document web': 'document' })[role] ?? role;

/** Firefox's major version, asked of its binary once per process: the tree is read at every journey step. */
let firefoxMajor: number | undefined;

/**
 * Whether the browser tells AT-SPI that a dialog is modal. Firefox ESR 140 (the test environment's lock)
 * carries no modal state for a native modal <dialog>, with aria-modal="true" on it or without (measured
 * 2026-11-29, the menu and the photo view open); Firefox ESR 153 and Chromium do. Where it is not carried,
 * `modal` is left undefined, as DevTools' tree leaves a value's words, and Chromium's trees answer for it.
 */
const carriesModality = (engine: Engine) => engine !== 'firefox' || (firefoxMajor ??= Number(printedVersion(need('firefox')).split('.')[0])) >= 153;

/**
 * The page the session's browser shows, as that browser gives it to Orca over AT-SPI, in the one shape
 * of tests/support/ariaAt.ts: read with the Python and libatspi Orca itself runs on, about 0.2 s a page.
 */
export async function atSpiTree(session: ScreenReaderSession): Promise<Accessible[]> {
  const modality = carriesModality(session.engine);
  const printed = await session.runHere(orcaPython(), [join(import.meta.dirname, 'atspi-tree.py'), browserName[session.engine]]);
  return printed
    .split('\n')
    .filter((line) => line !== '')
    .map((line): Accessible => {
      const object = JSON.parse(line) as AtSpiObject;
      const has = (state: string) => object.states.includes(state);
      const popup = object.attributes.haspopup ?? (has('has-popup') ? 'true' : undefined);
      return {
        id: String(object.id),
        ...(object.parent === null ? {} : { parentId: String(object.parent) }),
        role: roleOf(object.role),
        platformRole: object.role,
        name: object.name,
        description: object.description,
        ...(object.attributes.level ? { level: Number(object.attributes.level) } : {}),
        ...(has('expandable') ? { expanded: has('expanded') } : {}),
        ...(popup === undefined ? {} : { hasPopup: popup }),
        ...(modality ? { modal: has('modal') } : {}),
        focused: has('focused'),
        // The value's words: Chromium and Firefox both give aria-valuetext as an object attribute; AT-SPI's own
        // Value.Text (libatspi 2.46) came back empty from both.
        ...(object.value ? { value: { ...object.value, text: object.attributes.valuetext ?? object.value.text } } : {}),
      };
    });
}
