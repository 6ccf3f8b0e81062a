import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NEPAL_OFFSET_MS } from "../../../contract/calendar";
import { toNepaliMobile } from "../../../contract/phone";
import { makeMember, makeStore } from "../../db/factories";
import { startSmtpCapture, type SmtpCapture } from "../../test/smtp-capture";
import { textingApps } from "../../test/texting-apps";
import type { TestApp } from "../../test/test-app";

/**
 * Invitations to a store's team (docs/decisions/048-store-teams.md): owners invite by e-mail or
 * Nepali number; the link goes by mail or SMS in the invitee's language; only the account that
 * proved the address accepts it, once; the link's page says nothing of accounts.
 */
type Login = Awaited<ReturnType<TestApp["login"]>>;

const texting = textingApps("sparrow", { SMS_QUIET_HOURS: "" });
let smtp: SmtpCapture;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await texting.appWith({ SMTP_URL: smtp.url });
});
afterAll(() => smtp.close());

let next = 0;
/** A Nepali (Ncell) number nobody in this run has used. */
const newNumber = () =>
  `+977981${String(Date.now() % 1e5).padStart(5, "0")}${String(next++ % 100).padStart(2, "0")}`;
const newAddress = (label: string) =>
  `${label}-${Math.random().toString(36).slice(2, 8)}@example.test`;
const textsTo = (e164: string) =>
  texting.gateway.received.filter((sms) => `+977${sms.to}` === e164).map((sms) => sms.text);
const mailsTo = (address: string) => smtp.messages.filter((mail) => mail.to.includes(address));
const tokenOf = (link: string) => link.split("/invitations/")[1]!;

async function team() {
  const owner = await t.login({ firstName: "Sita" });
  const manager = await t.login({ firstName: "Maya" });
  const carer = await t.login({ firstName: "Kiran" });
  const otherMember = await t.login({ firstName: "Hari" });
  const stranger = await t.login({ firstName: "Ram" });
  const store = await makeStore(t.deps, { owner_id: owner.user.id, title: "Pokhara Paws" });
  await makeMember(t.deps, { vendor_id: store.id, user_id: manager.user.id, role: "manager" });
  await makeMember(t.deps, { vendor_id: store.id, user_id: carer.user.id, role: "carer" });
  await makeStore(t.deps, { owner_id: otherMember.user.id });
  return { owner, manager, carer, otherMember, stranger, store };
}

const invite = (
  who: Login,
  storeId: number,
  body: { role: "owner" | "manager" | "carer"; email?: string; phone?: string },
) =>
  t.api("POST /vendors/:id/invitations", {
    param: { id: storeId },
    json: body,
    headers: who.headers,
  });

/** Invites, flushes the outbox, and returns the token from the mail or text that went out. */
async function inviteAndRead(
  who: Login,
  storeId: number,
  body: { role: "owner" | "manager" | "carer"; email?: string; phone?: string },
) {
  const response = await invite(who, storeId, body);
  expect(response.status).toBe(200);
  await t.deps.mail.flush();
  const sent = body.email
    ? mailsTo(body.email.toLowerCase())
        .at(-1)!
        .links.find((link) => link.includes("/invitations/"))!
    : /https?:\/\/\S+/.exec(textsTo(toNepaliMobile(body.phone!)!).at(-1)!)![0];
  return { id: response.json.id, token: tokenOf(sent) };
}

const accept = (who: Login, token: string) =>
  t.api("POST /invitations/:token/accept", { param: { token }, headers: who.headers });
const preview = (token: string) => t.api("GET /invitations/:token", { param: { token } });

const counts = async () => {
  const count = async (table: "store_invitation" | "mail_outbox" | "store_member") =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    invitations: await count("store_invitation"),
    outbox: await count("mail_outbox"),
    members: await count("store_member"),
  };
};

const setLanguage = (who: Login, language: "en" | "ne") =>
  t.api("PUT /me/language", { json: { language }, headers: who.headers });

