import { randomUUID } from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import type { Insertable } from "kysely";
import type { Database } from "./database";
import { petSearchKeys } from "./search-keys";
import type { StoreRole } from "../../contract/store-roles";
import type {
  ApplicationTable,
  ConversationMessageTable,
  StoreQuestionTable,
  CategoryTable,
  DonationTable,
  FeePaymentTable,
  FeePayoutTable,
  PetImageTable,
  PetTable,
  SavedSearchTable,
  StoreTable,
} from "./schema";

/**
 * Data builders shared by the API tests, the end-to-end setup and the demo seed.
 * Each returns the stored row; every field can be overridden.
 */

type Db = Pick<Database, "db" | "dialect">;

let sequence = 0;
const next = () => `${Date.now().toString(36)}${(++sequence).toString(36)}`;
export const isoNow = () => new Date().toISOString();

// Hashing is slow by design; users made with the same password share one hash (tests, demo seed).
const hashes = new Map<string, Promise<string>>();
const hashOnce = (password: string) => {
  if (!hashes.has(password)) hashes.set(password, hashPassword(password));
  return hashes.get(password)!;
};

export interface UserOverrides {
  email?: string;
  firstName?: string;
  lastName?: string;
  emailVerified?: boolean;
  /** When given, the user can sign in with e-mail and this password. */
  password?: string;
  /** A verified mobile number in E.164: texts go to it unless `smsNotifications` is false. */
  phoneNumber?: string;
  smsNotifications?: boolean;
}

/** better-auth's row for an e-mail-and-password sign-in of `userId` (`at` in the dialect's date form). */
export function credentialAccount(userId: string, passwordHash: string, at: Date | string) {
  return {
    id: randomUUID(),
    userId,
    accountId: userId,
    providerId: "credential",
    password: passwordHash,
    accessToken: null,
    refreshToken: null,
    idToken: null,
    accessTokenExpiresAt: null,
    refreshTokenExpiresAt: null,
    scope: null,
    createdAt: at,
    updatedAt: at,
  };
}

