import { createHash } from "node:crypto";
import { unsubscribeToken } from "../../features/saved-searches/unsubscribe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeJpeg } from "../images";
import { createTestApp, TEST_PASSWORD, type TestApp } from "../test-app";
import { upload } from "../upload";
import {
  CALLERS,
  freshWorld,
  signInCallers,
  snapshot,
  type Caller,
  type Callers,
  type World,
} from "./world";

/**
 * Every API route × every kind of caller → the status it must get.
 * The routes come from the OpenAPI document, so a route added without a row here fails.
 * Each cell runs against a fresh world on a real database with real sessions; a refused
 * cell (4xx) must leave every table exactly as it was.
 */

type Statuses = [signedOut: number, user: number, ownerA: number, ownerB: number, admin: number];
interface Row {
  /** The path with its parameters filled from the world. */
  path: (w: World) => string;
  body?: (w: World) => unknown;
  /** A multipart upload of one small JPEG instead of a JSON body. */
  upload?: true;
  expect: Statuses;
  /** The cell ends the caller's session (signing out, deleting the account): a new one follows. */
  endsCallerSession?: true;
  /** More to check after an allowed cell, e.g. that a list holds nobody else's rows. */
  check?: (r: {
    caller: Caller;
    json: any;
    text: string;
    w: World;
    t: TestApp;
  }) => Promise<void> | void;
}

const ADMIN_ONLY: Statuses = [401, 403, 403, 403, 200];
const ANYONE: Statuses = [200, 200, 200, 200, 200];
const SIGNED_IN: Statuses = [401, 200, 200, 200, 200];
const OWNER_A: Statuses = [401, 403, 200, 403, 403];

const newPet = (w: World) => ({
  vendor_id: w.storeA.id,
  category_id: w.category.id,
  name: "Kali",
  description: "A calm street dog.",
  gender: "female",
  post_status: "published",
});
const adoption = (petId: number, questionId: number) => ({
  name: "Sita Rai",
  phone: "9841234567",
  address: "Jhamsikhel, Lalitpur",
  message: "We have a fenced garden.",
  pet_id: petId,
  answers: [{ question_id: questionId, value: 3 }],
});

