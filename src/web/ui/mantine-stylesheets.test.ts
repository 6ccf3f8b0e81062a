import { existsSync, readdirSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { MANTINE_BASE_SHEETS, MANTINE_SUBLAYERS } from "../../../vite.config";

/**
 * vite.config.ts's Mantine plugin reads Mantine's stylesheets by path: a Mantine release that
 * moves them would build pages without their styles, silently. These are the paths it reads.
 */
const styles = resolve("node_modules/@mantine/core/styles");

describe("the Mantine stylesheets the Vite plugin reads", () => {
  it("has the whole sheet for vite dev and the base sheets for a build", () => {
    expect(existsSync(resolve("node_modules/@mantine/core/styles.layer.css"))).toBe(true);
    for (const name of MANTINE_BASE_SHEETS) {
      expect(existsSync(`${styles}/${name}.layer.css`), name).toBe(true);
    }
  });

  it("has the unlayered sheet of each component it puts in a sublayer", () => {
    for (const name of Object.values(MANTINE_SUBLAYERS).flat()) {
      expect(existsSync(`${styles}/${name}.css`), name).toBe(true);
    }
  });

  it("has a layered sheet for each component's class-name module", () => {
    const components = resolve("node_modules/@mantine/core/esm/components");
    const modules = readdirSync(components, { recursive: true, encoding: "utf8" })
      .map((path) => /(\w+)\.module\.mjs$/.exec(path)?.[1])
      .filter((name) => name !== undefined);
    expect(modules).toContain("Button");
    for (const name of modules) {
      expect(existsSync(`${styles}/${name}.layer.css`), name).toBe(true);
    }
  });
});
