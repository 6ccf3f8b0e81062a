import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import { hashToken } from "../../features/stores/invitations";
import {
  makeApplication,
  makeCategory,
  makeConversation,
  makeDonation,
  makeFeePayment,
  makeMember,
  makePet,
  makePetImage,
  makeQuestion,
  makeSavedSearch,
  makeStore,
} from "../../db/factories";
import {
  makeCommunityDog,
  makeDogRecord,
  makeLostFoundReport,
} from "../../db/factories-street-rows";
import { makeHealthRecord } from "../health-records";
import { TEST_PASSWORD, type TestApp } from "../test-app";

/** The eight kinds of caller every API route is checked against. */
export const CALLERS = [
  "signedOut",
  "user",
  "ownerA",
  "managerA",
  "carerA",
  "fosterA",
  "ownerB",
  "admin",
] as const;
export type Caller = (typeof CALLERS)[number];

/** Store A's team: its owner, a manager and a carer (contract/store-roles.ts). */
export const TEAM_A: readonly Caller[] = ["ownerA", "managerA", "carerA"];
export const onTeamA = (caller: Caller) => TEAM_A.includes(caller);

type Session = Awaited<ReturnType<TestApp["login"]>>;

/**
 * The people of the security tests, signed in for real: a verified user without a store (who
 * has applied for store A's pet), store A's owner, manager, carer and foster (who keeps one of
 * its animals at home), store B's owner (a member of another store), and the admin.
 */
export async function signInCallers(t: TestApp) {
  const people = {
    user: { firstName: "Uma", lastName: "User" },
    ownerA: { firstName: "Arun", lastName: "Owner" },
    managerA: { firstName: "Maya", lastName: "Manager" },
    carerA: { firstName: "Kiran", lastName: "Carer" },
    fosterA: { firstName: "Fulmaya", lastName: "Foster" },
    ownerB: { firstName: "Bina", lastName: "Rival" },
    admin: { email: "admin@sathi.test" },
  };
  const sessions = {} as Record<Exclude<Caller, "signedOut">, Session>;
  for (const [caller, overrides] of Object.entries(people)) {
    sessions[caller as keyof typeof people] = await t.login(overrides);
  }
  return {
    sessions,
    /** A new session after a cell ended the caller's: signed in again, or a new account in the place of a deleted one. */
    async replace(caller: Caller) {
      if (caller === "signedOut") return;
      const { user } = sessions[caller];
      const stillThere = await t.db
        .selectFrom("user")
        .select("id")
        .where("id", "=", user.id)
        .executeTakeFirst();
      sessions[caller] = stillThere
        ? { user, ...(await t.signIn(user.email, TEST_PASSWORD)) }
        : await t.login(people[caller]);
    },
    headers: (caller: Caller): Record<string, string> =>
      caller === "signedOut" ? {} : sessions[caller].headers,
  };
}
export type Callers = Awaited<ReturnType<typeof signInCallers>>;

/**
 * Puts the callers' stores back as they started (a cell may have deleted or opened one) and
 * makes fresh things to act on: store A's pets with a photo, the user's request for one of
 * them, a category and a pending donation.
 */
