import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeLostFoundReport } from "../../db/factories-street-rows";
import { newSpecies, type Login } from "../../test/lost-found-reports";
import { createTestApp, type TestApp } from "../../test/test-app";
import { suggestMatches } from "./index";

/**
 * A pair's messages are limited per account and per network (an IPv4 /24, an IPv6 /64) an hour,
 * so several accounts on one connection cannot flood the reporters they pair with
 * (docs/product.md#lost-and-found). A refused message does not count.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MATCH_MESSAGES_NETWORK: "5", TRUST_PROXY: "true" });
});
afterAll(() => t.close());

/** A lost and a found report of a species of their own, paired by the matcher. */
async function pair() {
  const species = await newSpecies(t);
  const [owner, finder] = [await t.login(), await t.login()];
  const report = (who: Login, kind: "lost" | "found") =>
    makeLostFoundReport(t.deps, { user_id: who.user.id, category_id: species.id, kind });
  await report(owner, "lost");
  const found = await report(finder, "found");
  const [matchId] = await suggestMatches(t.deps, found.id);
  return { owner, finder, matchId: matchId! };
}

const write = (who: Login, matchId: number, address: string) =>
  t.api("POST /lost-found/matches/:id/messages", {
    param: { id: matchId },
    json: { text: "Is this your dog?" },
    headers: { ...who.headers, "X-Forwarded-For": address },
  });

const messagesOn = async (matchIds: number[]) =>
  (
    await t.db
      .selectFrom("lost_found_message")
      .select("id")
      .where("match_id", "in", matchIds)
      .execute()
  ).length;

describe("limits on a pair's messages", () => {
  it("takes RATE_LIMIT_MATCH_MESSAGES_NETWORK an hour from one network, whichever accounts send them", async () => {
    const [a, b] = [await pair(), await pair()];
    // A refused message does not count against the network.
    const stranger = await t.login();
    expect((await write(stranger, a.matchId, "10.7.0.1")).refusal.code).toBe("MATCH_NOT_FOUND");
    const statuses = [];
    for (const [who, matchId, address] of [
      [a.owner, a.matchId, "10.7.0.1"],
      [a.finder, a.matchId, "10.7.0.2"],
      [b.owner, b.matchId, "10.7.0.3"],
      [b.finder, b.matchId, "10.7.0.4"],
      [a.owner, a.matchId, "10.7.0.5"],
    ] as const) {
      statuses.push((await write(who, matchId, address)).status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201]);
    const sixth = await write(b.owner, b.matchId, "10.7.0.99");
    expect(sixth.status).toBe(429);
    expect(sixth.refusal.code).toBe("TOO_MANY_MATCH_MESSAGES_NETWORK");
    expect(sixth.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(await messagesOn([a.matchId, b.matchId])).toBe(5);
    // Another network is another count.
    expect((await write(b.owner, b.matchId, "10.8.0.1")).status).toBe(201);
  });

  it("holds the network's limit against simultaneous messages", async () => {
    const pairs = [await pair(), await pair(), await pair(), await pair()];
    // Eight at once, two accounts a pair, so only the network's limit applies.
    const answers = await Promise.all(
      pairs.flatMap(({ owner, finder, matchId }, i) => [
        write(owner, matchId, `10.9.0.${2 * i + 1}`),
        write(finder, matchId, `10.9.0.${2 * i + 2}`),
      ]),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([...Array<number>(5).fill(201), ...Array<number>(3).fill(429)]);
    for (const refused of answers.filter((answer) => answer.status === 429)) {
      expect(refused.refusal.code).toBe("TOO_MANY_MATCH_MESSAGES_NETWORK");
    }
    expect(await messagesOn(pairs.map(({ matchId }) => matchId))).toBe(5);
  });
});

describe("both reporters writing at once", () => {
  it("saves both messages, round after round (each holds the other's row while writing)", async () => {
    const { owner, finder, matchId } = await pair();
    for (let round = 1; round <= 10; round++) {
      const answers = await Promise.all([
        write(owner, matchId, `10.20.${round}.1`),
        write(finder, matchId, `10.21.${round}.1`),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    }
    expect(await messagesOn([matchId])).toBe(20);
  });
});
