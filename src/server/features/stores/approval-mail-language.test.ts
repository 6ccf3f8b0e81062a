import { afterAll, beforeAll, expect, it } from "vitest";
import { makeStore, makeUser } from "../../db/factories";
import { createMailTestApp, type MailTestApp } from "../../test/test-app";

let t: MailTestApp;
beforeAll(async () => {
  t = await createMailTestApp();
});
afterAll(() => t.close());

it("tells an owner whose account reads Nepali that her store is listed, in Nepali", async () => {
  const owner = await makeUser(t.deps, { firstName: "Sujata", lastName: "Shrestha" });
  await t.db.updateTable("user").set({ language: "ne" }).where("id", "=", owner.id).execute();
  const store = await makeStore(t.deps, {
    owner_id: owner.id,
    status: "pending",
    title: "Pokhara Animal Rescue",
  });
  const { headers } = await t.loginAdmin();
  const response = await t.api("POST /vendors/update", {
    json: { id: store.id, status: "active" },
    headers,
  });
  expect(response.status, response.text).toBe(200);

  const mail = await t.smtp.waitFor(owner.email);
  expect(mail.subject).toBe("Pokhara Animal Rescue अब Sathiको सूचीमा छ");
  expect(mail.text).toContain("नमस्ते Sujata Shrestha,");
  expect(mail.text).toContain("खुसीको खबर: Pokhara Animal Rescue स्वीकृत भएको छ।");
  expect(mail.text).toContain("आफ्नो ड्यासबोर्ड खोल्नुहोस्: http://localhost:3000/dashboard?tab=vendor");
});