export async function freshWorld(t: TestApp, { sessions }: Callers) {
  const { db } = t.deps;
  const ensureStore = async (ownerId: string, title: string) => {
    const existing = await db
      .selectFrom("vendor")
      .selectAll()
      .where("owner_id", "=", ownerId)
      .executeTakeFirst();
    if (existing) {
      await db
        .updateTable("vendor")
        .set({ status: "active" })
        .where("id", "=", existing.id)
        .execute();
      return existing;
    }
    return makeStore(t.deps, { owner_id: ownerId, title, image_key: `stores/${title}.webp` });
  };
  for (const caller of ["user", "managerA", "carerA", "fosterA", "admin"] as const) {
    await db.deleteFrom("vendor").where("owner_id", "=", sessions[caller].user.id).execute();
  }
  const storeA = await ensureStore(sessions.ownerA.user.id, "Store A");
  const storeB = await ensureStore(sessions.ownerB.user.id, "Store B");
  // The teams as they started: a cell may have changed a role, removed or added a member.
  const ids = Object.values(sessions).map((session) => session.user.id);
  await db.deleteFrom("store_member").where("user_id", "in", ids).execute();
  await db.deleteFrom("store_member").where("vendor_id", "in", [storeA.id, storeB.id]).execute();
  const team = [
    [storeA.id, "ownerA", "owner"],
    [storeA.id, "managerA", "manager"],
    [storeA.id, "carerA", "carer"],
    [storeA.id, "fosterA", "foster"],
    [storeB.id, "ownerB", "owner"],
  ] as const;
  for (const [vendor_id, caller, role] of team) {
    await makeMember(t.deps, { vendor_id, user_id: sessions[caller].user.id, role });
  }
  // Store A's foster (a caller): store A places one of its pets with her.
  const fosterOfA = sessions.fosterA.user;
  await db.deleteFrom("foster_placement").where("foster_id", "=", fosterOfA.id).execute();
  const category = await makeCategory(t.deps);
  const petA = await makePet(t.deps, { vendor_id: storeA.id, category_id: category.id });
  const otherPetA = await makePet(t.deps, { vendor_id: storeA.id, category_id: category.id });
  const petB = await makePet(t.deps, { vendor_id: storeB.id, category_id: category.id });
  const placementA = await placeWith(t, otherPetA, fosterOfA.id);
  const leftPetA = await leftCare(t, storeA.id, category.id);
  const imageA = await makePetImage(t.deps, { pet_id: petA.id });
  // Store A's pet's rabies vaccination, due again last week: on store A's due list.
  const recordA = await makeHealthRecord(t.deps, {
    pet_id: petA.id,
    given_on: "2025-01-01",
    next_due_on: new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10),
  });
  // A dog of the street on store A's register, vaccinated against rabies; the dogs of earlier
  // cells go, or they would pass the store's dogs a day (daily-caps.ts).
  await db.deleteFrom("community_dog").where("vendor_id", "=", storeA.id).execute();
  const dogA = await makeCommunityDog(t.deps, { vendor_id: storeA.id, name: "Kalu" });
  const dogRecordA = await makeDogRecord(t.deps, { dog_id: dogA.id });
  const application = await makeApplication(t.deps, {
    pet_id: petA.id,
    user_id: sessions.user.user.id,
  });
  const applicationB = await makeApplication(t.deps, {
    pet_id: petB.id,
    user_id: sessions.user.user.id,
  });
  // A pet of store A that went home with the user: only store A's owner records its return.
  const adoptedPetA = await makePet(t.deps, {
    vendor_id: storeA.id,
    category_id: category.id,
    post_status: "adopted",
  });
  const adoptedA = await makeApplication(t.deps, {
    pet_id: adoptedPetA.id,
    user_id: sessions.user.user.id,
    status: "Adopted",
  });
  const agreement = await agreeOnPetOfStoreA(t, storeA.id, category.id, sessions.user.user.id);
  // An optional question: requests without answers still go through, answers are fuzzed.
  await t.deps.db.deleteFrom("store_question").where("vendor_id", "=", storeA.id).execute();
  const questionA = await makeQuestion(t.deps, { vendor_id: storeA.id, kind: "number" });
  // What the user answered with her request: only she may read it back.
  await t.deps.db
    .insertInto("application_answer")
    .values({
      application_id: application.id,
      position: 0,
      label: "Garden?",
      kind: "yes_no",
      value: "yes",
    })
    .execute();
  // The user's conversation with store A about its pet: only the two of them read it.
  const conversation = await makeConversation(t.deps, {
    pet_id: petA.id,
    user_id: sessions.user.user.id,
  });
  // The user's one saved search (a cell may have saved more, or deleted it).
  await db.deleteFrom("saved_search").where("user_id", "=", sessions.user.user.id).execute();
  const savedSearch = await makeSavedSearch(t.deps, {
    user_id: sessions.user.user.id,
    query: "gender=female",
  });
  const spareCategory = await makeCategory(t.deps);
  const invitationA = await inviteToStoreA(t, storeA.id, sessions.user.user.email);
  const donation = await makeDonation(t.deps, { status: "completed" });
  const fees = await feesAtStoreB(t, storeB.id, category.id, sessions.user.user.id);
  const reports = await reportsOfUser(t, category.id, ids, sessions.user.user.id);
  // Store A's pet's QR tag (anyone may message it).
  const tagA = await db
    .insertInto("animal_tag")
    .values({
      token: randomBytes(10).toString("hex"),
      pet_id: petA.id,
      created_at: new Date().toISOString(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const lostFound = await lostAndFoundPair(
    t,
    category.id,
    sessions.user.user.id,
    sessions.ownerB.user.id,
  );
  return {
    storeA,
    invitationA,
    storeB,
    category,
    spareCategory,
    petA,
    otherPetA,
    petB,
    fosterOfA,
    placementA,
    leftPetA,
    imageA,
    recordA,
    dogA,
    dogRecordA,
    application,
    applicationB,
    adoptedA,
    agreement,
    donation,
    questionA,
    conversation,
    savedSearch,
    tagA,
    ...fees,
    ...reports,
    ...lostFound,
  };
}

/**
 * The user's lost-and-found reports, the callers' earlier ones gone (so the day's limit never
 * bites): one open with a photo, and one an admin hid. Only she may change them.
 */
async function reportsOfUser(t: TestApp, categoryId: number, callerIds: string[], userId: string) {
  await t.db.deleteFrom("lost_found_report").where("user_id", "in", callerIds).execute();
  const report = {
    user_id: userId,
    category_id: categoryId,
    latitude: 27.6781,
    longitude: 85.3061,
  };
  const reportU = await makeLostFoundReport(t.deps, report);
  const reportPhotoU = await t.db
    .insertInto("lost_found_photo")
    .values({
      report_id: reportU.id,
      image_key: `lost-found/${reportU.id}/photo.webp`,
      position: 0,
      width: 120,
      height: 80,
      created_at: new Date().toISOString(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const hiddenReportU = await makeLostFoundReport(t.deps, {
    ...report,
    hidden_at: new Date().toISOString(),
    hidden_reason: "Spam",
  });
  return { reportU, reportPhotoU, hiddenReportU };
}

/**
 * The user's report of a lost dog, store B's owner's report of one found, the pair the matcher
 * made of them and the user's first message: only these two reporters reach the pair.
 */
async function lostAndFoundPair(t: TestApp, categoryId: number, ownerId: string, finderId: string) {
  const now = new Date().toISOString();
  const report = (kind: "lost" | "found", user_id: string) =>
    makeLostFoundReport(t.deps, {
      kind,
      user_id,
      category_id: categoryId,
      latitude: 27.67,
      longitude: 85.31,
    });
  const lostReport = await report("lost", ownerId);
  const foundReport = await report("found", finderId);
  const reasons = [{ reason: "same_species", points: 10 }];
  const lostFoundMatch = await t.db
    .insertInto("lost_found_match")
    .values({
      lost_id: lostReport.id,
      found_id: foundReport.id,
      score: 10,
      reasons: JSON.stringify(reasons),
      created_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto("lost_found_message")
    .values({
      match_id: lostFoundMatch.id,
      sender_id: ownerId,
      text: "Is it my Kalu?",
      created_at: now,
    })
    .execute();
  return { lostReport, foundReport, lostFoundMatch };
}

/** A pet of store A in its foster's home since the first days of 2026. */
async function placeWith(t: TestApp, pet: { id: number; vendor_id: number }, fosterId: string) {
  return t.db
    .insertInto("foster_placement")
    .values({
      pet_id: pet.id,
      vendor_id: pet.vendor_id,
      foster_id: fosterId,
      district: "Lalitpur",
      starts_on: "2026-01-01",
      until_on: null,
      ended_on: null,
      placed_by: null,
      created_at: new Date().toISOString(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A pet of store A that left care, transferred to another shelter: it may come back. */
async function leftCare(t: TestApp, storeId: number, categoryId: number) {
  const pet = await makePet(t.deps, {
    vendor_id: storeId,
    category_id: categoryId,
    post_status: "draft",
  });
  await t.db
    .insertInto("animal_event")
    .values({
      pet_id: pet.id,
      vendor_id: storeId,
      kind: "outcome",
      reason: "transferred_out",
      on_day: "2026-01-20",
      created_at: new Date().toISOString(),
    })
    .execute();
  return pet;
}

/**
 * Store A's one open invitation, for the user's address as a carer, with the token its link
 * carries: only she may accept it. Earlier cells' invitations go, so the daily cap never bites.
 */
async function inviteToStoreA(t: TestApp, storeId: number, email: string) {
  await t.db.deleteFrom("store_invitation").where("vendor_id", "=", storeId).execute();
  const token = randomBytes(32).toString("base64url");
  const now = Date.now();
  const { id } = await t.db
    .insertInto("store_invitation")
    .values({
      vendor_id: storeId,
      role: "carer",
      email,
      phone: null,
      token_hash: hashToken(token),
      language: "en",
      invited_by: null,
      created_at: new Date(now).toISOString(),
      expires_at: new Date(now + 7 * 24 * 60 * 60 * 1000).toISOString(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id, token };
}

/**
 * Two of the user's approved requests for store B's pets with a fee (store B has no agreement):
 * one still to pay, and one paid with eSewa, which store B is owed, and then with Khalti.
 */
async function feesAtStoreB(t: TestApp, storeId: number, categoryId: number, userId: string) {
  // Owner B may have written one in an earlier cell (PUT /vendors/me/agreement).
  await t.db.deleteFrom("store_agreement").where("vendor_id", "=", storeId).execute();
  const approvedWithFee = async () => {
    const pet = await makePet(t.deps, { vendor_id: storeId, category_id: categoryId, fee: 1500 });
    return makeApplication(t.deps, { pet_id: pet.id, user_id: userId, status: "Approved" });
  };
  const feeRequest = await approvedWithFee();
  const paidRequest = await approvedWithFee();
  const feePayment = await makeFeePayment(t.deps, {
    application_id: paidRequest.id,
    vendor_id: storeId,
    store_title: "Store B",
    status: "completed",
  });
  // The same fee paid again, with the other gateway: owed back to the user.
  const paidTwice = await makeFeePayment(t.deps, {
    application_id: paidRequest.id,
    vendor_id: storeId,
    store_title: "Store B",
    method: "khalti",
    status: "completed",
    duplicate_of: feePayment.id,
  });
  return { feeRequest, paidRequest, feePayment, paidTwice };
}

/** Store A's adoption agreement, and the user's approved request for a third pet waiting for her signature. */
async function agreeOnPetOfStoreA(t: TestApp, storeId: number, categoryId: number, userId: string) {
  const text = "I will care for this pet all its life.";
  await t.db.deleteFrom("store_agreement").where("vendor_id", "=", storeId).execute();
  await t.db
    .insertInto("store_agreement")
    .values({ vendor_id: storeId, text, updated_at: new Date().toISOString() })
    .execute();
  const pet = await makePet(t.deps, { vendor_id: storeId, category_id: categoryId });
  const request = await makeApplication(t.deps, {
    pet_id: pet.id,
    user_id: userId,
    status: "Approved",
  });
  return { text, request };
}
export type World = Awaited<ReturnType<typeof freshWorld>>;

const TABLES = [
  "user",
  "session",
  "account",
  "vendor",
  "pet",
  "pet_image",
  "category",
  "application",
  "application_history",
  "store_agreement",
  "agreement_signature",
  "favourite",
  "donation",
  "fee_payment",
  "fee_payout",
  "mail_outbox",
  "store_question",
  "application_answer",
  "conversation",
  "conversation_message",
  "saved_search",
  "saved_search_pet",
  "listing_event",
  "news_seen",
  "store_member",
  "store_invitation",
  "store_activity",
  "health_record",
  "foster_placement",
  "animal_event",
  "store_digest",
  "lost_found_report",
  "lost_found_photo",
  "animal_tag",
  "tag_message",
  "lost_found_match",
  "lost_found_message",
  "community_dog",
  "cnvr_camp",
  "dog_record",
] as const;

/** Every row of the app's tables, to show that a refused request changed nothing. */
export async function snapshot(t: TestApp) {
  const rows: Record<string, unknown[]> = {};
  for (const table of TABLES) {
    // The outbox's sending state moves on its own after a request; a new message is what counts.
    const columns = table === "mail_outbox" ? sql`id` : sql`*`;
    const result = await sql<
      Record<string, unknown>
    >`select ${columns} from ${sql.table(table)}`.execute(t.deps.db);
    rows[table] = result.rows.map((row) => JSON.stringify(row)).sort();
  }
  return rows;
}