describe("inviting", () => {
  it("mails the link in the invitee's account language, and stores only the token's hash", async () => {
    const w = await team();
    const invitee = await t.login({ email: newAddress("gita") });
    await setLanguage(invitee, "ne");
    const { id, token } = await inviteAndRead(w.owner, w.store.id, {
      role: "carer",
      email: invitee.user.email.toUpperCase(),
    });
    const mail = mailsTo(invitee.user.email).at(-1)!;
    expect(mail.subject).toBe("Sita Gurungले तपाईंलाई Pokhara Pawsमा सामेल हुन निम्तो दिनुभएको छ");
    expect(mail.text).toContain("स्याहारकर्ता");
    expect(mail.links).toContain(`${t.config.publicUrl}/invitations/${token}`);
    expect(Buffer.from(token, "base64url")).toHaveLength(32);
    const row = await t.db
      .selectFrom("store_invitation")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row.email).toBe(invitee.user.email);
    expect(row.token_hash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(JSON.stringify(row)).not.toContain(token);
    const lines = await t.db
      .selectFrom("store_activity")
      .select(["action", "actor_id"])
      .where("vendor_id", "=", w.store.id)
      .execute();
    expect(lines).toEqual([{ action: "member_invited", actor_id: w.owner.user.id }]);
  });

  it("mails an address with no account in the inviting owner's language", async () => {
    const w = await team();
    await setLanguage(w.owner, "ne");
    const address = newAddress("nobody");
    await inviteAndRead(w.owner, w.store.id, { role: "manager", email: address });
    expect(mailsTo(address).at(-1)!.text).toContain("व्यवस्थापक");
    await setLanguage(w.owner, "en");
    const other = newAddress("nobody");
    await inviteAndRead(w.owner, w.store.id, { role: "manager", email: other });
    expect(mailsTo(other).at(-1)!.subject).toBe("Sita Gurung invites you to join Pokhara Paws");
  });

  it("texts a number in its account's language, else the owner's", async () => {
    const w = await team();
    const phone = newNumber();
    const invitee = await t.login({ phoneNumber: phone });
    await setLanguage(invitee, "ne");
    const { token } = await inviteAndRead(w.owner, w.store.id, {
      role: "carer",
      phone: phone.replace("+977", ""),
    });
    expect(textsTo(phone)).toEqual([
      `Pokhara Pawsमा स्याहारकर्ताका रूपमा सामेल हुने निम्तो। यही नम्बरले लग इन गरी स्वीकार्नुहोस्: ${t.config.publicUrl}/invitations/${token}`,
    ]);
    const bare = newNumber();
    const second = await inviteAndRead(w.owner, w.store.id, { role: "manager", phone: bare });
    expect(textsTo(bare)).toEqual([
      `You are invited to join Pokhara Paws as a manager. Sign in with this number to accept: ${t.config.publicUrl}/invitations/${second.token}`,
    ]);
  });

  it("queues a text as any text that is not a code: it waits out the quiet hours", async () => {
    const hour = Math.floor(((Date.now() + NEPAL_OFFSET_MS) % 86_400_000) / 3_600_000);
    const quiet = await texting.appWith({ SMS_QUIET_HOURS: `${hour}-${(hour + 2) % 24}` });
    const owner = await quiet.login();
    const store = await makeStore(quiet.deps, { owner_id: owner.user.id });
    const phone = newNumber();
    const response = await quiet.api("POST /vendors/:id/invitations", {
      param: { id: store.id },
      json: { role: "carer", phone },
      headers: owner.headers,
    });
    expect(response.status).toBe(200);
    await quiet.deps.mail.flush();
    expect(textsTo(phone)).toEqual([]);
    const queued = await quiet.db
      .selectFrom("mail_outbox")
      .select(["status", "budgeted", "next_attempt_at"])
      .where("recipient", "=", phone)
      .executeTakeFirstOrThrow();
    expect(queued.status).toBe("pending");
    expect(queued.budgeted).toBe(0);
    expect(queued.next_attempt_at > new Date().toISOString()).toBe(true);
  });

  it("refuses every role but owner, and strangers, sending nothing", async () => {
    const w = await team();
    const before = await counts();
    const cases: [Login, number, string][] = [
      [w.manager, 403, "ROLE_NOT_ALLOWED"],
      [w.carer, 403, "ROLE_NOT_ALLOWED"],
      [w.otherMember, 403, "NOT_YOUR_STORE"],
      [w.stranger, 403, "NOT_YOUR_STORE"],
    ];
    for (const [who, status, code] of cases) {
      const response = await invite(who, w.store.id, {
        role: "owner",
        email: who.user.email + "x",
      });
      expect([response.status, response.refusal.code]).toEqual([status, code]);
    }
    const signedOut = await t.api("POST /vendors/:id/invitations", {
      param: { id: w.store.id },
      json: { role: "carer", email: newAddress("x") },
    });
    expect(signedOut.status).toBe(401);
    expect(await counts()).toEqual(before);
  });

  it("refuses bad input with a code and fields, changing nothing", async () => {
    const w = await team();
    const ownPhone = newNumber();
    const owner = await t.login({ firstName: "Sita", phoneNumber: ownPhone });
    await makeMember(t.deps, { vendor_id: w.store.id, user_id: owner.user.id });
    const before = await counts();
    const post = (body: unknown) =>
      t.request("POST", `/api/vendors/${w.store.id}/invitations`, { body, headers: owner.headers });
    const cases: [unknown, number, string, string | undefined][] = [
      [{ role: "admin", email: newAddress("a") }, 400, "BAD_REQUEST", "role"],
      [{ role: "carer", email: newAddress("a"), phone: newNumber() }, 400, "BAD_REQUEST", "email"],
      [{ role: "carer" }, 400, "BAD_REQUEST", "email"],
      [{ role: "carer", phone: "+14155550123" }, 400, "BAD_REQUEST", "phone"],
      [{ role: "carer", email: "not-an-address" }, 400, "BAD_REQUEST", "email"],
      [{ role: "carer", email: owner.user.email.toUpperCase() }, 400, "INVITE_SELF", undefined],
      [{ role: "carer", phone: ownPhone }, 400, "INVITE_SELF", undefined],
      [{ role: "carer", email: w.carer.user.email }, 409, "ALREADY_MEMBER", undefined],
    ];
    for (const [body, status, code, field] of cases) {
      const response = await post(body);
      expect([response.status, response.refusal.code]).toEqual([status, code]);
      if (field) expect(response.refusal.fields).toHaveProperty(field);
    }
    expect(await counts()).toEqual(before);
  });

  it("replaces an open invitation to the same address instead of adding one", async () => {
    const w = await team();
    const address = newAddress("twice");
    const first = await inviteAndRead(w.owner, w.store.id, { role: "carer", email: address });
    const second = await inviteAndRead(w.owner, w.store.id, { role: "manager", email: address });
    const team_ = await t.api("GET /vendors/:id/team", {
      param: { id: w.store.id },
      headers: w.owner.headers,
    });
    expect(team_.json.invitations.map((i) => [i.id, i.role])).toEqual([[second.id, "manager"]]);
    expect((await preview(first.token)).json.state).toBe("withdrawn");
    expect((await preview(second.token)).json.state).toBe("open");
  });

  it("caps a store at 20 open invitations (409 TOO_MANY_INVITATIONS)", async () => {
    const w = await team();
    for (let i = 0; i < 20; i++) {
      const response = await invite(w.owner, w.store.id, { role: "carer", email: newAddress("c") });
      expect(response.status).toBe(200);
    }
    const before = await counts();
    const over = await invite(w.owner, w.store.id, { role: "carer", email: newAddress("c") });
    expect([over.status, over.refusal.code]).toEqual([409, "TOO_MANY_INVITATIONS"]);
    expect(await counts()).toEqual(before);
  });

  it("caps a store at 40 invitations a day, withdrawn ones included", async () => {
    const w = await team();
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 20; i++) {
        const sent = await invite(w.owner, w.store.id, { role: "carer", email: newAddress("d") });
        expect(sent.status).toBe(200);
        const withdrawn = await t.api("DELETE /vendors/:id/invitations/:invitationId", {
          param: { id: w.store.id, invitationId: sent.json.id },
          headers: w.owner.headers,
        });
        expect(withdrawn.status).toBe(200);
      }
    }
    const before = await counts();
    const over = await invite(w.owner, w.store.id, { role: "carer", email: newAddress("d") });
    expect([over.status, over.refusal.code]).toEqual([409, "TOO_MANY_INVITATIONS"]);
    expect(await counts()).toEqual(before);
  });
});