/** Keyed `METHOD /path` exactly as in /api/openapi.json. */
const MATRIX: Record<string, Row> = {
  "GET /health": { path: () => "/api/health", expect: ANYONE },
  "GET /config": { path: () => "/api/config", expect: ANYONE },
  "GET /category": { path: () => "/api/category", expect: ANYONE },
  "POST /category": {
    path: () => "/api/category",
    body: () => {
      const tag = Math.random().toString(36).slice(2, 10);
      return { category: `Rabbits ${tag}`, category_ne: `खरायो ${tag}` };
    },
    expect: ADMIN_ONLY,
  },
  "PUT /category/{id}": {
    path: (w) => `/api/category/${w.spareCategory.id}`,
    body: () => {
      const tag = Math.random().toString(36).slice(2, 10);
      return { category: `Ferrets ${tag}`, category_ne: `न्याउरी ${tag}` };
    },
    expect: ADMIN_ONLY,
  },
  "DELETE /category": {
    path: () => "/api/category",
    body: (w) => ({ id: w.spareCategory.id }),
    expect: ADMIN_ONLY,
  },
  "GET /pets": { path: () => "/api/pets", expect: ANYONE },
  // The body names store A: only its owner may add to it.
  "POST /pets": { path: () => "/api/pets", body: newPet, expect: OWNER_A },
  "GET /pets/{id}": { path: (w) => `/api/pets/${w.petA.id}`, expect: ANYONE },
  "PATCH /pets/{id}": {
    path: (w) => `/api/pets/${w.petA.id}`,
    body: () => ({ name: "Renamed" }),
    expect: OWNER_A,
  },
  "DELETE /pets/{id}": { path: (w) => `/api/pets/${w.petA.id}`, expect: OWNER_A },
  "GET /pets/{id}/images": { path: (w) => `/api/pets/${w.petA.id}/images`, expect: ANYONE },
  "GET /pets/{id}/similar": {
    path: (w) => `/api/pets/${w.petA.id}/similar`,
    expect: ANYONE,
    check: ({ json, w }) => expect(json.map((item: any) => item.pet.id)).toContain(w.otherPetA.id),
  },
  "GET /favourites": { path: () => "/api/favourites", expect: SIGNED_IN },
  "GET /favourites/{petId}": { path: (w) => `/api/favourites/${w.petA.id}`, expect: SIGNED_IN },
  "PUT /favourites/{petId}": { path: (w) => `/api/favourites/${w.petA.id}`, expect: SIGNED_IN },
  "DELETE /favourites/{petId}": {
    path: (w) => `/api/favourites/${w.petA.id}`,
    expect: SIGNED_IN,
  },
  "GET /vendors": { path: () => "/api/vendors", expect: ADMIN_ONLY },
  "GET /vendors/{id}/profile": {
    path: (w) => `/api/vendors/${w.storeA.id}/profile`,
    expect: ANYONE,
    check: ({ json, w }) => expect(json.id).toBe(w.storeA.id),
  },
  "GET /vendors/{id}": {
    path: (w) => `/api/vendors/${w.storeA.id}`,
    expect: ADMIN_ONLY,
    check: ({ json, w }) => expect(json.id).toBe(w.storeA.id),
  },
  "DELETE /vendors": {
    path: () => "/api/vendors",
    body: (w) => ({ id: w.storeA.id }),
    expect: ADMIN_ONLY,
  },
  "POST /vendors/update": {
    path: () => "/api/vendors/update",
    body: (w) => ({ id: w.storeA.id, status: "pending" }),
    expect: ADMIN_ONLY,
  },
  "GET /admin/stats": { path: () => "/api/admin/stats", expect: ADMIN_ONLY },
  "GET /admin/sms": { path: () => "/api/admin/sms", expect: ADMIN_ONLY },
  // Owners already run a store; the user and the admin have none.
  "POST /vendors/create": {
    path: () => "/api/vendors/create",
    body: () => ({ storeName: "New", storeDescription: "A new store", storeLocation: "Pokhara" }),
    expect: [401, 200, 409, 409, 200],
  },
  "GET /vendors/me": {
    path: () => "/api/vendors/me",
    expect: SIGNED_IN,
    check: ({ caller, json, w }) => {
      const own = { ownerA: w.storeA.id, ownerB: w.storeB.id }[caller as string];
      expect(json.store?.vendor.id ?? null).toBe(own ?? null);
    },
  },
  // Owners change their own store; the user and the admin have none.
  "PATCH /vendors/me": {
    path: () => "/api/vendors/me",
    body: () => ({ province: "Gandaki", district: "Kaski" }),
    expect: [401, 404, 200, 200, 404],
    check: ({ caller, json, w }) => {
      expect(json.id).toBe({ ownerA: w.storeA.id, ownerB: w.storeB.id }[caller as string]);
    },
  },
  "DELETE /vendors/me": { path: () => "/api/vendors/me", expect: [401, 404, 200, 200, 404] },
  "GET /petsByVendor": {
    path: (w) => `/api/petsByVendor?vendor_id=${w.storeA.id}`,
    expect: [401, 403, 200, 403, 200],
  },
  "DELETE /pets/{id}/images/{imageId}": {
    path: (w) => `/api/pets/${w.petA.id}/images/${w.imageA.id}`,
    expect: OWNER_A,
  },
  "PUT /pets/{id}/images/order": {
    path: (w) => `/api/pets/${w.petA.id}/images/order`,
    body: (w) => ({ imageIds: [w.imageA.id] }),
    expect: OWNER_A,
  },
  // The caller's own store image: nobody can aim it at another store.
  "POST /uploads/image": {
    path: () => "/api/uploads/image",
    upload: true,
    expect: [401, 404, 200, 200, 404],
    check: async ({ caller, t, w }) => {
      if (caller === "ownerA") return;
      const a = await t.db
        .selectFrom("vendor")
        .select("image_key")
        .where("id", "=", w.storeA.id)
        .executeTakeFirstOrThrow();
      expect(a.image_key).toBe(w.storeA.image_key);
    },
  },
  "POST /uploads/petsImages": {
    path: (w) => `/api/uploads/petsImages?petId=${w.petA.id}`,
    upload: true,
    expect: OWNER_A,
  },
  // The user already asked for petA, so the other pet; its own store may not ask.
  "POST /adoptPet/{pet_id}": {
    path: (w) => `/api/adoptPet/${w.otherPetA.id}`,
    body: (w) => adoption(w.otherPetA.id, w.questionA.id),
    expect: [401, 200, 403, 200, 200],
  },
  "GET /applications": {
    path: () => "/api/applications",
    expect: SIGNED_IN,
    check: ({ caller, json, w }) => {
      const ids = (json as { id: number }[]).map((a) => a.id);
      const theirs = [w.application.id, w.applicationB.id];
      if (caller === "user") expect(ids).toEqual(expect.arrayContaining(theirs));
      else expect(ids.filter((id) => theirs.includes(id))).toEqual([]);
    },
  },
  "POST /applications/{id}/withdraw": {
    path: (w) => `/api/applications/${w.application.id}/withdraw`,
    expect: [401, 200, 403, 403, 403],
  },
  "GET /vendors/{id}/applications": {
    path: (w) => `/api/vendors/${w.storeA.id}/applications`,
    expect: OWNER_A,
    check: ({ caller, json, w }) => {
      if (caller !== "ownerA") return;
      const ids = (json as { id: number }[]).map((a) => a.id);
      expect(ids).toContain(w.application.id);
      expect(ids).not.toContain(w.applicationB.id);
    },
  },
  // Each owner gets her own store's requests; the user and the admin have no store.
  "GET /vendors/me/applications.csv": {
    path: () => "/api/vendors/me/applications.csv",
    expect: [401, 404, 200, 200, 404],
    check: ({ caller, text, w }) => {
      const ids = text
        .split("\r\n")
        .slice(1, -1)
        .map((line) => Number(line.split(",")[0]));
      const [own, other] =
        caller === "ownerA"
          ? [w.application.id, w.applicationB.id]
          : [w.applicationB.id, w.application.id];
      expect(ids).toContain(own);
      expect(ids).not.toContain(other);
    },
  },
  // Each owner reads and replaces her own store's questions; nobody reaches another's.
  "GET /vendors/me/questions": {
    path: () => "/api/vendors/me/questions",
    expect: [401, 404, 200, 200, 404],
    check: ({ caller, json, w }) => {
      const ids = (json.questions as { id: number }[]).map((question) => question.id);
      expect(ids.includes(w.questionA.id)).toBe(caller === "ownerA");
    },
  },
  "PUT /vendors/me/questions": {
    path: () => "/api/vendors/me/questions",
    body: () => ({
      questions: [{ label: "Do you have a garden?", kind: "yes_no", required: true }],
    }),
    expect: [401, 404, 200, 200, 404],
    check: async ({ caller, json, t, w }) => {
      expect(json.questions).toMatchObject([{ label: "Do you have a garden?", kind: "yes_no" }]);
      const kept = await t.db
        .selectFrom("store_question")
        .select("id")
        .where("id", "=", w.questionA.id)
        .executeTakeFirst();
      expect(Boolean(kept)).toBe(caller !== "ownerA");
    },
  },
  // A person asks a store about its pet; the user continues her conversation, the owner of the
  // pet's store answers in it instead.
  "POST /pets/{id}/messages": {
    path: (w) => `/api/pets/${w.petA.id}/messages`,
    body: () => ({ text: "Is he good with cats?" }),
    expect: [401, 201, 403, 201, 201],
    check: ({ caller, json, w }) => {
      if (caller === "user") expect(json.conversation_id).toBe(w.conversation.id);
      else expect(json.conversation_id).not.toBe(w.conversation.id);
    },
  },
  // Each caller lists only the conversations she is a party to.
  "GET /conversations": {
    path: () => "/api/conversations",
    expect: SIGNED_IN,
    check: ({ caller, json, w }) => {
      const ids = (json.conversations as { id: number }[]).map((conversation) => conversation.id);
      if (caller === "user" || caller === "ownerA") expect(ids).toContain(w.conversation.id);
      else expect(ids).not.toContain(w.conversation.id);
    },
  },
  // Only its two parties read and write a conversation; the admin too is told it does not exist.
  "GET /conversations/{id}/messages": {
    path: (w) => `/api/conversations/${w.conversation.id}/messages`,
    expect: [401, 200, 200, 404, 404],
    check: ({ json }) => expect(json.messages[0].text).toBe("Is she good with small children?"),
  },
  "POST /conversations/{id}/messages": {
    path: (w) => `/api/conversations/${w.conversation.id}/messages`,
    body: () => ({ text: "Yes, she lived with two children." }),
    expect: [401, 201, 201, 404, 404],
  },
  "GET /pets/{id}/questions": {
    path: (w) => `/api/pets/${w.petA.id}/questions`,
    expect: ANYONE,
    check: ({ json, w }) => expect(json.questions[0].id).toBe(w.questionA.id),
  },
  // Her own earlier answers only.
  "GET /applications/answers": {
    path: () => "/api/applications/answers",
    expect: SIGNED_IN,
    check: ({ caller, json }) => {
      const labels = (json.answers as { label: string }[]).map((answer) => answer.label);
      expect(labels.includes("Garden?")).toBe(caller === "user");
    },
  },
  // Store A's owner answers for store A; store B's owner cannot answer it.
  "POST /vendors/applications/{id}/update": {
    path: (w) => `/api/vendors/applications/${w.application.id}/update`,
    body: () => ({ status: "Approved" }),
    expect: OWNER_A,
  },
  "POST /vendors/applications/{id}/return": {
    path: (w) => `/api/vendors/applications/${w.adoptedA.id}/return`,
    expect: OWNER_A,
  },
  // Each owner writes her own store's agreement; the user and the admin have no store.
  "GET /vendors/me/agreement": {
    path: () => "/api/vendors/me/agreement",
    expect: [401, 404, 200, 200, 404],
  },
  "PUT /vendors/me/agreement": {
    path: () => "/api/vendors/me/agreement",
    body: () => ({ text: "Bring the pet back to us, never to anyone else." }),
    expect: [401, 404, 200, 200, 404],
  },
  // The request's two parties read it; only the applicant signs it.
  "GET /applications/{id}/agreement": {
    path: (w) => `/api/applications/${w.agreement.request.id}/agreement`,
    expect: [401, 200, 200, 403, 403],
    check: ({ json, w }) => expect(json.text).toBe(w.agreement.text),
  },
  "POST /applications/{id}/agreement": {
    path: (w) => `/api/applications/${w.agreement.request.id}/agreement`,
    body: (w) => ({
      full_name: "Asha Gurung",
      hash: createHash("sha256").update(w.agreement.text).digest("hex"),
    }),
    expect: [401, 200, 403, 403, 403],
  },
  // Donations need no account; a completed one is answered without asking a gateway.
  "POST /donations": {
    path: () => "/api/donations",
    body: () => ({ amount: 500, method: "esewa", name: "Maya" }),
    expect: ANYONE,
  },
  "POST /donations/{id}/confirm": {
    path: (w) => `/api/donations/${w.donation.uuid}/confirm`,
    body: () => ({ pidx: "not-this-donations" }),
    expect: [400, 400, 400, 400, 400],
  },
  "POST /donations/{id}/check": {
    path: (w) => `/api/donations/${w.donation.uuid}/check`,
    expect: ANYONE,
  },
  "GET /donations/recent": { path: () => "/api/donations/recent", expect: ANYONE },
  // A fee is the applicant's to pay; the store's owner and the admin only see it.
  "POST /applications/{id}/fee": {
    path: (w) => `/api/applications/${w.feeRequest.id}/fee`,
    body: () => ({ method: "esewa" }),
    expect: [401, 200, 403, 403, 403],
    check: ({ json }) => expect(json).toMatchObject({ amount: 1500, method: "esewa" }),
  },
  // An eSewa payment answered with a Khalti pidx: refused before any gateway is asked.
  "POST /applications/{id}/fee/{payment}/confirm": {
    path: (w) => `/api/applications/${w.paidRequest.id}/fee/${w.feePayment.uuid}/confirm`,
    body: () => ({ pidx: "not-this-payments" }),
    expect: [401, 400, 403, 403, 403],
  },
  // A completed payment is answered without asking the gateway.
  "POST /applications/{id}/fee/{payment}/check": {
    path: (w) => `/api/applications/${w.paidRequest.id}/fee/${w.feePayment.uuid}/check`,
    expect: [401, 200, 403, 403, 403],
    check: ({ json }) => expect(json).toMatchObject({ status: "completed" }),
  },
  "DELETE /me": {
    path: () => "/api/me",
    body: () => ({ password: TEST_PASSWORD }),
    expect: SIGNED_IN,
    endsCallerSession: true,
    check: async ({ caller, t }) => {
      const session = await t.request("GET", "/api/auth/get-session", {
        headers: callers.headers(caller),
      });
      expect(session.json).toBeNull();
    },
  },
  "PUT /me/language": {
    path: () => "/api/me/language",
    body: () => ({ language: "ne" }),
    expect: SIGNED_IN,
    check: async ({ caller, t }) => {
      const session = await t.request("GET", "/api/auth/get-session", {
        headers: callers.headers(caller),
      });
      expect(session.json.user.language).toBe("ne");
    },
  },
  "PUT /me/sms": {
    path: () => "/api/me/sms",
    body: () => ({ enabled: false }),
    expect: SIGNED_IN,
    check: async ({ caller, t }) => {
      const session = await t.request("GET", "/api/auth/get-session", {
        headers: callers.headers(caller),
      });
      expect(session.json.user.smsNotifications).toBe(false);
    },
  },
  // Each caller's own counts: store A's new request is news to its owner alone.
  "GET /me/news": {
    path: () => "/api/me/news",
    expect: SIGNED_IN,
    check: ({ caller, json }) => {
      if (caller === "ownerA") expect(json.newStoreRequests).toBeGreaterThan(0);
      if (caller === "user" || caller === "admin") expect(json.newStoreRequests).toBe(0);
    },
  },
  // Clearing writes the caller's own mark (news.test.ts: and leaves everyone else's).
  "POST /me/news/seen": {
    path: () => "/api/me/news/seen",
    body: () => ({ what: "store-requests" }),
    expect: SIGNED_IN,
    check: async ({ caller, json, t }) => {
      expect(json.newStoreRequests).toBe(0);
      const marks = await t.db
        .selectFrom("news_seen")
        .select("user_id")
        .where("what", "=", "store-requests")
        .execute();
      const me = callers.sessions[caller as Exclude<Caller, "signedOut">].user.id;
      expect(marks.map((mark) => mark.user_id)).toContain(me);
    },
  },
  // Only an account made with a phone alone adds an address; every caller here has one.
  "POST /me/email": {
    path: () => "/api/me/email",
    body: () => ({ email: "new-address@example.com", password: TEST_PASSWORD }),
    expect: [401, 409, 409, 409, 409],
  },
  // The link's token is checked for the signed-in caller only: a made-up one is a 400.
  "POST /me/email/confirm": {
    path: () => "/api/me/email/confirm",
    body: () => ({ token: "not-a-token" }),
    expect: [401, 400, 400, 400, 400],
  },
  // A link's token is checked before anything else, whoever calls: a made-up one is a 400.
  "POST /verify-email": {
    path: () => "/api/verify-email",
    body: () => ({ token: "not-a-token", password: TEST_PASSWORD }),
    expect: [400, 400, 400, 400, 400],
  },
  // Each person keeps her own searches; another's is not found, to the admin too.
  "GET /saved-searches": {
    path: () => "/api/saved-searches",
    expect: SIGNED_IN,
    check: ({ caller, json, w }) => {
      const ids = (json.searches as { id: number }[]).map((search) => search.id);
      expect(ids.includes(w.savedSearch.id)).toBe(caller === "user");
    },
  },
  "POST /saved-searches": {
    path: () => "/api/saved-searches",
    body: () => ({ name: "Puppies", query: "age=baby" }),
    expect: [401, 201, 201, 201, 201],
  },
  "PATCH /saved-searches/{id}": {
    path: (w) => `/api/saved-searches/${w.savedSearch.id}`,
    body: () => ({ paused: true }),
    expect: [401, 200, 404, 404, 404],
  },
  "DELETE /saved-searches/{id}": {
    path: (w) => `/api/saved-searches/${w.savedSearch.id}`,
    expect: [401, 200, 404, 404, 404],
  },
  // The signed link is the only key: anyone holding it, signed in or not, stops that search.
  "GET /alerts/unsubscribe": {
    path: (w) =>
      `/api/alerts/unsubscribe?token=${unsubscribeToken(t.config.authSecret, w.savedSearch.id)}`,
    expect: ANYONE,
    check: ({ json }) => expect(json).toEqual({ ok: true, names: ["Dogs"] }),
  },
  "POST /alerts/unsubscribe": {
    path: (w) =>
      `/api/alerts/unsubscribe?token=${unsubscribeToken(t.config.authSecret, w.savedSearch.id)}`,
    expect: ANYONE,
  },
  "GET /admin/donations": { path: () => "/api/admin/donations", expect: ADMIN_ONLY },
  "GET /admin/donations/summary": {
    path: () => "/api/admin/donations/summary",
    expect: ADMIN_ONLY,
  },
  "GET /admin/donations/export": { path: () => "/api/admin/donations/export", expect: ADMIN_ONLY },
  "POST /admin/donations/{id}/check": {
    path: (w) => `/api/admin/donations/${w.donation.uuid}/check`,
    expect: ADMIN_ONLY,
  },
  "GET /admin/fees": {
    path: () => "/api/admin/fees",
    expect: ADMIN_ONLY,
    check: ({ json, w }) =>
      expect(json.stores).toContainEqual(expect.objectContaining({ vendor_id: w.storeB.id })),
  },
  "POST /admin/fees/payouts": {
    path: () => "/api/admin/fees/payouts",
    body: (w) => ({
      vendor_id: w.storeB.id,
      amount: 100,
      paid_on: "2026-11-20",
      reference: "Bank transfer 42",
    }),
    expect: ADMIN_ONLY,
  },
  "POST /admin/fees/refunds/{id}": {
    path: (w) => `/api/admin/fees/refunds/${w.paidTwice.id}`,
    body: () => ({ refunded_on: "2026-11-20", reference: "Khalti refund 42" }),
    expect: ADMIN_ONLY,
  },
  // better-auth's own routes, described in the document for API clients (auth-docs.ts).
  "POST /auth/sign-in/email": {
    path: () => "/api/auth/sign-in/email",
    // An address of its own per cell: five wrong passwords for one account pause it.
    body: () => ({
      email: `nobody-${++guessedAddresses}@sathi.test`,
      password: "not-the-password",
    }),
    expect: [401, 401, 401, 401, 401],
  },
  "POST /auth/phone-number/send-otp": {
    path: () => "/api/auth/phone-number/send-otp",
    // A number of its own per cell: each number gets a few codes an hour.
    body: () => ({ phoneNumber: `+977981${String(++textedNumbers).padStart(7, "0")}` }),
    expect: ANYONE,
  },
  "POST /auth/phone-number/verify": {
    path: () => "/api/auth/phone-number/verify",
    body: () => ({ phoneNumber: "+9779812345678", code: "000000" }),
    expect: [400, 400, 400, 400, 400],
  },
  "GET /auth/get-session": {
    path: () => "/api/auth/get-session",
    expect: ANYONE,
    check: ({ caller, json }) => expect(json === null).toBe(caller === "signedOut"),
  },
  "POST /auth/sign-out": {
    path: () => "/api/auth/sign-out",
    expect: ANYONE,
    endsCallerSession: true,
  },
};
let textedNumbers = 0;
let guessedAddresses = 0;

