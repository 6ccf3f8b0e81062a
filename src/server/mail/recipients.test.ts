import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { placeholderEmail } from "../../contract/phone";
import { makeCategory, makePet, makeStore, makeUser } from "../db/factories";
import { createTestApp, newEmail, TEST_PASSWORD, type TestApp } from "../test/test-app";
import type { MailMessage } from "./mailer";

/**
 * Who may be mailed (SECURITY.md#mail): what the outbox queues, whoever asks it to. Only a
 * verified, real account address gets a person's mail; an address nobody proved gets nothing but
 * a link to prove it.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const queuedTo = async (email: string) =>
  t.db
    .selectFrom("mail_outbox")
    .select(["subject", "text"])
    .where("channel", "=", "mail")
    .where("recipient", "=", email)
    .execute();

const letter = (to: string, extra: Partial<MailMessage> = {}): MailMessage => ({
  to,
  subject: "All dogs <b>1</b> http://evil.example",
  text: "Words someone else chose",
  ...extra,
});

describe("the outbox queues a person's mail only for a verified, real address", () => {
  it("queues it for a verified account, whatever the case of the address", async () => {
    const asha = await makeUser(t.deps);
    await t.deps.mail.enqueue(letter(asha.email.toUpperCase()));
    expect(await queuedTo(asha.email.toUpperCase())).toHaveLength(1);
  });

  it("drops it for an address nobody verified, a phone placeholder and an address of no account", async () => {
    const unverified = await makeUser(t.deps, { emailVerified: false });
    const nobody = newEmail("nobody");
    const placeholder = placeholderEmail("+9779812345678");
    for (const to of [unverified.email, nobody, placeholder]) {
      await t.deps.mail.enqueue(letter(to));
      expect(await queuedTo(to)).toEqual([]);
    }
  });

  it("queues a link that proves an address for any real address, never for a placeholder", async () => {
    const unverified = await makeUser(t.deps, { emailVerified: false });
    const nobody = newEmail("pending");
    const placeholder = placeholderEmail("+9779812345679");
    for (const to of [unverified.email, nobody]) {
      await t.deps.mail.enqueue(letter(to, { audience: "proof" }));
      expect(await queuedTo(to)).toHaveLength(1);
    }
    await t.deps.mail.enqueue(letter(placeholder, { audience: "proof" }));
    expect(await queuedTo(placeholder)).toEqual([]);
  });

  it("queues the operator's mail to ADMIN_EMAILS and a donor's receipt to the address she typed", async () => {
    const [admin, donor] = [newEmail("operator"), newEmail("donor")];
    await t.deps.mail.enqueue(letter(admin, { audience: "admin" }));
    await t.deps.mail.enqueue(letter(donor, { audience: "donor" }));
    expect(await queuedTo(admin)).toHaveLength(1);
    expect(await queuedTo(donor)).toHaveLength(1);
  });

  it("still mails a sign-up its verification link", async () => {
    const email = newEmail("signup");
    const signedUp = await t.api("POST /auth/sign-up/email", {
      json: {
        email,
        password: TEST_PASSWORD,
        name: "Maya Tamang",
        firstName: "Maya",
        lastName: "Tamang",
      },
    });
    expect(signedUp.status, signedUp.text).toBe(200);
    const [mail] = await queuedTo(email);
    expect(mail!.text).toContain("/verify-email?token=");
  });

  it("does not mail a stranger's message to a store owner whose address nobody verified", async () => {
    const owner = await makeUser(t.deps, { emailVerified: false });
    const store = await makeStore(t.deps, { owner_id: owner.id });
    const pet = await makePet(t.deps, {
      vendor_id: store.id,
      category_id: (await makeCategory(t.deps)).id,
    });
    const stranger = await t.login();
    const asked = await t.api("POST /pets/:id/messages", {
      param: { id: pet.id },
      headers: stranger.headers,
      json: { text: "Cheap pills at http://evil.example" },
    });
    expect(asked.status, asked.text).toBe(201);
    expect(await queuedTo(owner.email)).toEqual([]);
  });
});
