import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeApplication, makePet, makeStore, makeUser } from "../../db/factories";
import { apply, storeWithPet } from "../../test/adoption-requests";
import { createMailTestApp, type MailTestApp } from "../../test/test-app";
import { closeOpenApplications } from "./close-open-applications";

/** Each side of a request reads its mails in the language of its own account. */

let t: MailTestApp;
beforeAll(async () => {
  t = await createMailTestApp();
});
afterAll(() => t.close());

const setLanguage = (userId: string, language: "en" | "ne") =>
  t.db.updateTable("user").set({ language }).where("id", "=", userId).execute();

describe("adoption request mails", () => {
  it("tell a Nepali owner of a request in Nepali, and an English applicant of the answer in English", async () => {
    const { owner, pet, applicant } = await storeWithPet(t);
    await setLanguage(owner.user.id, "ne");
    const id = await apply(t, applicant.headers, pet.id);

    const toOwner = await t.smtp.waitFor(owner.user.email);
    expect(toOwner.subject).toBe("Bhoteलाई धर्मपुत्र लिने नयाँ अनुरोध");
    expect(toOwner.text).toContain("नमस्ते Sujata,");
    expect(toOwner.text).toContain("Sita Rai Bhoteलाई धर्मपुत्र लिन चाहनुहुन्छ। उहाँको सन्देश:");
    // What the applicant wrote stays as she wrote it.
    expect(toOwner.text).toContain("We have a fenced garden and I work from home.");
    expect(toOwner.text).toContain("अनुरोध हेर्नुहोस्: http://localhost:3000/dashboard?tab=vendor");

    await t.api("POST /vendors/applications/:id/update", {
      param: { id },
      json: { status: "Approved" },
      headers: owner.headers,
    });
    const toApplicant = await t.smtp.waitFor(applicant.user.email);
    expect(toApplicant.subject).toBe("Your adoption request for Bhote is approved");
    expect(toApplicant.text).toContain("Namaste Sita,");
    expect(toApplicant.text).toContain("Kathmandu Animal Rescue has answered your request");
  });

  it("answer a Nepali applicant in Nepali, and tell an English owner of a withdrawal in English", async () => {
    const { owner, pet, applicant } = await storeWithPet(t);
    await setLanguage(applicant.user.id, "ne");
    const id = await apply(t, applicant.headers, pet.id);
    const toOwner = await t.smtp.waitFor(owner.user.email);
    expect(toOwner.subject).toBe("New adoption request for Bhote");

    await t.api("POST /vendors/applications/:id/update", {
      param: { id },
      json: { status: "Rejected" },
      headers: owner.headers,
    });
    const answer = await t.smtp.waitFor(applicant.user.email, /स्वीकृत भएन/);
    expect(answer.subject).toBe("Bhoteलाई धर्मपुत्र लिने तपाईंको अनुरोध स्वीकृत भएन");
    expect(answer.text).toContain("नमस्ते Sita,");
    expect(answer.text).toContain(
      "Kathmandu Animal Rescueले Bhoteलाई धर्मपुत्र लिने तपाईंको अनुरोधको जवाफ दिनुभएको छ।",
    );
    expect(answer.text).toContain("तपाईंको अनुरोध अस्वीकृत भएको छ।");
    expect(answer.text).toContain("आफ्ना अनुरोधहरू हेर्नुहोस्: http://localhost:3000/dashboard");

    await t.api("POST /vendors/applications/:id/update", {
      param: { id },
      json: { status: "Approved" },
      headers: owner.headers,
    });
    await t.smtp.waitFor(applicant.user.email, /स्वीकृत भयो/);
    await t.api("POST /applications/:id/withdraw", {
      param: { id },
      headers: applicant.headers,
    });
    const withdrawn = await t.smtp.waitFor(owner.user.email, /withdrew/);
    expect(withdrawn.subject).toBe("Sita Rai withdrew their request for Bhote");
    expect(withdrawn.text).toContain("There is no need to call them.");
  });

  it("tell a Nepali owner of a withdrawal in Nepali", async () => {
    const { owner, pet, applicant } = await storeWithPet(t);
    await setLanguage(owner.user.id, "ne");
    const id = await apply(t, applicant.headers, pet.id);
    await t.api("POST /applications/:id/withdraw", {
      param: { id },
      headers: applicant.headers,
    });
    const withdrawn = await t.smtp.waitFor(owner.user.email, /फिर्ता/);
    expect(withdrawn.subject).toBe("Sita Raiले Bhoteलाई धर्मपुत्र लिने अनुरोध फिर्ता लिनुभयो");
    expect(withdrawn.text).toContain("उहाँलाई फोन गर्नु पर्दैन।");
  });

  it("close a pet's other requests each in its applicant's language when the pet is adopted", async () => {
    const owner = await makeUser(t.deps);
    const store = await makeStore(t.deps, { owner_id: owner.id, title: "Patan Paws Shelter" });
    const pet = await makePet(t.deps, { vendor_id: store.id, name: "Kali" });
    const nepali = await makeUser(t.deps, { firstName: "Bimala" });
    const english = await makeUser(t.deps, { firstName: "Anna" });
    await setLanguage(nepali.id, "ne");
    for (const applicant of [nepali, english]) {
      await makeApplication(t.deps, { pet_id: pet.id, user_id: applicant.id, status: "pending" });
    }
    await t.db.transaction().execute((trx) => closeOpenApplications(trx, t.deps, pet.id));
    t.deps.mail.kick();

    const inNepali = await t.smtp.waitFor(nepali.email);
    expect(inNepali.subject).toBe("Kaliलाई धर्मपुत्र लिने तपाईंको अनुरोध स्वीकृत भएन");
    expect(inNepali.text).toContain("Kaliले अर्को परिवारमा घर पाइसक्यो।");
    expect(inNepali.text).toContain("नमस्ते Bimala,");
    const inEnglish = await t.smtp.waitFor(english.email);
    expect(inEnglish.subject).toBe("Your adoption request for Kali is not accepted");
    expect(inEnglish.text).toContain("Kali has found a home with another family.");
  });
});
