import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeCategory, makePet, makeSavedSearch, makeStore, makeUser } from "../../db/factories";
import { createMailTestApp, type MailTestApp } from "../../test/test-app";
import { runAlerts } from "./alerts";

/**
 * Alerts end to end on a real database and a real SMTP server: the owner's and the admin's own
 * requests list the pets, the triggers note them, the digest is sent through the outbox.
 * ALERT_DIGEST_MINUTES is the default 60: a round "an hour later" is given its time.
 */

let t: MailTestApp;
let clock = Date.now();
/** A round of the alerts now (matching what was listed), and another `minutes` later. */
const later = async (minutes = 61) => {
  await runAlerts(t.deps, new Date(clock));
  clock += minutes * 60_000;
  const sent = await runAlerts(t.deps, new Date(clock));
  await t.deps.mail.flush();
  return sent;
};
const mailsTo = (email: string) => t.smtp.messages.filter((mail) => mail.to.includes(email));

beforeAll(async () => {
  t = await createMailTestApp();
});
afterAll(() => t.close());

/** A store with its owner signed in, and a species of its own so other tests' pets never match. */
async function storeWithOwner(status: "active" | "pending" = "active") {
  const owner = await t.login();
  const store = await makeStore(t.deps, { owner_id: owner.user.id, status, location: "Pokhara" });
  const species = await makeCategory(t.deps);
  const publish = async (
    petId: number,
    post_status: "published" | "draft" | "adopted" = "published",
  ) => {
    const response = await t.api("PATCH /pets/:id", {
      param: { id: petId },
      headers: owner.headers,
      json: { post_status },
    });
    expect(response.status, response.text).toBe(200);
  };
  const draft = (name: string, gender: "male" | "female" = "female") =>
    makePet(t.deps, {
      vendor_id: store.id,
      category_id: species.id,
      name,
      gender,
      post_status: "draft",
    });
  return { store, species, publish, draft };
}

/** A person with a saved search over `query`, through the API. */
async function searcher(name: string, query: string, phoneNumber?: string) {
  const person = await t.login({ phoneNumber });
  const saved = await t.api("POST /saved-searches", {
    headers: person.headers,
    json: { name, query },
  });
  expect(saved.status, saved.text).toBe(201);
  return { ...person, search: saved.json };
}