let t: TestApp;
let callers: Callers;
let jpeg: Buffer;
let documented: string[];

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_DONATIONS: "1000" });
  callers = await signInCallers(t);
  jpeg = await makeJpeg();
  const doc = await t.request("GET", "/api/openapi.json");
  documented = Object.entries(doc.json.paths as Record<string, object>).flatMap(([path, ops]) =>
    Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
  );
});
afterAll(() => t.close());

async function call(row: Row, method: string, caller: Caller, w: World) {
  const headers = callers.headers(caller);
  if (row.upload) return upload(t, row.path(w), [{ name: "photo.jpg", body: jpeg }], headers);
  return t.request(method, row.path(w), { body: row.body?.(w), headers });
}

it("has one row for every documented route, and no row for a route that is gone", () => {
  expect(documented.length).toBeGreaterThan(30);
  expect(documented.filter((route) => !MATRIX[route])).toEqual([]);
  expect(Object.keys(MATRIX).filter((route) => !documented.includes(route))).toEqual([]);
});

describe.each(Object.entries(MATRIX))("%s", (route, row) => {
  const method = route.split(" ")[0]!;
  it.each(CALLERS.map((caller, index) => [caller, row.expect[index]!] as const))(
    "%s → %i",
    async (caller, status) => {
      const w = await freshWorld(t, callers);
      const before = await snapshot(t);
      const response = await call(row, method, caller, w);
      expect(response.status, response.text).toBe(status);
      if (status >= 400) {
        expect(response.json?.error, response.text).toEqual(expect.any(String));
        expect(await snapshot(t)).toEqual(before);
      } else {
        await row.check?.({ caller, json: response.json, text: response.text, w, t });
        if (row.endsCallerSession) await callers.replace(caller);
      }
    },
  );
});
