// The review page of `npm run accept` and `npm run test:drift`: every record
// that differs from the last commit, on one page. A picture stands beside
// what it was, with the pixels that changed drawn in red (the one comparison
// of every screenshot, tests/visual/compare.ts); a text record stands as its
// diff. It is made from git, so it shows exactly what a commit would take.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { escapeHtml, figure, reportPage } from '../support/reportPage.ts';
import { measure } from '../visual/compare.ts';

/** Every kind of record the suites compare against, and where it is kept. */
export const recordSets = [
  { kind: 'Screenshots', paths: ['tests/visual/baselines'] },
  { kind: 'ARIA snapshots', paths: ['tests/sweep/sweep.spec.ts-snapshots'] },
  { kind: 'Transcripts', paths: ['tests/screen-reader/transcripts'] },
  { kind: "The manifest's screenshots", paths: ['public/screenshots', 'tests/support/screenshots/made-with.json'] },
] as const;

const pictures = /\.(png|webp)$/;

interface Changed {
  readonly kind: string;
  readonly path: string;
  /** What git says of it: M(odified), A(dded, or new to git), D(eleted). */
  readonly status: 'M' | 'A' | 'D';
}

/** The records in `root` that differ from its last commit, from `git status`. */
function changedRecords(root: string): Changed[] {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' });
  return recordSets.flatMap(({ kind, paths }) =>
    git('status', '--porcelain=v1', '-z', '--untracked-files=all', '--', ...paths)
      .split('\0')
      .filter(Boolean)
      .map((entry) => {
        const code = entry.slice(0, 2);
        const status: Changed['status'] = code.includes('D') ? 'D' : code.includes('?') || code.includes('A') ? 'A' : 'M';
        return { kind, path: entry.slice(3), status };
      }),
  );
}

/**
 * Writes the review page of every changed record in `root` into `folder` (index.html, with the pictures
 * beside it) under `title`, and returns how many records changed.
 */
async function writeReview(root: string, folder: string, title: string, intro: string): Promise<number> {
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  const changed = changedRecords(root);
  const committed = (path: string) => execFileSync('git', ['show', `HEAD:${path}`], { cwd: root, maxBuffer: 64 * 1024 * 1024 });
  const place = (side: string, path: string, bytes: Buffer) => {
    const file = join(folder, side, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, bytes);
    return relative(folder, file);
  };

  const sections: string[] = [];
  for (const { kind, path, status } of changed) {
    const heading = `<h3>${escapeHtml(path)} <small>${{ M: 'changed', A: 'new', D: 'removed' }[status]}</small></h3>`;
    if (pictures.test(path)) {
      const before = status === 'A' ? undefined : committed(path);
      const after = status === 'D' ? undefined : readFileSync(join(root, path));
      const measured = before && after ? await measure(before, after) : undefined;
      const found = measured && !('sizes' in measured) ? { ...measured, png: await measured.diff() } : undefined;
      const summary = before && after ? (found ? `${found.changed} pixels changed (${(found.share * 100).toFixed(3)} %)` : 'the size changed') : '';
      sections.push(
        `<section data-kind="${escapeHtml(kind)}">${heading}<p>${summary}</p><div class="row">${figure('Before', before && place('before', path, before))}${figure(
          'After',
          after && place('after', path, after),
        )}${figure('Changed pixels, in red', found && place('diff', `${path}.png`, found.png))}</div></section>`,
      );
      continue;
    }
    // A new file is all additions; a changed one is git's diff, without its four header lines.
    const diff =
      status === 'A'
        ? readFileSync(join(root, path), 'utf8').replace(/^/gm, '+')
        : execFileSync('git', ['diff', '--no-color', '--unified=2', 'HEAD', '--', path], { cwd: root, encoding: 'utf8' }).split('\n').slice(4).join('\n');
    const kindOf = (line: string) => (line.startsWith('+') ? 'add' : line.startsWith('-') ? 'del' : line.startsWith('@@') ? 'hunk' : '');
    const lines = diff.split('\n').map((line) => `<span class="${kindOf(line)}">${escapeHtml(line)}</span>`);
    sections.push(`<section data-kind="${escapeHtml(kind)}">${heading}<pre>${lines.join('\n')}</pre></section>`);
  }
  const byKind = recordSets
    .map(({ kind }) => {
      const mine = sections.filter((section) => section.includes(`data-kind="${escapeHtml(kind)}"`));
      return mine.length === 0 ? '' : `<h2>${escapeHtml(kind)}: ${mine.length}</h2>\n${mine.join('\n')}`;
    })
    .join('\n');
  writeFileSync(
    join(folder, 'index.html'),
    reportPage(
      `${title}: ${changed.length} ${changed.length === 1 ? 'record' : 'records'} changed`,
      `<p>${escapeHtml(intro)}</p>\n${byKind || '<p>No record differs from the last commit.</p>'}`,
    ),
  );
  return changed.length;
}

// `tsx tests/records/review.ts FOLDER TITLE INTRO`: the page for the work tree this is run in.
if (process.argv[1] && resolve(process.argv[1]) === import.meta.filename) {
  const [folder = 'review', title = 'Records', intro = ''] = process.argv.slice(2);
  const root = execFileSync('git', ['rev-parse', '--show-toplevel'], { encoding: 'utf8' }).trim();
  const count = await writeReview(root, join(root, folder), title, intro);
  console.log(`${count} ${count === 1 ? 'record differs' : 'records differ'} from the last commit: review them on ${join(folder, 'index.html')}`);
}
