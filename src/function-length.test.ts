import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * No function outside tests, migrations and seed data is over 100 lines: a longer one is split
 * into named steps (CONTRIBUTING.md). Data-only modules (seed content) are left out by folder.
 */
const LIMIT = 100;
const ROOT = join(import.meta.dirname, "..");
// scripts/cluster, crash and soak are test harnesses; bench/seed.ts is seed data.
const LEFT_OUT = [
  /\.test\.tsx?$/,
  /\/test\//,
  /\/migrations\//,
  /\/seed\//,
  /\.d\.ts$/,
  /scripts\/(cluster|crash|soak)\//,
  /bench\/seed\.ts$/,
];

function nameOf(node: ts.SignatureDeclaration): string {
  if (node.name) return node.name.getText();
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent))
    return parent.name.getText();
  return "(anonymous)";
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function longFunctions(path: string): string[] {
  const text = readFileSync(path, "utf8");
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && "body" in node && node.body) {
      const start = file.getLineAndCharacterOfPosition(node.getStart(file)).line;
      const end = file.getLineAndCharacterOfPosition(node.getEnd()).line;
      if (end - start + 1 > LIMIT) {
        found.push(`${relative(ROOT, path)}:${nameOf(node)} (${end - start + 1} lines)`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe("function length", () => {
  it(`finds no function over ${LIMIT} lines outside tests, migrations and seed data`, () => {
    const files = ["src", "scripts", "bench"]
      .flatMap((folder) => sourceFiles(join(ROOT, folder)))
      .filter((path) => !LEFT_OUT.some((pattern) => pattern.test(path)));
    expect(files.flatMap(longFunctions)).toEqual([]);
  });
});