export async function makeUser({ db, dialect }: Db, overrides: UserOverrides = {}) {
  const id = randomUUID();
  const firstName = overrides.firstName ?? "Asha";
  const lastName = overrides.lastName ?? "Gurung";
  const verified = overrides.emailVerified ?? true;
  const now = new Date();
  // better-auth keeps dates and booleans natively on PostgreSQL and as text/0-1 on SQLite.
  const at = dialect === "postgres" ? now : now.toISOString();
  const user = await db
    .insertInto("user")
    .values({
      id,
      name: `${firstName} ${lastName}`,
      email: (overrides.email ?? `user-${next()}@example.test`).toLowerCase(),
      emailVerified: dialect === "postgres" ? verified : Number(verified),
      image: null,
      firstName,
      lastName,
      ...(overrides.phoneNumber && {
        phoneNumber: overrides.phoneNumber,
        phoneNumberVerified: dialect === "postgres" ? true : 1,
      }),
      ...(overrides.smsNotifications === false && {
        smsNotifications: dialect === "postgres" ? false : 0,
      }),
      createdAt: at,
      updatedAt: at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  if (overrides.password) {
    await db
      .insertInto("account")
      .values(credentialAccount(id, await hashOnce(overrides.password), at))
      .execute();
  }
  return user;
}

export async function makeCategory({ db }: Db, overrides: Partial<Insertable<CategoryTable>> = {}) {
  return db
    .insertInto("category")
    .values({
      category: `Species ${next()}`,
      status: "active",
      created_at: isoNow(),
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A store and its opener, its owner; `{ team: false }` for a database before stores had teams. */
export async function makeStore(
  database: Db,
  overrides: Partial<Insertable<StoreTable>> = {},
  { team = true } = {},
) {
  const owner_id = overrides.owner_id ?? (await makeUser(database)).id;
  const now = isoNow();
  const store = await database.db
    .insertInto("vendor")
    .values({
      title: `Rescue shelter ${next()}`,
      description: "A small rescue shelter caring for street animals.",
      location: "Kathmandu",
      image_key: null,
      status: "active",
      created_at: now,
      updated_at: now,
      first_listed_at: (overrides.status ?? "active") === "active" ? now : null,
      ...overrides,
      owner_id,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  // Its opener is its first owner, as the app makes it (features/stores/stores.ts).
  if (team) await makeMember(database, { vendor_id: store.id, user_id: owner_id, role: "owner" });
  return store;
}

/** A member of a store's team; an owner unless told otherwise. */
export async function makeMember(
  database: Db,
  member: { vendor_id: number; user_id: string; role?: StoreRole },
) {
  const now = isoNow();
  await database.db
    .insertInto("store_member")
    .values({ role: "owner", joined_at: now, chosen_at: now, ...member })
    .execute();
}

export async function makePet(database: Db, overrides: Partial<Insertable<PetTable>> = {}) {
  const vendor_id = overrides.vendor_id ?? (await makeStore(database)).id;
  const category_id = overrides.category_id ?? (await makeCategory(database)).id;
  const now = isoNow();
  const name = overrides.name ?? `Pet ${next()}`;
  return database.db
    .insertInto("pet")
    .values({
      name,
      description: "Friendly, healthy and looking for a loving home.",
      gender: "female",
      post_status: "published",
      created_at: now,
      updated_at: now,
      // As the app writes them at each save (db/search-keys.ts).
      ...petSearchKeys({
        name,
        name_ne: overrides.name_ne ?? null,
        breed: overrides.breed ?? null,
        breed_ne: overrides.breed_ne ?? null,
        colour: overrides.colour ?? null,
      }),
      ...overrides,
      vendor_id,
      category_id,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A person's saved search (a new person's, unless told); `query` is a `/pets` query string. */
export async function makeSavedSearch(
  database: Db,
  overrides: Partial<Insertable<SavedSearchTable>> = {},
) {
  const user_id = overrides.user_id ?? (await makeUser(database)).id;
  return database.db
    .insertInto("saved_search")
    .values({ name: "Dogs", query: "", created_at: isoNow(), ...overrides, user_id })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function makePetImage(
  { db }: Db,
  overrides: Partial<Insertable<PetImageTable>> & { pet_id: number },
) {
  return db
    .insertInto("pet_image")
    .values({
      image_key: `pets/${next()}.webp`,
      position: 0,
      width: 800,
      height: 600,
      created_at: isoNow(),
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** An adoption request; makes its pet and applicant unless given. */
export async function makeApplication(
  database: Db,
  overrides: Partial<Insertable<ApplicationTable>> = {},
) {
  const pet_id = overrides.pet_id ?? (await makePet(database)).id;
  const user_id = overrides.user_id ?? (await makeUser(database)).id;
  const now = isoNow();
  return database.db
    .insertInto("application")
    .values({
      name: "Asha Gurung",
      phone: "9841234567",
      address: "Jhamsikhel, Lalitpur",
      message: "We have a fenced garden and work from home.",
      created_at: now,
      updated_at: now,
      ...overrides,
      pet_id,
      user_id,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** One of a store's own questions for applicants; a short text question at the end unless told. */
export async function makeQuestion(
  { db }: Db,
  overrides: Partial<Insertable<StoreQuestionTable>> & { vendor_id: number },
) {
  const now = isoNow();
  return db
    .insertInto("store_question")
    .values({
      position: 99,
      label: `Question ${next()}`,
      kind: "text",
      required: 0,
      choices: null,
      created_at: now,
      updated_at: now,
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * A person's conversation about a pet, with one message from her unless told otherwise; makes
 * its pet and person unless given.
 */
export async function makeConversation(
  database: Db,
  overrides: { pet_id?: number; user_id?: string } = {},
  messages: (Omit<Insertable<ConversationMessageTable>, "conversation_id" | "created_at"> & {
    created_at?: string;
  })[] = [{ sender_side: "adopter", text: "Is she good with small children?" }],
) {
  const pet_id = overrides.pet_id ?? (await makePet(database)).id;
  const user_id = overrides.user_id ?? (await makeUser(database)).id;
  const now = isoNow();
  const conversation = await database.db
    .insertInto("conversation")
    .values({ pet_id, user_id, created_at: now, last_message_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
  for (const message of messages) {
    const created_at = message.created_at ?? isoNow();
    await database.db
      .insertInto("conversation_message")
      .values({ conversation_id: conversation.id, ...message, created_at })
      .execute();
    await database.db
      .updateTable("conversation")
      .set({ last_message_at: created_at })
      .where("id", "=", conversation.id)
      .execute();
  }
  return conversation;
}

/** A donation; pending unless told otherwise (a completed one gets its completion time). */
export async function makeDonation({ db }: Db, overrides: Partial<Insertable<DonationTable>> = {}) {
  const now = isoNow();
  const isCompleted = overrides.status === "completed";
  return db
    .insertInto("donation")
    .values({
      uuid: randomUUID(),
      method: "esewa",
      amount: 1000,
      name: "Maya Rai",
      email: null,
      message: null,
      created_at: now,
      updated_at: now,
      completed_at: isCompleted ? now : null,
      reference: isCompleted ? `REF${next().toUpperCase()}` : null,
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** An online payment of a request's fee; pending unless told (a completed one is dated). */
export async function makeFeePayment(
  { db }: Db,
  overrides: Partial<Insertable<FeePaymentTable>> & { application_id: number; vendor_id: number },
) {
  const now = isoNow();
  const isCompleted = overrides.status === "completed";
  return db
    .insertInto("fee_payment")
    .values({
      uuid: randomUUID(),
      store_title: "A store",
      method: "esewa",
      amount: 1500,
      created_at: now,
      updated_at: now,
      completed_at: isCompleted ? now : null,
      reference: isCompleted ? `FEE${next().toUpperCase()}` : null,
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Fee money passed on to a store. */
export async function makeFeePayout(
  { db }: Db,
  overrides: Partial<Insertable<FeePayoutTable>> & { vendor_id: number },
) {
  return db
    .insertInto("fee_payout")
    .values({
      store_title: "A store",
      amount: 500,
      paid_on: isoNow().slice(0, 10),
      reference: `Bank transfer ${next()}`,
      recorded_by: null,
      created_at: isoNow(),
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
