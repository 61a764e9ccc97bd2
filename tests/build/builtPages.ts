import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { HTMLElement, parse } from 'node-html-parser';
import { fileForPath } from '../../src/build/prerender/targets.ts';
import type { RouteCase } from '../routes.ts';

/**
 * The prerendered pages as a browser parses them before any script runs, for
 * the checks that only read markup: no browser, no server, each page parsed
 * once for all of them.
 */

export const root = join(import.meta.dirname, '../..');
export const dist = join(root, 'dist');

/** Every file under a folder, as paths relative to it, sorted. */
export const filesUnder = (folder: string) =>
  readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => statSync(join(folder, file)).isFile())
    .map((file) => file.split('\\').join('/'))
    .sort();

export interface BuiltPage {
  /** The file under dist/: every failure names it. */
  readonly file: string;
  readonly document: HTMLElement;
}

/** The file the server answers a route with: its own, or the 404 page for an unknown path. */
export const fileForRoute = (route: Pick<RouteCase, 'path' | 'status'>) => (route.status === 404 ? '404.html' : fileForPath(route.path));

// Elements whose content HTML does not parse as markup (raw text and escapable raw text):
// a `<` inside them is text, as in a browser.
const parseOptions = { blockTextElements: { script: true, style: true, textarea: true, title: true } };

const parsed = new Map<string, BuiltPage>();

export function builtPage(route: Pick<RouteCase, 'path' | 'status'>): BuiltPage {
  const file = fileForRoute(route);
  let page = parsed.get(file);
  if (!page) {
    page = { file, document: parse(readFileSync(join(dist, file), 'utf8'), parseOptions) };
    parsed.set(file, page);
  }
  return page;
}

/** Whitespace collapsed as Playwright's toHaveText and role queries compare text. */
const normaliseWhitespace = (text: string) =>
  text
    .replace(/[\u200b\u00ad]/g, '')
    .trim()
    .replace(/\s+/g, ' ');

/** An element's textContent (comments left out, entities decoded, visually hidden text kept), whitespace collapsed. */
export const textOf = (element: HTMLElement) => normaliseWhitespace(element.textContent);

/** Text a screen reader reads from an element's content: what is hidden from it with aria-hidden left out. */
const readableText = (element: HTMLElement): string =>
  element.childNodes
    .map((child) => {
      if (!(child instanceof HTMLElement)) return child.textContent;
      return child.getAttribute('aria-hidden') === 'true' ? '' : readableText(child);
    })
    .join('');

/**
 * An element's accessible name, for the markup this site writes: aria-labelledby,
 * else aria-label, else its readable content (visually hidden text included,
 * as in "Get Started in the PixelLift app").
 */
export function accessibleName(element: HTMLElement, document: HTMLElement): string {
  const labelledBy = element.getAttribute('aria-labelledby');
  if (labelledBy) {
    return normaliseWhitespace(
      labelledBy
        .split(/\s+/)
        .map((id) => document.querySelectorAll('[id]').find((labelElement) => labelElement.id === id)?.textContent ?? '')
        .join(' '),
    );
  }
  const label = element.getAttribute('aria-label')?.trim();
  if (label) return normaliseWhitespace(label);
  return normaliseWhitespace(readableText(element));
}

/** Landmark navigations (`<nav>` or role="navigation") with this exact accessible name, in document order. */
export const navigationsNamed = (document: HTMLElement, name: string) =>
  document.querySelectorAll('nav, [role="navigation"]').filter((nav) => accessibleName(nav, document) === name);
