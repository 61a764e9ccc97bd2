import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const src = join(import.meta.dirname, '../../src');

/** Attributes whose value a visitor reads or hears. */
const readAttributes = new Set([
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'title',
  'alt',
  'placeholder',
  'label',
  'lead',
  'eyebrow',
  'intro',
  'children',
]);

function tsxFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return path.endsWith('content') ? [] : tsxFiles(path);
    return entry.name.endsWith('.tsx') ? [path] : [];
  });
}

/** JSX text and read-out string attributes holding words, with their line numbers. */
function literalCopy(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const where = (node: ts.Node) => `${relative(src, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && /[A-Za-z]{2,}/.test(node.text)) found.push(`${where(node)} text "${node.text.trim()}"`);
    if (ts.isJsxAttribute(node) && readAttributes.has(node.name.getText(source))) {
      const value = node.initializer;
      const literal =
        value &&
        (ts.isStringLiteral(value)
          ? value
          : ts.isJsxExpression(value) && value.expression && ts.isStringLiteralLike(value.expression)
            ? value.expression
            : undefined);
      if (literal && /[A-Za-z]{2,}/.test(literal.text)) found.push(`${where(node)} ${node.name.getText(source)}="${literal.text}"`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('copy lives in src/content/', () => {
  it('no component, section or route writes words a visitor reads', () => {
    const files = tsxFiles(src);
    expect(files.length).toBeGreaterThan(20);
    expect(files.flatMap(literalCopy)).toEqual([]);
  });

  it('the check finds copy written into JSX', () => {
    const probe = join(import.meta.dirname, '../../test-results/probe.tsx');
    ts.sys.writeFile(probe, 'export const A = () => <nav aria-label="Main"><a href="/">Return to Home</a>{"x"}</nav>;');
    expect(literalCopy(probe).map((entry) => entry.replace(/^.*:\d+ /, ''))).toEqual(['aria-label="Main"', 'text "Return to Home"']);
  });
});
