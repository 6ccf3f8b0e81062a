import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nepalDay } from "../../../contract/calendar";
import { makeCategory } from "../../db/factories";
import { makeLostFoundReport } from "../../db/factories-street-rows";
import { createTestApp, type TestApp } from "../../test/test-app";
import { suggestMatches } from "./index";
import { MATCH_MESSAGES_PER_HOUR } from "./match-messages";

/**
 * Matching lost and found reports through the API (docs/decisions/050-lost-and-found.md): the
 * pairs made and both reporters told at once by SMS and mail in their languages, at most three a
 * report a day; the two reporters' messages; reunited and not a match; nothing private in any
 * answer.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let numbers = 0;
const newNumber = () =>
  `+97798${String(process.pid % 1e4).padStart(4, "0")}${String(++numbers).padStart(4, "0")}`;

/** A signed-in person with a verified number, in her language. */
async function person(firstName: string, language: "en" | "ne" = "en") {
  const phone = newNumber();
  const login = await t.login({ firstName, phoneNumber: phone });
  await t.db.updateTable("user").set({ language }).where("id", "=", login.user.id).execute();
  return { ...login, phone };
}
type Person = Awaited<ReturnType<typeof person>>;

/** A lost black-and-white female dog of ward 3 of Lalitpur, and the like found a day later. */
async function lostAndFound(owner: Person, finder: Person, categoryId?: number) {
  const category_id = categoryId ?? (await makeCategory(t.deps)).id;
  const alike = {
    category_id,
    sex: "female" as const,
    size: "medium" as const,
    colours: JSON.stringify(["black", "white"]),
    district: "Lalitpur",
    ward: 3,
  };
  const lost = await makeLostFoundReport(t.deps, {
    ...alike,
    user_id: owner.user.id,
    kind: "lost",
    seen_on: "2026-03-01",
    latitude: 27.6712,
    longitude: 85.3141,
  });
  const found = await makeLostFoundReport(t.deps, {
    ...alike,
    user_id: finder.user.id,
    kind: "found",
    seen_on: "2026-03-02",
    latitude: 27.6733,
    longitude: 85.3177,
  });
  return { lost, found };
}

/** What the outbox holds for a number or an address, oldest first. */
const outbox = (recipient: string) =>
  t.db
    .selectFrom("mail_outbox")
    .select(["channel", "subject", "text"])
    .where("recipient", "=", recipient)
    .orderBy("id")
    .execute();

const pairOf = (lostId: number, foundId: number) =>
  t.db
    .selectFrom("lost_found_match")
    .selectAll()
    .where("lost_id", "=", lostId)
    .where("found_id", "=", foundId)
    .executeTakeFirstOrThrow();

const MARCH_3 = new Date("2026-03-03T10:00:00+05:45");