describe("withdrawing", () => {
  it("lets an owner withdraw: the link stops working; other roles and strangers are refused", async () => {
    const w = await team();
    const address = newAddress("later");
    const invitee = await t.login({ email: address });
    const { id, token } = await inviteAndRead(w.owner, w.store.id, {
      role: "carer",
      email: address,
    });
    for (const [who, code] of [
      [w.manager, "ROLE_NOT_ALLOWED"],
      [w.carer, "ROLE_NOT_ALLOWED"],
      [w.otherMember, "NOT_YOUR_STORE"],
      [w.stranger, "NOT_YOUR_STORE"],
    ] as const) {
      const refused = await t.api("DELETE /vendors/:id/invitations/:invitationId", {
        param: { id: w.store.id, invitationId: id },
        headers: who.headers,
      });
      expect([refused.status, refused.refusal.code]).toEqual([403, code]);
    }
    expect((await preview(token)).json.state).toBe("open");
    const withdrawn = await t.api("DELETE /vendors/:id/invitations/:invitationId", {
      param: { id: w.store.id, invitationId: id },
      headers: w.owner.headers,
    });
    expect(withdrawn.status).toBe(200);
    expect((await preview(token)).json.state).toBe("withdrawn");
    const accepted = await accept(invitee, token);
    expect([accepted.status, accepted.refusal.code]).toEqual([409, "INVITATION_WITHDRAWN"]);
    const again = await t.api("DELETE /vendors/:id/invitations/:invitationId", {
      param: { id: w.store.id, invitationId: id },
      headers: w.owner.headers,
    });
    expect([again.status, again.refusal.code]).toEqual([404, "INVITATION_NOT_FOUND"]);
    const actions = await t.db
      .selectFrom("store_activity")
      .select("action")
      .where("vendor_id", "=", w.store.id)
      .orderBy("id")
      .execute();
    expect(actions.map((line) => line.action)).toEqual(["member_invited", "invitation_withdrawn"]);
  });
});

