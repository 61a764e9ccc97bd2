import escapeStringRegexp from 'escape-string-regexp';
import type { Utterance } from './session.ts';

/** One step of a page's reading: what was pressed and what Orca said. */
export interface Step {
  readonly label: string;
  readonly keys: readonly string[];
  readonly spoken: readonly Utterance[];
}

/**
 * What Orca says while a page loads is partly a race: the window's title
 * before or after the page's ("Chromium frame." or "<title> - Chromium
 * frame."), "Loading. Please wait.", the address bar's echo, and the service
 * worker's "ready to read offline" news, whenever it lands. Of the load, the
 * transcript keeps the page's name and its summary.
 */
export const steadyOnLoad = (line: Utterance) => line.text.startsWith('Finished loading ') || line.text.startsWith('Page has ');

/**
 * The footer's year changes every January; the transcript should not. Whether
 * Firefox has marked the page's own address visited when Orca counts and reads
 * its links is a race too: "visited link" reads as "link", and the summary
 * leaves the links out.
 */
const normalise = (text: string) =>
  text
    .replace(/© \d{4}/g, '© YEAR')
    .replace(/^(Page has .*?)(, \d+ visited links?)?(, \d+ unvisited links?)?\.$/, '$1.')
    .replace(/\bvisited link\b/g, 'link');

/** The transcript as committed: a header naming the reader and engine, then each step and its lines. */
export function formatTranscript(header: string, steps: readonly Step[]): string {
  const body = steps.flatMap((step) => [
    `## ${step.label}${step.keys.length > 0 ? `  [${step.keys.join(' ')}]` : ''}`,
    ...step.spoken.map((line) => `${line.kind}: ${normalise(line.text)}`),
  ]);
  return `# ${header}\n${body.join('\n')}\n`;
}

/** The header line of a committed transcript: which Orca and which engine version read it. */
export const headerOf = (transcript: string) => /^# (.*)$/m.exec(transcript)?.[1] ?? '';

/** Roles Orca speaks after a control's name; a control heard without a name says its role right after another role or first. */
const controlRoles = new Set(['link', 'visited link', 'push button', 'slider', 'horizontal slider', 'entry', 'check box', 'combo box', 'toggle button']);

/** Names the site writes with a capital inside them (the accessibility statement's engines, readers and JavaScript), beside the brand. */
const innerCapitalNames = ['WebKitGTK', 'JavaScript', 'VoiceOver', 'TalkBack', 'iPhone', 'iPad'];

/**
 * What no transcript may contain, whatever the engine: each problem names the
 * line. They are the defects Orca first heard on this site (issue 35).
 * `suffix` is visually hidden text read after a visible name (" in the
 * PixelLift app"): a letter right before it means the space was lost.
 * `brand` ("PixelLift") and `innerCapitalNames` are the words written with a
 * capital inside them.
 */
export function transcriptProblems(steps: readonly Step[], suffix: string, brand: string): string[] {
  const problems: string[] = [];
  const sayAll = steps.find((step) => step.keys.includes('KP_Add'));
  const read = sayAll?.spoken.filter((line) => line.kind === 'sayall').map((line) => line.text) ?? [];
  if (!sayAll) problems.push('no say-all step');
  const mainEntered = read.filter((text) => text === 'main content').length;
  if (sayAll && mainEntered !== 1) problems.push(`the say-all entered main ${mainEntered} times, not once`);
  read.forEach((text, index) => {
    // Role words ("link") may follow each other; text may not ("navigation, Product, Product" was a landmark named by its heading).
    if (index > 0 && !controlRoles.has(text) && text === read[index - 1]) problems.push(`say-all read "${text}" twice in a row`);
    // The first line may be the end of the control Ctrl+Home announced just before the say-all began.
    if (index > 0 && controlRoles.has(text) && (controlRoles.has(read[index - 1] ?? '') || read[index - 1] === ''))
      problems.push(`a ${text} without a name (say-all line ${index + 1})`);
    // Nothing has been typed when a page is read from the top: a field is not wrong yet (Firefox told every
    // empty required field "invalid entry", from `:invalid`).
    if (text === 'invalid entry') problems.push(`a field told invalid before anything was typed (say-all line ${index + 1})`);
    // The rest of one control, read as an object of its own with the control's role again ("Get Started",
    // "link", then "in the PixelLift app", "link" in Firefox: words hidden out of flow). A name starts with
    // a capital or a figure; a continuation does not (Orca's own words, "banner", "required", are no name).
    const role = read[index - 1] ?? '';
    if (controlRoles.has(role) && read[index + 1] === role && /^\p{Ll}/u.test(text))
      problems.push(`one control read as two: "${read[index - 2] ?? ''}", then "${text}" (say-all line ${index + 1})`);
  });
  const runIntoSuffix = new RegExp(`\\S${escapeStringRegexp(suffix.trim())}`);
  for (const step of steps) {
    for (const { text } of step.spoken) {
      // A blank, a lone bullet or a lone ":": an object Orca read that holds no word (a hidden space or
      // colon out of flow, a list marker before an item that is only a link).
      if (!/[\p{L}\p{N}]/u.test(text)) problems.push(`an utterance with no word in it in "${step.label}": "${text}"`);
      if (/\bstatusbar\b/.test(text)) problems.push(`"statusbar" (an empty or unread status) in "${step.label}": ${text}`);
      if (/\bclickable\b/.test(text)) problems.push(`"clickable" in "${step.label}": ${text}`);
      // A sign drawn beside words, read as one of them ("How much does an enhancement cost? +"): drawn
      // signs take empty alternative text (content: "+" / ""). A sign that is part of a figure ("50,000+") is meant.
      if (/(\s|[?.!:])[+−×›»→←↑↓✓✔]$/.test(text)) problems.push(`a drawn sign read with the words in "${step.label}": ${text}`);
      if (runIntoSuffix.test(text)) problems.push(`a word runs into "${suffix.trim()}" in "${step.label}": ${text}`);
      if (/[a-z][.!?][A-Z]/.test(text)) problems.push(`two sentences run together in "${step.label}": ${text}`);
      // Two blocks side by side with no space between them in the markup ("JPEG / JPGPhone shots", "$1per image").
      const named = [brand, ...innerCapitalNames].reduce((rest, name) => rest.replaceAll(name, ''), text);
      if (/[A-Za-z0-9][A-Z][a-z]|\$\d+[a-z]/.test(named)) problems.push(`words run together in "${step.label}": ${text}`);
    }
  }
  return problems;
}