describe("saved-search alerts", () => {
  it("sends one digest for two matching pets listed together, none for a non-matching one, and never the same pet twice", async () => {
    const { species, publish, draft } = await storeWithOwner();
    const asha = await searcher("Girls", `category=${species.id}&gender=female`);
    const bikash = await searcher("Boys", `category=${species.id}&gender=male`);
    const [maya, tara] = [await draft("Maya"), await draft("Tara")];
    await publish(maya.id);
    await publish(tara.id);

    expect(await later(10)).toBe(0);
    expect(mailsTo(asha.user.email)).toEqual([]);
    expect(await later()).toBe(1);
    const [mail, ...more] = mailsTo(asha.user.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe("New pets for your saved search");
    expect(mail!.text).toContain("your saved search “Girls”:");
    expect(mail!.text).toContain(`Maya (${species.category})`);
    expect(mail!.text).toContain(`http://localhost:3000/pets/${maya.id}`);
    expect(mail!.text).toContain(`http://localhost:3000/pets/${tara.id}`);
    const unsubscribe = mail!.links.find((link) => link.includes("/api/alerts/unsubscribe?token="));
    expect(mail!.headers).toContain(`List-Unsubscribe: <${unsubscribe}>`);
    expect(mail!.headers).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    expect(mailsTo(bikash.user.email)).toEqual([]);

    // Taken off the list and listed again: she was told about Maya already.
    await publish(maya.id, "draft");
    await publish(maya.id);
    await later();
    expect(mailsTo(asha.user.email)).toHaveLength(1);
    const rows = await t.db
      .selectFrom("saved_search_pet")
      .select("pet_id")
      .where("search_id", "=", asha.search.id)
      .execute();
    expect(rows.map((row) => row.pet_id).sort()).toEqual([maya.id, tara.id].sort());
  });

  it("leaves out a pet taken off the list before the digest: the alert agrees with the list", async () => {
    const { species, publish, draft } = await storeWithOwner();
    const asha = await searcher("Any", `category=${species.id}`);
    const [gone, stays] = [await draft("Gone"), await draft("Stays")];
    await publish(gone.id);
    await publish(stays.id);
    await later(5);
    await publish(gone.id, "draft");
    await later();
    const [mail] = mailsTo(asha.user.email);
    expect(mail!.subject).toBe("A new pet for your saved search");
    expect(mail!.text).toContain("Stays");
    expect(mail!.text).not.toContain("Gone");
  });

  it("stops after the unsubscribe link is opened, signed out, and after a pause", async () => {
    const { species, publish, draft } = await storeWithOwner();
    const asha = await searcher("Any", `category=${species.id}`);
    await publish((await draft("First")).id);
    await later();
    const link = mailsTo(asha.user.email)[0]!.links.find((l) => l.includes("unsubscribe"))!;
    const path = link.replace("http://localhost:3000", "");

    const forged = await t.request(
      "GET",
      path.replace(/.$/, (c) => (c === "A" ? "B" : "A")),
    );
    expect(forged.status).toBe(400);
    expect(forged.refusal.code).toBe("INVALID_TOKEN");
    const page = await t.request("GET", path, { headers: { Accept: "text/html" } });
    expect(page.status).toBe(200);
    expect(page.text).toContain("You will get no more e-mails about new pets for “Any”");
    await publish((await draft("Second")).id);
    await later();
    expect(mailsTo(asha.user.email)).toHaveLength(1);

    // Resumed on the dashboard, then paused there.
    const resume = await t.api("PATCH /saved-searches/:id", {
      param: { id: asha.search.id },
      headers: asha.headers,
      json: { paused: false },
    });
    expect(resume.json.paused).toBe(false);
    await publish((await draft("Third")).id);
    await t.api("PATCH /saved-searches/:id", {
      param: { id: asha.search.id },
      headers: asha.headers,
      json: { paused: true },
    });
    await later();
    expect(mailsTo(asha.user.email)).toHaveLength(1);
  });

  it("tells of a store's pets when an admin activates it, ten by name and the rest as a link", async () => {
    const { store, species } = await storeWithOwner("pending");
    const asha = await searcher("All of them", `category=${species.id}`);
    for (let i = 1; i <= 12; i++) {
      await makePet(t.deps, { vendor_id: store.id, category_id: species.id, name: `Pup ${i}` });
    }
    await later();
    expect(mailsTo(asha.user.email)).toEqual([]);

    const admin = await t.loginAdmin();
    const activated = await t.api("POST /vendors/update", {
      headers: admin.headers,
      json: { id: store.id, status: "active" },
    });
    expect(activated.status, activated.text).toBe(200);
    await later();
    const [mail] = mailsTo(asha.user.email);
    expect(mail!.text.match(/\/pets\/\d+/g)).toHaveLength(10);
    expect(mail!.text).toContain(`- and 2 more: http://localhost:3000/pets?category=${species.id}`);
  });

  it("writes in the reader's language", async () => {
    const { species, publish, draft } = await storeWithOwner();
    const sita = await searcher("कुकुर", `category=${species.id}`);
    await t.db.updateTable("user").set({ language: "ne" }).where("id", "=", sita.user.id).execute();
    await publish((await draft("Bhote")).id);
    await later();
    const [mail] = mailsTo(sita.user.email);
    expect(mail!.subject).toBe("तपाईंको सेभ गरिएको खोजका लागि नयाँ जनावर");
    expect(mail!.text).toContain("तपाईंले सेभ गर्नुभएको खोज “कुकुर” सँग मिल्छ:");
    expect(mail!.text).toContain("यी सूचनाहरू रोक्न:");
  });

  it("sends each digest once when two instances run a round at the same time", async () => {
    const { species, publish, draft } = await storeWithOwner();
    const asha = await searcher("Any", `category=${species.id}`);
    await publish((await draft("Once")).id);
    await runAlerts(t.deps, new Date(clock));
    clock += 61 * 60_000;
    const rounds = await Promise.all([
      runAlerts(t.deps, new Date(clock)),
      runAlerts(t.deps, new Date(clock)),
    ]);
    await t.deps.mail.flush();
    expect(rounds[0]! + rounds[1]!).toBe(1);
    expect(mailsTo(asha.user.email)).toHaveLength(1);
  });

  it("notes nothing while nobody waits for new pets", async () => {
    await t.db.updateTable("saved_search").set({ paused: 1 }).execute();
    await later();
    const { publish, draft } = await storeWithOwner();
    await publish((await draft("Unwatched")).id);
    const events = await t.db.selectFrom("listing_event").selectAll().execute();
    expect(events).toEqual([]);
  });

  it("also texts a person with a verified number: how many pets, and the search's link", async () => {
    const { species, publish, draft } = await storeWithOwner();
    const phone = `+97798${String(Date.now()).slice(-8)}`;
    const asha = await searcher("Girls", `category=${species.id}&gender=female`, phone);
    await publish((await draft("Maya")).id);
    await publish((await draft("Tara")).id);
    expect(await later()).toBe(1);
    const texts = await t.db
      .selectFrom("mail_outbox")
      .select("text")
      .where("channel", "=", "sms")
      .where("recipient", "=", phone)
      .execute();
    expect(texts.map((row) => row.text)).toEqual([
      `Sathi: 2 new pets for “Girls”: http://localhost:3000/pets?category=${species.id}&gender=female`,
    ]);
    expect(mailsTo(asha.user.email)).toHaveLength(1);
  });

  /** The probe's shape: 20 searches whose names carry markup and a web address. */
  const attackerSearches = async (userId: string, query: string) => {
    for (let n = 1; n <= 20; n++) {
      await makeSavedSearch(t.deps, {
        user_id: userId,
        name: `All dogs <b>${n}</b> http://evil.example`,
        query,
      });
    }
  };

  it("mails nothing to an address nobody verified, however many of its searches match", async () => {
    const { species, publish, draft } = await storeWithOwner();
    const target = await makeUser(t.deps, {
      email: `spamtarget-${Date.now()}@example.test`,
      emailVerified: false,
    });
    await attackerSearches(target.id, `category=${species.id}`);
    await publish((await draft("Bait")).id);
    await later();
    expect(mailsTo(target.email)).toEqual([]);
    const queued = await t.db
      .selectFrom("mail_outbox")
      .select("id")
      .where("recipient", "=", target.email)
      .execute();
    expect(queued).toEqual([]);
  });

  it("sends one e-mail and one text per person per digest for all her matching searches, their names as plain text out of the subject", async () => {
    const { species, publish, draft } = await storeWithOwner();
    const phone = `+97798${String(Date.now() + 1).slice(-8)}`;
    const asha = await makeUser(t.deps, { phoneNumber: phone });
    await attackerSearches(asha.id, `category=${species.id}`);
    const bait = await draft("Bait");
    await publish(bait.id);
    expect(await later()).toBe(1);

    const [mail, ...more] = mailsTo(asha.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe("A new pet for your saved searches");
    // The pet once, each search by its name with its own listing; no address of the name's is live.
    expect(mail!.text.match(/\/pets\/\d+/g)).toEqual([`/pets/${bait.id}`]);
    expect(mail!.text).toContain("“All dogs <b>7</b> http[:]//evil[.]example”: 1 new pet");
    expect(mail!.text).not.toContain("evil.example");
    expect(mail!.links.every((link) => link.startsWith("http://localhost:3000/"))).toBe(true);
    const [row] = await t.db
      .selectFrom("mail_outbox")
      .select("html")
      .where("recipient", "=", asha.email)
      .execute();
    expect(row!.html).toContain("All dogs &#60;b&#62;7&#60;/b&#62; http[:]//evil[.]example");
    expect(row!.html).not.toContain("<b>");
    expect(row!.html).not.toContain("evil.example");

    const texts = await t.db
      .selectFrom("mail_outbox")
      .select("text")
      .where("channel", "=", "sms")
      .where("recipient", "=", phone)
      .execute();
    expect(texts.map((text) => text.text)).toEqual([
      "Sathi: 1 new pet for your saved searches: http://localhost:3000/dashboard?tab=searches",
    ]);

    // The next digest is one more e-mail, again for all of them.
    await publish((await draft("Second")).id);
    await publish((await draft("Third")).id);
    await later();
    expect(mailsTo(asha.email)).toHaveLength(2);
    expect(mailsTo(asha.email)[1]!.subject).toBe("New pets for your saved searches");
  });

  it("stops every search of a grouped alert with its one-click unsubscribe", async () => {
    const { species, publish, draft } = await storeWithOwner();
    const asha = await searcher("Girls", `category=${species.id}&gender=female`);
    const second = await t.api("POST /saved-searches", {
      headers: asha.headers,
      json: { name: "Any", query: `category=${species.id}` },
    });
    await publish((await draft("Maya")).id);
    await later();
    const [mail] = mailsTo(asha.user.email);
    const header = /List-Unsubscribe: <([^>]+)>/.exec(mail!.headers)![1]!;
    const stopped = await t.request("POST", header.replace("http://localhost:3000", ""));
    expect(stopped.status, stopped.text).toBe(200);
    expect(stopped.json).toEqual({ ok: true, names: ["Girls", "Any"] });
    const list = await t.api("GET /saved-searches", { headers: asha.headers });
    const paused = list.json.searches
      .filter((search) => [asha.search.id, second.json.id].includes(search.id))
      .map((search) => search.paused);
    expect(paused).toEqual([true, true]);
  });
});
