import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// docs/RULES.md names every rule of the game with a stable ID; tests cite the rule they check
// by starting their title with it ("[TURN-2] a wrong guess passes the turn"). This test keeps
// the two in step, and keeps citations of documents outside the repository out of the code.

const root = path.resolve(import.meta.dirname, '..');

/** Folders never scanned: installed packages, build output and other files git ignores. */
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'coverage', 'test-results', '.git']);
const SKIPPED_PATHS = new Set(['e2e/screenshots', 'packages/server/data']);

/** Every file under `folder` (relative to the repository root), skipped folders aside. */
function filesUnder(folder: string): string[] {
  const full = path.join(root, folder);
  return readdirSync(full, { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(folder, entry.name);
    if (entry.isDirectory()) {
      if (SKIPPED_FOLDERS.has(entry.name) || SKIPPED_PATHS.has(relative)) return [];
      return filesUnder(relative);
    }
    return entry.isFile() ? [relative] : [];
  });
}

/** A rule of docs/RULES.md: its ID and whether it is retired. */
interface Rule {
  id: string;
  retired: boolean;
}

const RULE_ID = /^[A-Z]+-[0-9]+$/;

/**
 * The rules of a rule book: each starts a paragraph with its bold ID (`**TURN-2** …`); a
 * retired one carries `**Retired**` in that paragraph.
 */
function rulesOf(markdown: string): Rule[] {
  return markdown.split(/\n\s*\n/).flatMap((paragraph) => {
    const match = /^\*\*([A-Z]+-[0-9]+)\*\*/.exec(paragraph.trim());
    if (match?.[1] === undefined) return [];
    return [{ id: match[1], retired: /\*\*Retired\*\*/.test(paragraph) }];
  });
}

/** The name a test function is called by: `it`, `test`, `it.each(…)`, `test.skip`, … */
function testFunctionName(callee: ts.Expression): string | null {
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return testFunctionName(callee.expression);
  if (ts.isCallExpression(callee)) return testFunctionName(callee.expression);
  return null;
}

/** The text of a title given as a string or template literal (its first part), else null. */
function titleText(node: ts.Expression | undefined): string | null {
  if (node === undefined) return null;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return node.head.text;
  return null;
}

/** The rule IDs a title starts with: "[TURN-2][SCORE-1] …" gives TURN-2 and SCORE-1. */
function idsOfTitle(title: string): string[] {
  const lead = /^((?:\[[^\]\s]+\])+)/.exec(title)?.[1] ?? '';
  return [...lead.matchAll(/\[([^\]]+)\]/g)].flatMap((match) =>
    match[1] !== undefined && RULE_ID.test(match[1]) ? [match[1]] : [],
  );
}

/** The IDs cited by the `it`/`test` titles of a test file (describe titles do not count). */
function citedIds(source: string, fileName = 'example.test.ts'): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false);
  const ids: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const name = testFunctionName(node.expression);
      const title = titleText(node.arguments[0]);
      if ((name === 'it' || name === 'test') && title !== null) ids.push(...idsOfTitle(title));
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return ids;
}

/** Citations of documents that are not in the repository (they must cite a rule ID instead). */
const OUTSIDE_CITATION = /SPEC(\.md)? ?§|DESIGN\.md|STYLE\.md|[Ii]ssue #?[0-9]+/;

const TEST_FILE = /\.(test|spec)\.tsx?$/;
const SCANNED = ['packages', 'e2e', 'bench'];

const rules = rulesOf(readFileSync(path.join(root, 'docs/RULES.md'), 'utf8'));
const testFiles = [...SCANNED, 'test'].flatMap(filesUnder).filter((file) => TEST_FILE.test(file));

/** Each cited ID with the test files citing it. */
const citations = new Map<string, string[]>();
for (const file of testFiles) {
  for (const id of new Set(citedIds(readFileSync(path.join(root, file), 'utf8'), file))) {
    citations.set(id, [...(citations.get(id) ?? []), file]);
  }
}

describe('the rule book and the tests', () => {
  it('reads the rules of docs/RULES.md, each ID once', () => {
    const ids = rules.map((rule) => rule.id);
    expect(ids.length).toBeGreaterThan(50);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  it('finds no test citing an ID that docs/RULES.md lacks', () => {
    const known = new Set(rules.map((rule) => rule.id));
    const unknown = [...citations].filter(([id]) => !known.has(id));
    expect(unknown.map(([id, files]) => `${id} (${files.join(', ')})`)).toEqual([]);
  });

  it('names only files that exist where a rule says where it is enforced', () => {
    const book = readFileSync(path.join(root, 'docs/RULES.md'), 'utf8');
    const named = [...book.matchAll(/`((?:packages|e2e|bench|docs)\/[^`\s]+)`/g)].map((m) => m[1]!);
    expect(named.length).toBeGreaterThan(50);
    expect(named.filter((file) => !existsSync(path.join(root, file)))).toEqual([]);
  });

  it('finds every rule of docs/RULES.md cited by at least one test title', () => {
    const uncited = rules.filter((rule) => !rule.retired && !citations.has(rule.id));
    expect(uncited.map((rule) => rule.id)).toEqual([]);
  });
});

describe('citations in the code', () => {
  it('cites no document outside the repository (SPEC, DESIGN.md, STYLE.md, issue numbers)', () => {
    const found: string[] = [];
    const rootFiles = readdirSync(root, { withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name);
    const files = [...SCANNED, 'test', 'scripts', 'docs', '.ci']
      .flatMap(filesUnder)
      .concat(rootFiles)
      .filter((file) => file !== 'test/rules-citations.test.ts');
    for (const file of files) {
      const text = readFileSync(path.join(root, file));
      if (text.includes(0)) continue; // a binary file
      text
        .toString('utf8')
        .split('\n')
        .forEach((line, index) => {
          if (OUTSIDE_CITATION.test(line)) found.push(`${file}:${index + 1}: ${line.trim()}`);
        });
    }
    expect(found).toEqual([]);
  });
});

describe('the citation checker itself', () => {
  it('reads bold IDs and retired rules', () => {
    const book =
      '**TURN-1** A rule.\nEnforced in: a.ts\n\n**TURN-2** **Retired**: gone.\n\nTURN-3 prose';
    expect(rulesOf(book)).toEqual([
      { id: 'TURN-1', retired: false },
      { id: 'TURN-2', retired: true },
    ]);
  });

  it('counts IDs at the start of it/test titles only', () => {
    const source = [
      "describe('[TEAM-1] a describe title', () => {",
      "  it('[TURN-2][SCORE-1] a wrong guess passes the turn', () => {});",
      "  test.each([1])('[WIN-1] case %s', () => {});",
      '  it(`[JOIN-3] with ${1}`, () => {});',
      "  it('mentions [HOST-1] later', () => {});",
      "  it('[not an id] title', () => {});",
      '});',
    ].join('\n');
    expect(citedIds(source)).toEqual(['TURN-2', 'SCORE-1', 'WIN-1', 'JOIN-3']);
  });

  it('recognises the outside citations', () => {
    for (const line of [
      'SPEC §5',
      'SPEC.md §4',
      'see DESIGN.md',
      'STYLE.md',
      'issue 41',
      'Issue #7',
    ]) {
      expect(OUTSIDE_CITATION.test(line)).toBe(true);
    }
    expect(OUTSIDE_CITATION.test('docs/MATCHING.md rule 5 (TURN-2)')).toBe(false);
  });
});