describe("suggestMatches", () => {
  it("pairs a new report with a likely one and tells both reporters at once, each in her language", async () => {
    const owner = await person("Sita", "ne");
    const finder = await person("Ram", "en");
    const dog = await makeCategory(t.deps, { category: "Dog", category_ne: "कुकुर" });
    const { lost, found } = await lostAndFound(owner, finder, dog.id);
    const made = await suggestMatches(t.deps, found.id, MARCH_3);
    const pair = await pairOf(lost.id, found.id);
    expect(made).toEqual([pair.id]);
    expect(pair).toMatchObject({ state: "suggested", lost_read_id: 0, found_read_id: 0 });
    expect(pair.score).toBeGreaterThanOrEqual(80);
    expect(JSON.parse(pair.reasons)[0]).toEqual({ reason: "distance", points: 25, within_km: 2 });

    const ownerLink = `${t.config.publicUrl}/lost-found/${lost.id}?match=${pair.id}`;
    const finderLink = `${t.config.publicUrl}/lost-found/${found.id}?match=${pair.id}`;
    expect((await outbox(owner.phone)).map((row) => row.text)).toEqual([
      `${t.config.site.name}: ललितपुरमा फागुन १८ गते भेटिएको कुकुर तपाईंको हुन सक्छ: ${ownerLink}`,
    ]);
    expect((await outbox(finder.phone)).map((row) => row.text)).toEqual([
      `${t.config.site.name}: A dog lost in Lalitpur on 17 Falgun may be the one you found: ${finderLink}`,
    ]);
    const [ownerMail] = await outbox(owner.user.email);
    expect(ownerMail).toMatchObject({
      channel: "mail",
      subject: "ललितपुरमा फागुन १८ गते भेटिएको कुकुर तपाईंको हुन सक्छ",
    });
    expect(ownerMail!.text).toContain(ownerLink);
    const [finderMail] = await outbox(finder.user.email);
    expect(finderMail!.subject).toBe(
      "A dog lost in Lalitpur on 17 Falgun may be the one you found",
    );
    // Nobody's number or address is in what the other is sent.
    for (const row of [...(await outbox(owner.phone)), ownerMail!]) {
      expect(row.text).not.toContain(finder.phone);
      expect(row.text).not.toContain(finder.user.email);
    }

    // Compared again (the report was edited, or the other side's was made): no second notice.
    expect(await suggestMatches(t.deps, lost.id, MARCH_3)).toEqual([]);
    expect(await outbox(owner.phone)).toHaveLength(1);
    expect(await outbox(finder.phone)).toHaveLength(1);
    expect(await outbox(finder.user.email)).toHaveLength(1);
  });

  it("matches a report made through the API at once, and both reporters hear of it", async () => {
    const owner = await person("Maya");
    const finder = await person("Hari");
    const dog = await makeCategory(t.deps);
    const today = nepalDay(new Date());
    const report = (kind: "lost" | "found") => ({
      kind,
      category_id: dog.id,
      sex: "male" as const,
      size: "large" as const,
      colours: ["golden" as const],
      district: "Bhaktapur",
      ward: 7,
      seen_on: today,
    });
    const post = (who: Person, kind: "lost" | "found") =>
      t.api("POST /lost-found", { json: report(kind), headers: who.headers });
    const lost = await post(owner, "lost");
    expect(lost.status).toBe(201);
    const found = await post(finder, "found");
    expect(found.status).toBe(201);

    const seen = await t.api("GET /lost-found/:id/matches", {
      param: { id: lost.json.id },
      headers: owner.headers,
    });
    expect(seen.json.matches.map((match) => match.other.id)).toEqual([found.json.id]);
    expect((await outbox(owner.phone)).map((row) => row.channel)).toEqual(["sms"]);
    expect((await outbox(finder.phone)).map((row) => row.channel)).toEqual(["sms"]);
  });

  it("leaves out the reporter's own, closed, hidden and unlike reports", async () => {
    const owner = await person("Gita");
    const finder = await person("Hari");
    const { lost, found } = await lostAndFound(owner, finder);
    const other = { category_id: lost.category_id, kind: "found" as const, seen_on: "2026-03-02" };
    const colours = lost.colours;
    const own = await makeLostFoundReport(t.deps, { ...other, user_id: owner.user.id, colours });
    const closed = await makeLostFoundReport(t.deps, {
      ...other,
      user_id: finder.user.id,
      colours,
      status: "closed",
    });
    const hidden = await makeLostFoundReport(t.deps, {
      ...other,
      user_id: finder.user.id,
      colours,
      hidden_at: MARCH_3.toISOString(),
      hidden_reason: "Spam",
    });
    const male = await makeLostFoundReport(t.deps, {
      ...other,
      user_id: finder.user.id,
      sex: "male",
      colours,
    });
    const made = await suggestMatches(t.deps, lost.id, MARCH_3);
    expect(made).toHaveLength(1);
    const pairs = await t.db
      .selectFrom("lost_found_match")
      .select("found_id")
      .where("lost_id", "=", lost.id)
      .execute();
    expect(pairs.map((p) => p.found_id)).toEqual([found.id]);
    expect([own.id, closed.id, hidden.id, male.id]).not.toContain(pairs[0]!.found_id);
  });

  it("tells a report of at most three new pairs a day; the rest are listed", async () => {
    const owner = await person("Mina");
    const category = await makeCategory(t.deps);
    const lost = await makeLostFoundReport(t.deps, {
      category_id: category.id,
      user_id: owner.user.id,
      sex: "female",
      colours: JSON.stringify(["black", "white"]),
      seen_on: "2026-03-01",
    });
    const finders: Person[] = [];
    for (let i = 1; i <= 4; i++) {
      const finder = await person(`F${i}`);
      finders.push(finder);
      await makeLostFoundReport(t.deps, {
        category_id: category.id,
        user_id: finder.user.id,
        kind: "found",
        sex: "female",
        colours: lost.colours,
        district: "Lalitpur",
        // The nearest day first: the best is told first.
        seen_on: `2026-03-0${i + 1}`,
      });
    }
    expect(await suggestMatches(t.deps, lost.id, MARCH_3)).toHaveLength(4);
    expect(await outbox(owner.phone)).toHaveLength(3);
    expect(await outbox(owner.user.email)).toHaveLength(3);
    // Each finder's report had no pair today: each is told.
    for (const finder of finders) expect(await outbox(finder.phone)).toHaveLength(1);
    const list = await t.api("GET /lost-found/:id/matches", {
      param: { id: lost.id },
      headers: owner.headers,
    });
    expect(list.json.matches).toHaveLength(4);

    // The next day, a new pair is told again.
    const late = await person("F5");
    const next = await makeLostFoundReport(t.deps, {
      category_id: category.id,
      user_id: late.user.id,
      kind: "found",
      colours: lost.colours,
      seen_on: "2026-03-04",
    });
    expect(
      await suggestMatches(t.deps, next.id, new Date("2026-03-04T08:00:00+05:45")),
    ).toHaveLength(1);
    expect(await outbox(owner.phone)).toHaveLength(4);
  });

  it("holds the three a day when many reports pair with one at the same moment", async () => {
    const owner = await person("Laxmi");
    const category = await makeCategory(t.deps);
    const today = nepalDay(new Date());
    const lost = await makeLostFoundReport(t.deps, {
      category_id: category.id,
      user_id: owner.user.id,
      sex: "female",
      colours: JSON.stringify(["black", "white"]),
      district: "Lalitpur",
      seen_on: today,
    });
    const finders = await Promise.all(Array.from({ length: 8 }, (_, i) => person(`G${i}`)));
    // Eight found reports from eight accounts at once: each is matched as it is made.
    const made = await Promise.all(
      finders.map((finder) =>
        t.api("POST /lost-found", {
          json: {
            kind: "found",
            category_id: category.id,
            sex: "female",
            colours: ["black", "white"],
            district: "Lalitpur",
            seen_on: today,
          },
          headers: finder.headers,
        }),
      ),
    );
    expect(made.map((answer) => answer.status)).toEqual(Array<number>(8).fill(201));
    expect(await outbox(owner.phone)).toHaveLength(3);
    expect(await outbox(owner.user.email)).toHaveLength(3);
    for (const finder of finders) expect(await outbox(finder.phone)).toHaveLength(1);
    const list = await t.api("GET /lost-found/:id/matches", {
      param: { id: lost.id },
      headers: owner.headers,
    });
    expect(list.json.matches.map((match) => match.other.id).sort((a, b) => a - b)).toEqual(
      made.map((answer) => answer.json.id).sort((a, b) => a - b),
    );
  });
});