describe("the link's page", () => {
  it("shows the store, role and a masked address without signing in; unknown is 404", async () => {
    const w = await team();
    const address = `sunita-${Date.now()}@example.com`;
    const { token } = await inviteAndRead(w.owner, w.store.id, { role: "manager", email: address });
    const shown = await preview(token);
    expect(shown.status).toBe(200);
    expect(shown.json).toEqual({
      store: { id: w.store.id, title: "Pokhara Paws" },
      role: "manager",
      state: "open",
      via: "email",
      sent_to: "s•••@example.com",
      expires_at: expect.any(String),
    });
    const phone = "+9779812345667";
    const texted = await inviteAndRead(w.owner, w.store.id, { role: "carer", phone });
    expect((await preview(texted.token)).json.sent_to).toBe("98•••••67");
    const unknown = await preview("A".repeat(43));
    expect([unknown.status, unknown.refusal.code]).toEqual([404, "INVITATION_NOT_FOUND"]);
  });

  it("reads the same whether or not the address has an account, as does a wrong accept", async () => {
    const w = await team();
    const withAccount = await t.login({ email: `k1-${Date.now()}@example.org` });
    const without = `k2-${Date.now()}@example.org`;
    const a = await inviteAndRead(w.owner, w.store.id, {
      role: "carer",
      email: withAccount.user.email,
    });
    const b = await inviteAndRead(w.owner, w.store.id, { role: "carer", email: without });
    const [pa, pb] = [await preview(a.token), await preview(b.token)];
    expect(pa.status).toBe(pb.status);
    expect({ ...pa.json, expires_at: "" }).toEqual({ ...pb.json, expires_at: "" });
    expect([...pa.headers.keys()].sort()).toEqual([...pb.headers.keys()].sort());
    const [ra, rb] = [await accept(w.stranger, a.token), await accept(w.stranger, b.token)];
    expect([ra.status, ra.json]).toEqual([rb.status, rb.json]);
  });
});

