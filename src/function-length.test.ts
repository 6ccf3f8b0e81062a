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

/** Being split into named steps; the list empties, then goes. */
const NOT_YET_SPLIT: string[] = [
  "src/web/app/routes.tsx:createRoutes",
  "src/web/features/accounts/phone-sign-in-form.tsx:PhoneSignInForm",
  "src/web/features/admin/category-form.tsx:CategoryForm",
  "src/web/features/admin/fee-ledger-page.tsx:Ledger",
  "src/web/features/admin/stores-panel.tsx:StoresPanel",
  "src/web/features/adoption/adopt-dialog.tsx:AdoptDialog",
  "src/web/features/adoption/store-applications.tsx:RequestCard",
  "src/web/features/catalogue/pet-carousel.tsx:PetCarousel",
  "src/web/features/catalogue/pet-filters.tsx:FilterFields",
  "src/web/features/content/contact-form.tsx:ContactForm",
  "src/web/features/donations/donate-form.tsx:DonateForm",
  "src/web/features/donations/donation-totals.tsx:DonationTotals",
  "src/web/features/stores/create-store-form.tsx:CreateStoreForm",
  "src/web/features/stores/pet-form.tsx:PetForm",
  "src/web/features/stores/pets-table.tsx:PetsTable",
  "src/web/features/stores/pets-table.tsx:(anonymous)",
  "src/web/features/stores/photo-uploader.tsx:PhotoUploader",
  "src/web/features/stores/question-draft-card.tsx:QuestionDraftCard",
  "src/web/features/stores/store-header.tsx:StoreHeader",
  "src/web/features/stores/use-upload-queue.ts:useUploadQueue",
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
      if (
        end - start + 1 > LIMIT &&
        !NOT_YET_SPLIT.includes(`${relative(ROOT, path)}:${nameOf(node)}`)
      ) {
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