describe("a pair's two reporters", () => {
  async function suggested(ownerLanguage: "en" | "ne" = "en") {
    const owner = await person("Asha", ownerLanguage);
    const finder = await person("Bikash");
    const reports = await lostAndFound(owner, finder);
    const [id] = await suggestMatches(t.deps, reports.found.id, MARCH_3);
    return { owner, finder, ...reports, matchId: id! };
  }

  it("lists the pair on each report, best first, with the other report's public fields only", async () => {
    const { owner, finder, lost, found, matchId } = await suggested();
    const mine = await t.api("GET /lost-found/:id/matches", {
      param: { id: lost.id },
      headers: owner.headers,
    });
    expect(mine.status).toBe(200);
    expect(mine.json.matches).toHaveLength(1);
    const [item] = mine.json.matches;
    expect(item).toMatchObject({ id: matchId, state: "suggested", unread: 0 });
    expect(item!.other).toMatchObject({
      id: found.id,
      kind: "found",
      district: "Lalitpur",
      ward: 3,
    });
    expect(item!.reasons.reduce((sum, r) => sum + r.points, 0)).toBe(item!.score);
    const theirs = await t.api("GET /lost-found/:id/matches", {
      param: { id: found.id },
      headers: finder.headers,
    });
    expect(theirs.json.matches[0]!.other.id).toBe(lost.id);
    // The distance is told by its band, never in km; a pair saved with its km is shown so too.
    expect(item!.reasons[0]).toEqual({ reason: "distance", points: 25, within_km: 2 });
    await t.db
      .updateTable("lost_found_match")
      .set({
        score: 47,
        reasons: JSON.stringify([
          { reason: "distance", points: 22, km: 4 },
          { reason: "days_apart", points: 15, days: 1 },
          { reason: "same_species", points: 10 },
        ]),
      })
      .where("id", "=", matchId)
      .execute();
    const saved = await t.api("GET /lost-found/:id/matches", {
      param: { id: found.id },
      headers: finder.headers,
    });
    expect(saved.json.matches[0]).toMatchObject({
      score: 43,
      reasons: [
        { reason: "distance", points: 18, within_km: 5 },
        { reason: "days_apart", points: 15, days: 1 },
        { reason: "same_species", points: 10 },
      ],
    });
    expect(saved.text).not.toContain('"km"');

    // Nothing private of the other reporter, nor her point, in either answer.
    for (const text of [mine.text, theirs.text]) {
      for (const secret of [
        owner.phone,
        finder.phone,
        owner.user.email,
        finder.user.email,
        owner.user.id,
        finder.user.id,
      ]) {
        expect(text).not.toContain(secret);
      }
      expect(text).not.toMatch(/latitude|longitude|user_id|27\.67|85\.31/);
    }

    // Someone else's report is not found, the other reporter's too.
    const stranger = await person("Chandra");
    for (const headers of [stranger.headers, finder.headers]) {
      const refused = await t.api("GET /lost-found/:id/matches", {
        param: { id: lost.id },
        headers,
      });
      expect(refused.status).toBe(404);
      expect(refused.refusal.code).toBe("REPORT_NOT_FOUND");
    }
  });

  it("carries messages between the two reporters only, tells the other, and counts the unread", async () => {
    const { owner, finder, found, matchId } = await suggested();
    const before = {
      mail: (await outbox(finder.user.email)).length,
      sms: (await outbox(finder.phone)).length,
    };
    const param = { id: matchId };
    const sent = await t.api("POST /lost-found/matches/:id/messages", {
      param,
      json: { text: "  Does she have a white spot on her chest?  " },
      headers: owner.headers,
    });
    expect(sent.status).toBe(201);
    expect(sent.json).toMatchObject({
      mine: true,
      text: "Does she have a white spot on her chest?",
    });
    await t.api("POST /lost-found/matches/:id/messages", {
      param,
      json: { text: "She answers to Kali." },
      headers: owner.headers,
    });
    // One mail until she reads, one SMS a day, and no words of the message in the SMS.
    const mails = (await outbox(finder.user.email)).slice(before.mail);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain("Does she have a white spot on her chest?");
    const texts = (await outbox(finder.phone)).slice(before.sms);
    expect(texts).toHaveLength(1);
    expect(texts[0]!.text).toMatch(
      new RegExp(
        `^${t.config.site.name}: a new message about the .+ lost in Lalitpur\\. Read it: .+/lost-found/${found.id}\\?match=${matchId}$`,
      ),
    );
    expect(texts[0]!.text).not.toContain("spot");

    const list = await t.api("GET /lost-found/:id/matches", {
      param: { id: found.id },
      headers: finder.headers,
    });
    expect(list.json.matches[0]!.unread).toBe(2);
    const thread = await t.api("GET /lost-found/matches/:id/messages", {
      param,
      headers: finder.headers,
    });
    expect(thread.status).toBe(200);
    expect(thread.json.messages.map((m) => [m.text, m.mine])).toEqual([
      ["Does she have a white spot on her chest?", false],
      ["She answers to Kali.", false],
    ]);
    expect(thread.json.mine.id).toBe(found.id);
    expect(thread.json.other.kind).toBe("lost");
    expect(thread.text).not.toMatch(/latitude|user_id|\+977/);
    const read = await t.api("GET /lost-found/:id/matches", {
      param: { id: found.id },
      headers: finder.headers,
    });
    expect(read.json.matches[0]!.unread).toBe(0);

    // Read, the next message mails her again; the day's SMS was sent.
    await t.api("POST /lost-found/matches/:id/messages", {
      param,
      json: { text: "And a red collar." },
      headers: owner.headers,
    });
    expect((await outbox(finder.user.email)).slice(before.mail)).toHaveLength(2);
    expect((await outbox(finder.phone)).slice(before.sms)).toHaveLength(1);

    // A third person learns nothing and changes nothing.
    const stranger = await person("Dawa");
    const peek = await t.api("GET /lost-found/matches/:id/messages", {
      param,
      headers: stranger.headers,
    });
    expect(peek.status).toBe(404);
    expect(peek.refusal.code).toBe("MATCH_NOT_FOUND");
    const write = await t.api("POST /lost-found/matches/:id/messages", {
      param,
      json: { text: "Hello" },
      headers: stranger.headers,
    });
    expect(write.status).toBe(404);
    for (const route of [
      "POST /lost-found/matches/:id/reunited",
      "POST /lost-found/matches/:id/not-a-match",
    ] as const) {
      expect((await t.api(route, { param, headers: stranger.headers })).status).toBe(404);
    }
    const stored = await t.db
      .selectFrom("lost_found_message")
      .select("text")
      .where("match_id", "=", matchId)
      .execute();
    expect(stored).toHaveLength(3);
    expect(
      (
        await t.db
          .selectFrom("lost_found_match")
          .select("state")
          .where("id", "=", matchId)
          .executeTakeFirstOrThrow()
      ).state,
    ).toBe("suggested");
  });

  it("closes both reports when one marks the pair reunited, once", async () => {
    const { owner, finder, lost, found, matchId } = await suggested();
    const param = { id: matchId };
    const done = await t.api("POST /lost-found/matches/:id/reunited", {
      param,
      headers: finder.headers,
    });
    expect(done.status).toBe(200);
    expect(done.json).toMatchObject({ id: matchId, state: "reunited" });
    expect(done.json.other.id).toBe(lost.id);
    const reports = await t.db
      .selectFrom("lost_found_report")
      .select(["id", "status", "closed_at"])
      .where("id", "in", [lost.id, found.id])
      .execute();
    expect(reports.map((r) => r.status)).toEqual(["reunited", "reunited"]);
    expect(reports.every((r) => r.closed_at !== null)).toBe(true);
    const pair = await pairOf(lost.id, found.id);
    expect(pair).toMatchObject({ state: "reunited", decided_by: finder.user.id });
    expect(pair.decided_at).not.toBeNull();
    for (const route of [
      "POST /lost-found/matches/:id/reunited",
      "POST /lost-found/matches/:id/not-a-match",
    ] as const) {
      const again = await t.api(route, { param, headers: owner.headers });
      expect(again.status).toBe(409);
      expect(again.refusal.code).toBe("MATCH_DECIDED");
    }
    expect((await pairOf(lost.id, found.id)).state).toBe("reunited");
  });

  it("never suggests a pair again once marked not a match, and takes no more messages on it", async () => {
    const { owner, lost, found, matchId } = await suggested();
    const param = { id: matchId };
    const no = await t.api("POST /lost-found/matches/:id/not-a-match", {
      param,
      headers: owner.headers,
    });
    expect(no.status).toBe(200);
    expect(no.json.state).toBe("not_a_match");
    const list = await t.api("GET /lost-found/:id/matches", {
      param: { id: lost.id },
      headers: owner.headers,
    });
    expect(list.json.matches).toEqual([]);
    const { score } = await pairOf(lost.id, found.id);
    const texts = (await outbox(owner.phone)).length;
    expect(await suggestMatches(t.deps, lost.id, MARCH_3)).toEqual([]);
    expect(await suggestMatches(t.deps, found.id, new Date("2026-03-05T08:00:00+05:45"))).toEqual(
      [],
    );
    expect(await pairOf(lost.id, found.id)).toMatchObject({ state: "not_a_match", score });
    expect(await outbox(owner.phone)).toHaveLength(texts);
    const closed = await t.api("POST /lost-found/matches/:id/messages", {
      param,
      json: { text: "Sure?" },
      headers: owner.headers,
    });
    expect(closed.status).toBe(409);
    expect(closed.refusal.code).toBe("MATCH_CLOSED");
    expect(
      await t.db
        .selectFrom("lost_found_message")
        .select("id")
        .where("match_id", "=", matchId)
        .execute(),
    ).toEqual([]);
  });

  it("texts one person at most three messages a day across all her pairs; mail still goes", async () => {
    const owner = await person("Parbati");
    const category = await makeCategory(t.deps);
    const lost = await makeLostFoundReport(t.deps, {
      category_id: category.id,
      user_id: owner.user.id,
      sex: "female",
      colours: JSON.stringify(["black", "white"]),
      district: "Lalitpur",
      seen_on: "2026-03-01",
    });
    const finders: Person[] = [];
    for (let i = 0; i < 5; i++) {
      const finder = await person(`M${i}`);
      finders.push(finder);
      await makeLostFoundReport(t.deps, {
        category_id: category.id,
        user_id: finder.user.id,
        kind: "found",
        sex: "female",
        colours: lost.colours,
        district: "Lalitpur",
        seen_on: "2026-03-02",
      });
    }
    const pairs = await suggestMatches(t.deps, lost.id, MARCH_3);
    expect(pairs).toHaveLength(5);
    const sms = async () => (await outbox(owner.phone)).length;
    const mails = async () => (await outbox(owner.user.email)).length;
    const before = { sms: await sms(), mails: await mails() };
    // Each finder writes on her own pair, all at once.
    const write = (finder: Person, matchId: number) =>
      t.api("POST /lost-found/matches/:id/messages", {
        param: { id: matchId },
        json: { text: "Is this your dog?" },
        headers: finder.headers,
      });
    const answers = await Promise.all(finders.map((finder, i) => write(finder, pairs[i]!)));
    expect(answers.map((answer) => answer.status)).toEqual(Array<number>(5).fill(201));
    expect((await sms()) - before.sms).toBe(3);
    expect((await mails()) - before.mails).toBe(5);
    // The owner's reply still texts the finder: the cap is the recipient's.
    const finderSms = (await outbox(finders[4]!.phone)).length;
    expect((await write(owner, pairs[4]!)).status).toBe(201);
    expect(await outbox(finders[4]!.phone)).toHaveLength(finderSms + 1);
  });

  it("takes no message from a reporter whose own report closed, unless the pair was reunited", async () => {
    const { owner, finder, found, matchId } = await suggested();
    const param = { id: matchId };
    const write = (who: Person) =>
      t.api("POST /lost-found/matches/:id/messages", {
        param,
        json: { text: "Still there?" },
        headers: who.headers,
      });
    const close = await t.api("POST /lost-found/:id/close", {
      param: { id: found.id },
      headers: finder.headers,
    });
    expect(close.status).toBe(200);
    const refused = await write(finder);
    expect(refused.status).toBe(409);
    expect(refused.refusal.code).toBe("REPORT_NOT_OPEN");
    const messages = () =>
      t.db
        .selectFrom("lost_found_message")
        .select("sender_id")
        .where("match_id", "=", matchId)
        .execute();
    expect(await messages()).toEqual([]);
    // An expired report too; its reporter renews it to write again.
    await t.db
      .updateTable("lost_found_report")
      .set({ status: "expired" })
      .where("id", "=", found.id)
      .execute();
    expect((await write(finder)).refusal.code).toBe("REPORT_NOT_OPEN");
    // The other reporter, whose report is open, may still write.
    expect((await write(owner)).status).toBe(201);

    // Reunited, both reports close and the two may go on writing.
    const reunited = await suggested();
    const done = await t.api("POST /lost-found/matches/:id/reunited", {
      param: { id: reunited.matchId },
      headers: reunited.owner.headers,
    });
    expect(done.status).toBe(200);
    const after = await t.api("POST /lost-found/matches/:id/messages", {
      param: { id: reunited.matchId },
      json: { text: "Thank you!" },
      headers: reunited.finder.headers,
    });
    expect(after.status).toBe(201);
    expect(await messages()).toEqual([{ sender_id: owner.user.id }]);
  });

  it("refuses an empty message, and more than the hour's messages from one account", async () => {
    const { owner, matchId } = await suggested();
    const param = { id: matchId };
    const empty = await t.api("POST /lost-found/matches/:id/messages", {
      param,
      json: { text: "   " },
      headers: owner.headers,
    });
    expect(empty.status).toBe(400);
    expect(empty.refusal.code).toBe("MESSAGE_EMPTY");
    for (let i = 1; i <= MATCH_MESSAGES_PER_HOUR; i++) {
      const sent = await t.api("POST /lost-found/matches/:id/messages", {
        param,
        json: { text: `Message ${i}` },
        headers: owner.headers,
      });
      expect(sent.status).toBe(201);
    }
    const tooMany = await t.api("POST /lost-found/matches/:id/messages", {
      param,
      json: { text: "One more" },
      headers: owner.headers,
    });
    expect(tooMany.status).toBe(429);
    expect(tooMany.refusal.code).toBe("TOO_MANY_MESSAGES");
    const stored = await t.db
      .selectFrom("lost_found_message")
      .select("id")
      .where("match_id", "=", matchId)
      .execute();
    expect(stored).toHaveLength(MATCH_MESSAGES_PER_HOUR);
  });
});
