import assert from "node:assert/strict";

export { assert };

/**
 * The cluster test's checks: each is named, timed and printed as it runs. The first failure
 * stops the scenario (later steps build on earlier ones). A check listed as a known issue of
 * another part runs all the same and says how it went, without stopping the run.
 */
export function createChecks(knownIssues: Record<string, string>) {
  let passed = 0;
  let failed = 0;
  const known: string[] = [];

  async function check<T>(name: string, run: () => Promise<T>): Promise<T> {
    const started = Date.now();
    try {
      const result = await run();
      const ms = Date.now() - started;
      if (knownIssues[name]) {
        console.log(
          `  ✓ ${name} (${ms} ms) — listed as a known issue, but it passes now: unlist it`,
        );
      } else console.log(`  ✓ ${name} (${ms} ms)`);
      passed++;
      return result;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (knownIssues[name]) {
        console.log(`  ! ${name} — known issue (${knownIssues[name]}):\n      ${message}`);
        known.push(name);
        return undefined as T;
      }
      console.log(`  ✗ ${name}\n      ${message.split("\n").join("\n      ")}`);
      failed++;
      throw new ScenarioStopped(name);
    }
  }

  return {
    check,
    get failed() {
      return failed;
    },
    summary() {
      if (known.length) console.log(`known issues (not counted): ${known.join("; ")}`);
      console.log(`${passed} passed, ${failed} failed`);
    },
    fail(reason: string) {
      failed++;
      console.log(`  ✗ ${reason}`);
    },
  };
}

export class ScenarioStopped extends Error {}
