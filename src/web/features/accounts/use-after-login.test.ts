import fc from "fast-check";
import { createMemoryRouter } from "react-router";
import { afterAll, describe, expect, it, vi } from "vitest";
import { safeNext } from "../../../contract/text";
import { withNext } from "./use-after-login";

/** `next` as the login page reads it from its address. */
const fromQuery = (query: string) => new URLSearchParams(query).get("next");

const router = createMemoryRouter([{ path: "*", element: null }]);
afterAll(() => router.dispose());

describe("safeNext, the check of the login page's `next`", () => {
  it.each(["/", "/pets?x=1", "/pets/12", "/dashboard#requests", "/pets?q=street%20dog&page=2"])(
    "accepts %j, a path on this site",
    (next) => {
      expect(safeNext(next)).toBe(next);
    },
  );

  it.each([
    "/\\evil.test",
    "/%09/evil.test",
    "//evil.test",
    "https://evil.test",
    "javascript:alert(document.cookie)",
    "%2F%2Fevil.test",
    "/%0A/evil.test",
    "/%",
    "/pets%252F..%252F..%252Fadmin",
    "/pets%255cevil.test",
    "/pets/%C2%85",
    "pets",
    "",
  ])("refuses next=%s", (query) => {
    expect(safeNext(fromQuery(`next=${query}`))).toBeNull();
  });

  it("refuses a missing next", () => {
    expect(safeNext(null)).toBeNull();
  });

  it("never lets through what makes React Router throw or warn", async () => {
    const warn = vi.spyOn(console, "warn");
    const tricky = fc.constantFrom(
      ..."/\\\t\n\r\u0000\u001f\u007f :.?#@%aev\u3000\u2028\uFEFF".split(""),
      "%09",
      "%2F",
      "%5C",
      "evil.test",
      "https:",
    );
    const paths = fc.array(tricky).map((parts) => `/${parts.join("")}`);
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string(), paths), async (next) => {
        const accepted = safeNext(next);
        if (accepted === null) return;
        await router.navigate(accepted);
        expect(router.state.location.pathname.startsWith("/")).toBe(true);
      }),
      { numRuns: 3000, seed: 20261123 },
    );
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});

describe("withNext", () => {
  it("adds next to a path, encoded, and nothing without one", () => {
    expect(withNext("/login", "/pets/12?x=1")).toBe("/login?next=%2Fpets%2F12%3Fx%3D1");
    expect(withNext("/login?verified=1", "/pets/12")).toBe("/login?verified=1&next=%2Fpets%2F12");
    expect(withNext("/login", null)).toBe("/login");
  });
});
