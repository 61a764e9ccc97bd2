/**
 * The one HTML page the suite's picture reports are written as: the failing screenshots' report
 * (tests/visual/compare.ts) and the records' review page (tests/records/review.ts). Pictures stand in rows
 * of three, before, after and where they differ; a text record's diff in a block of its own.
 */

export const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);

/** A picture with its caption, linking to itself, or "none" where there is no such picture. */
export const figure = (caption: string, path?: string) =>
  `<figure><figcaption>${escapeHtml(caption)}</figcaption>${path ? `<a href="${escapeHtml(path)}"><img src="${escapeHtml(path)}" alt="${escapeHtml(caption)}"></a>` : '<p>none</p>'}</figure>`;

/** A whole page: `heading` is its h1 and title, `body` its HTML after the heading. */
export const reportPage = (heading: string, body: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(heading)}</title>
<style>
body { font: 16px/1.5 system-ui, sans-serif; margin: 1.5rem; color: #111; background: #fff; }
.row { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 1rem; align-items: start; }
figure { margin: 0; }
figcaption { font-weight: 600; }
img { max-width: 100%; border: 1px solid #888; }
pre { background: #f6f6f6; padding: 0.75rem; overflow-x: auto; font-size: 0.85rem; }
.add { background: #dcfce7; color: #14532d; }
.del { background: #fee2e2; color: #7f1d1d; }
.hunk { color: #555; }
section + section { border-top: 2px solid #ccc; margin-top: 2rem; }
</style>
</head>
<body>
<h1>${escapeHtml(heading)}</h1>
${body}
</body>
</html>
`;
