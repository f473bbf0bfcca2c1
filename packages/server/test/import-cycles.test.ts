import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '../src');

/** Every .ts file under src (tests aside). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** The relative modules a file imports or re-exports, type-only ones included. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const match of text.matchAll(/(?:^|\n)\s*(?:import|export)\b[^;]*?from\s+'(\.[^']+)'/g)) {
    const target = path.resolve(path.dirname(file), match[1] ?? '');
    found.push(target.endsWith('.ts') ? target : `${target}.ts`);
  }
  return found;
}

/** The cycles of the import graph, each as the list of files (relative to src) around it. */
function cycles(files: readonly string[], root = SRC): string[][] {
  const graph = new Map(files.map((file) => [file, importsOf(file)]));
  const found: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (!graph.has(next)) continue;
      if (state.get(next) === 'open') {
        found.push(stack.slice(stack.indexOf(next)).map((f) => path.relative(root, f)));
      } else if (state.get(next) === undefined) {
        visit(next);
      }
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of files) if (state.get(file) === undefined) visit(file);
  return found;
}

describe('the server imports flow one way (realtime → parties → game and storage)', () => {
  it('has no import cycle, type-only imports included', () => {
    expect(cycles(sourceFiles(SRC))).toEqual([]);
  });

  it('finds a cycle made of a type-only import (the check itself works)', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cycles-'));
    try {
      writeFileSync(path.join(dir, 'a.ts'), "import { b } from './b';\nexport const a = b;\n");
      writeFileSync(path.join(dir, 'b.ts'), "import type { A } from './a';\nexport const b = 1;\n");
      writeFileSync(path.join(dir, 'c.ts'), "export type { A } from './a';\n");
      expect(cycles(sourceFiles(dir), dir)).toEqual([['a.ts', 'b.ts']]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