describe("accepting", () => {
  it("puts the account that proved the address on the team, as its current store", async () => {
    const w = await team();
    const invitee = await t.login({ firstName: "Gita", email: newAddress("gita") });
    await makeStore(t.deps, { owner_id: invitee.user.id });
    const { id, token } = await inviteAndRead(w.owner, w.store.id, {
      role: "manager",
      email: invitee.user.email,
    });
    const accepted = await accept(invitee, token);
    expect(accepted.status).toBe(200);
    expect(accepted.json).toEqual({
      store: { id: w.store.id, title: "Pokhara Paws" },
      role: "manager",
    });
    const mine = await t.api("GET /vendors/me", { headers: invitee.headers });
    expect(mine.json.store?.vendor.id).toBe(w.store.id);
    expect(mine.json.store?.role).toBe("manager");
    const row = await t.db
      .selectFrom("store_invitation")
      .select(["accepted_by"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row.accepted_by).toBe(invitee.user.id);
    const last = await t.db
      .selectFrom("store_activity")
      .select(["action", "actor_id"])
      .where("vendor_id", "=", w.store.id)
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(last).toEqual({ action: "member_joined", actor_id: invitee.user.id });
    expect((await preview(token)).json.state).toBe("used");
  });

  it("accepts by phone only with the verified number", async () => {
    const w = await team();
    const phone = newNumber();
    const invitee = await t.login({ phoneNumber: phone });
    const { token } = await inviteAndRead(w.owner, w.store.id, { role: "carer", phone });
    await t.db
      .updateTable("user")
      .set({ phoneNumberVerified: t.deps.dialect === "postgres" ? false : 0 })
      .where("id", "=", invitee.user.id)
      .execute();
    const unproven = await accept(invitee, token);
    expect([unproven.status, unproven.refusal.code]).toEqual([403, "INVITATION_NOT_FOR_YOU"]);
    await t.db
      .updateTable("user")
      .set({ phoneNumberVerified: t.deps.dialect === "postgres" ? true : 1 })
      .where("id", "=", invitee.user.id)
      .execute();
    expect((await accept(invitee, token)).status).toBe(200);
  });

  it("refuses an unverified address and someone else's account, adding nobody", async () => {
    const w = await team();
    const address = newAddress("unproven");
    // Signed in, but her address not proved (sign-in needs it proved: it is unproved after).
    const unverified = await t.login({ email: address });
    await t.db
      .updateTable("user")
      .set({ emailVerified: t.deps.dialect === "postgres" ? false : 0 })
      .where("id", "=", unverified.user.id)
      .execute();
    const { token } = await inviteAndRead(w.owner, w.store.id, { role: "carer", email: address });
    const before = await counts();
    const others = [unverified, w.stranger, w.otherMember];
    for (const who of others) {
      const refused = await accept(who, token);
      expect([refused.status, refused.refusal.code]).toEqual([403, "INVITATION_NOT_FOR_YOU"]);
      expect(refused.refusal.error).toBe(
        "This invitation is for another address: sign in with the one it was sent to",
      );
    }
    const signedOut = await t.api("POST /invitations/:token/accept", { param: { token } });
    expect(signedOut.status).toBe(401);
    expect(await counts()).toEqual(before);
    expect((await preview(token)).json.state).toBe("open");
  });

  it("is single use: of two accepts at once exactly one goes through, a replay is refused", async () => {
    const w = await team();
    const invitee = await t.login({ email: newAddress("race") });
    const { token } = await inviteAndRead(w.owner, w.store.id, {
      role: "carer",
      email: invitee.user.email,
    });
    const results = await Promise.all([accept(invitee, token), accept(invitee, token)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const replay = await accept(invitee, token);
    expect([replay.status, replay.refusal.code]).toEqual([409, "INVITATION_USED"]);
    const rows = await t.db
      .selectFrom("store_member")
      .select("role")
      .where("vendor_id", "=", w.store.id)
      .where("user_id", "=", invitee.user.id)
      .execute();
    expect(rows).toEqual([{ role: "carer" }]);
  });

  it("refuses an expired invitation (410) and one for someone already on the team (409)", async () => {
    const w = await team();
    const invitee = await t.login({ email: newAddress("late") });
    const { id, token } = await inviteAndRead(w.owner, w.store.id, {
      role: "carer",
      email: invitee.user.email,
    });
    await t.db
      .updateTable("store_invitation")
      .set({ expires_at: new Date(Date.now() - 60_000).toISOString() })
      .where("id", "=", id)
      .execute();
    expect((await preview(token)).json.state).toBe("expired");
    const expired = await accept(invitee, token);
    expect([expired.status, expired.refusal.code]).toEqual([410, "INVITATION_EXPIRED"]);

    const fresh = await inviteAndRead(w.owner, w.store.id, {
      role: "manager",
      email: invitee.user.email,
    });
    await makeMember(t.deps, { vendor_id: w.store.id, user_id: invitee.user.id, role: "carer" });
    const already = await accept(invitee, fresh.token);
    expect([already.status, already.refusal.code]).toEqual([409, "ALREADY_MEMBER"]);
  });
});
