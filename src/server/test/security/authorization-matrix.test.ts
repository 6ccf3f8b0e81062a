import { createHash } from "node:crypto";
import { unsubscribeToken } from "../../features/saved-searches/unsubscribe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import type { ApiRefusal } from "../../api-schema";
import { makeJpeg } from "../images";
import { createTestApp, TEST_PASSWORD, type TestApp } from "../test-app";
import { upload } from "../upload";
import {
  CALLERS,
  freshWorld,
  onTeamA,
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

type Statuses = [
  signedOut: number,
  user: number,
  ownerA: number,
  managerA: number,
  carerA: number,
  fosterA: number,
  ownerB: number,
  admin: number,
];
type Headers = Record<string, string>;

/** What a row's check may read besides the response's body. */
interface CheckArgs {
  caller: Caller;
  text: string;
  w: World;
  t: TestApp;
}
/** One cell's call: its status, its body as text and as a refusal, and the row's check of it. */
interface Cell {
  status: number;
  text: string;
  refusal: ApiRefusal | undefined;
  check: (r: CheckArgs) => Promise<void> | void;
}
interface Row {
  /** Calls the route for this world with the caller's headers. */
  call: (w: World, headers: Headers) => Promise<Cell>;
  expect: Statuses;
  /** The cell ends the caller's session (signing out, deleting the account): a new one follows. */
  endsCallerSession?: true;
}

/**
 * A row whose call is typed by its route, so that its check reads the route's response; `check`
 * is more to check after an allowed cell, e.g. that a list holds nobody else's rows.
 */
function row<J>({
  call,
  check,
  ...rest
}: {
  call: (
    w: World,
    headers: Headers,
  ) => Promise<{ status: number; text: string; refusal: ApiRefusal | undefined; json: J }>;
  expect: Statuses;
  endsCallerSession?: true;
  check?: (r: CheckArgs & { json: J }) => Promise<void> | void;
}): Row {
  return {
    ...rest,
    call: async (w, headers) => {
      const response = await call(w, headers);
      return { ...response, check: (r) => check?.({ ...r, json: response.json }) };
    },
  };
}

/** A multipart upload of one small JPEG instead of a JSON body. */
async function uploadTo(path: string, headers: Headers) {
  const { status, text, refusal } = await upload(
    t,
    path,
    [{ name: "photo.jpg", body: jpeg }],
    headers,
  );
  return { status, text, refusal, json: undefined };
}

const ADMIN_ONLY: Statuses = [401, 403, 403, 403, 403, 403, 403, 200];
const ANYONE: Statuses = [200, 200, 200, 200, 200, 200, 200, 200];
const SIGNED_IN: Statuses = [401, 200, 200, 200, 200, 200, 200, 200];
/** Store A's owner and manager: its pets, requests and messages (contract/store-roles.ts). */
const MANAGERS_A: Statuses = [401, 403, 200, 200, 403, 403, 403, 403];
/** Store A's owner alone: its team and settings. */
const OWNERS_A: Statuses = [401, 403, 200, 403, 403, 403, 403, 403];
/** Store A's whole team: reading, and the pets' photos. */
const TEAM_A_ALL: Statuses = [401, 403, 200, 200, 200, 403, 403, 403];
/** The two reporters of a lost and a found report's pair: the user and store B's owner. */
const LOST_FOUND_PAIR: Statuses = [401, 200, 404, 404, 404, 404, 200, 404];
/** Store A's community-dog register (its team; a foster is refused): the same, writing. */
const REGISTER_A_WRITES: Statuses = [401, 403, 201, 201, 201, 403, 403, 403];
/** The caller's own store (/vendors/me), its settings: owners only; 404 without a store. */
const OWN_STORE_SETTINGS: Statuses = [401, 404, 200, 403, 403, 403, 200, 404];
/** The caller's own store, read by any member. */
const OWN_STORE_READ: Statuses = [401, 404, 200, 200, 200, 403, 200, 404];
/** The caller's own store, written by owners and managers. */
const OWN_STORE_MANAGERS: Statuses = [401, 404, 200, 200, 403, 403, 200, 404];

/** The user's own things (a lost-and-found report): anyone else gets 404, never 403. */
const ONLY_THE_USER = (status: number): Statuses => [401, status, 404, 404, 404, 404, 404, 404];

const newPet = (w: World) => ({
  vendor_id: w.storeA.id,
  category_id: w.category.id,
  name: "Kali",
  description: "A calm street dog.",
  gender: "female" as const,
  post_status: "published" as const,
});
const adoption = (petId: number, questionId: number) => ({
  name: "Sita Rai",
  phone: "9841234567",
  address: "Jhamsikhel, Lalitpur",
  message: "We have a fenced garden.",
  pet_id: petId,
  answers: [{ question_id: questionId, value: 3 }],
});
const sessionOf = (caller: Caller) =>
  t.api("GET /auth/get-session", { headers: callers.headers(caller) });
const unsubscribing = (w: World) => ({
  token: unsubscribeToken(t.config.authSecret, w.savedSearch.id),
});

/** Keyed `METHOD /path` exactly as in /api/openapi.json. */
const MATRIX: Record<string, Row> = {
  "GET /health": row({ call: (_, headers) => t.api("GET /health", { headers }), expect: ANYONE }),
  "GET /config": row({ call: (_, headers) => t.api("GET /config", { headers }), expect: ANYONE }),
  "GET /category": row({
    call: (_, headers) => t.api("GET /category", { headers }),
    expect: ANYONE,
  }),
  "POST /category": row({
    call: (_, headers) => {
      const tag = Math.random().toString(36).slice(2, 10);
      return t.api("POST /category", {
        json: { category: `Rabbits ${tag}`, category_ne: `खरायो ${tag}` },
        headers,
      });
    },
    expect: ADMIN_ONLY,
  }),
  "PUT /category/{id}": row({
    call: (w, headers) => {
      const tag = Math.random().toString(36).slice(2, 10);
      return t.api("PUT /category/:id", {
        param: { id: w.spareCategory.id },
        json: { category: `Ferrets ${tag}`, category_ne: `न्याउरी ${tag}` },
        headers,
      });
    },
    expect: ADMIN_ONLY,
  }),
  "DELETE /category": row({
    call: (w, headers) => t.api("DELETE /category", { json: { id: w.spareCategory.id }, headers }),
    expect: ADMIN_ONLY,
  }),
  "GET /pets": row({ call: (_, headers) => t.api("GET /pets", { headers }), expect: ANYONE }),
  // The body names store A: only its owner may add to it.
  "POST /pets": row({
    call: (w, headers) => t.api("POST /pets", { json: newPet(w), headers }),
    expect: MANAGERS_A,
  }),
  "GET /pets/{id}": row({
    call: (w, headers) => t.api("GET /pets/:id", { param: { id: w.petA.id }, headers }),
    expect: ANYONE,
  }),
  "PATCH /pets/{id}": row({
    call: (w, headers) =>
      t.api("PATCH /pets/:id", { param: { id: w.petA.id }, json: { name: "Renamed" }, headers }),
    expect: MANAGERS_A,
  }),
  "DELETE /pets/{id}": row({
    call: (w, headers) => t.api("DELETE /pets/:id", { param: { id: w.petA.id }, headers }),
    expect: MANAGERS_A,
  }),
  "GET /pets/{id}/images": row({
    call: (w, headers) => t.api("GET /pets/:id/images", { param: { id: w.petA.id }, headers }),
    expect: ANYONE,
  }),
  "GET /pets/{id}/similar": row({
    call: (w, headers) => t.api("GET /pets/:id/similar", { param: { id: w.petA.id }, headers }),
    expect: ANYONE,
    check: ({ json, w }) => expect(json.map((item) => item.pet.id)).toContain(w.otherPetA.id),
  }),
  "GET /favourites": row({
    call: (_, headers) => t.api("GET /favourites", { headers }),
    expect: SIGNED_IN,
  }),
  "GET /favourites/{petId}": row({
    call: (w, headers) => t.api("GET /favourites/:petId", { param: { petId: w.petA.id }, headers }),
    expect: SIGNED_IN,
  }),
  "PUT /favourites/{petId}": row({
    call: (w, headers) => t.api("PUT /favourites/:petId", { param: { petId: w.petA.id }, headers }),
    expect: SIGNED_IN,
  }),
  "DELETE /favourites/{petId}": row({
    call: (w, headers) =>
      t.api("DELETE /favourites/:petId", { param: { petId: w.petA.id }, headers }),
    expect: SIGNED_IN,
  }),
  "GET /vendors": row({
    call: (_, headers) => t.api("GET /vendors", { headers }),
    expect: ADMIN_ONLY,
  }),
  "GET /vendors/{id}/profile": row({
    call: (w, headers) =>
      t.api("GET /vendors/:id/profile", { param: { id: w.storeA.id }, headers }),
    expect: ANYONE,
    check: ({ json, w }) => expect(json.id).toBe(w.storeA.id),
  }),
  "GET /vendors/{id}": row({
    call: (w, headers) => t.api("GET /vendors/:id", { param: { id: w.storeA.id }, headers }),
    expect: ADMIN_ONLY,
    check: ({ json, w }) => expect(json.id).toBe(w.storeA.id),
  }),
  "DELETE /vendors": row({
    call: (w, headers) => t.api("DELETE /vendors", { json: { id: w.storeA.id }, headers }),
    expect: ADMIN_ONLY,
  }),
  "POST /vendors/update": row({
    call: (w, headers) =>
      t.api("POST /vendors/update", { json: { id: w.storeA.id, status: "pending" }, headers }),
    expect: ADMIN_ONLY,
  }),
  "GET /admin/stats": row({
    call: (_, headers) => t.api("GET /admin/stats", { headers }),
    expect: ADMIN_ONLY,
  }),
  "GET /admin/figures": row({
    call: (_, headers) => t.api("GET /admin/figures", { headers }),
    expect: ADMIN_ONLY,
  }),
  "GET /admin/sms": row({
    call: (_, headers) => t.api("GET /admin/sms", { headers }),
    expect: ADMIN_ONLY,
  }),
  // Owners already run a store; the user and the admin have none.
  "POST /vendors/create": row({
    call: (_, headers) =>
      t.api("POST /vendors/create", {
        json: { storeName: "New", storeDescription: "A new store", storeLocation: "Pokhara" },
        headers,
      }),
    expect: [401, 200, 409, 200, 200, 200, 409, 200],
  }),
  "GET /vendors/me": row({
    call: (_, headers) => t.api("GET /vendors/me", { headers }),
    expect: SIGNED_IN,
    check: ({ caller, json, w }) => {
      // A foster's store is the one she fosters for, though she reads little of it.
      const own =
        onTeamA(caller) || caller === "fosterA"
          ? w.storeA.id
          : caller === "ownerB"
            ? w.storeB.id
            : null;
      expect(json.store?.vendor.id ?? null).toBe(own ?? null);
    },
  }),
  // Owners change their own store; its manager and carer may not; the user and the admin have none.
  "PATCH /vendors/me": row({
    call: (_, headers) =>
      t.api("PATCH /vendors/me", { json: { province: "Gandaki", district: "Kaski" }, headers }),
    expect: OWN_STORE_SETTINGS,
    check: ({ caller, json, w }) => {
      expect(json.id).toBe({ ownerA: w.storeA.id, ownerB: w.storeB.id }[caller as string]);
    },
  }),
  "DELETE /vendors/me": row({
    call: (_, headers) => t.api("DELETE /vendors/me", { headers }),
    expect: OWN_STORE_SETTINGS,
  }),
  "GET /petsByVendor": row({
    call: (w, headers) =>
      t.api("GET /petsByVendor", { query: { vendor_id: w.storeA.id }, headers }),
    expect: [401, 403, 200, 200, 200, 403, 403, 200],
  }),
  "DELETE /pets/{id}/images/{imageId}": row({
    call: (w, headers) =>
      t.api("DELETE /pets/:id/images/:imageId", {
        param: { id: w.petA.id, imageId: w.imageA.id },
        headers,
      }),
    expect: TEAM_A_ALL,
  }),
  "PUT /pets/{id}/images/order": row({
    call: (w, headers) =>
      t.api("PUT /pets/:id/images/order", {
        param: { id: w.petA.id },
        json: { imageIds: [w.imageA.id] },
        headers,
      }),
    expect: TEAM_A_ALL,
  }),
  // The caller's own store image: nobody can aim it at another store.
  "POST /uploads/image": row({
    call: (_, headers) => uploadTo("/api/uploads/image", headers),
    expect: OWN_STORE_SETTINGS,
    check: async ({ caller, t, w }) => {
      if (caller === "ownerA") return;
      const a = await t.db
        .selectFrom("vendor")
        .select("image_key")
        .where("id", "=", w.storeA.id)
        .executeTakeFirstOrThrow();
      expect(a.image_key).toBe(w.storeA.image_key);
    },
  }),
  "POST /uploads/petsImages": row({
    call: (w, headers) => uploadTo(`/api/uploads/petsImages?petId=${w.petA.id}`, headers),
    expect: TEAM_A_ALL,
  }),
  // The user already asked for petA, so the other pet; its own store may not ask.
  "POST /adoptPet/{pet_id}": row({
    call: (w, headers) =>
      t.api("POST /adoptPet/:pet_id", {
        param: { pet_id: w.otherPetA.id },
        json: adoption(w.otherPetA.id, w.questionA.id),
        headers,
      }),
    expect: [401, 200, 403, 403, 403, 200, 200, 200],
  }),
  "GET /applications": row({
    call: (_, headers) => t.api("GET /applications", { headers }),
    expect: SIGNED_IN,
    check: ({ caller, json, w }) => {
      const ids = json.map((a) => a.id);
      const theirs = [w.application.id, w.applicationB.id];
      if (caller === "user") expect(ids).toEqual(expect.arrayContaining(theirs));
      else expect(ids.filter((id) => theirs.includes(id))).toEqual([]);
    },
  }),
  "POST /applications/{id}/withdraw": row({
    call: (w, headers) =>
      t.api("POST /applications/:id/withdraw", { param: { id: w.application.id }, headers }),
    expect: [401, 200, 403, 403, 403, 403, 403, 403],
  }),
  "GET /vendors/{id}/applications": row({
    call: (w, headers) =>
      t.api("GET /vendors/:id/applications", { param: { id: w.storeA.id }, headers }),
    expect: TEAM_A_ALL,
    check: ({ caller, json, w }) => {
      if (!onTeamA(caller)) return;
      const ids = json.map((a) => a.id);
      expect(ids).toContain(w.application.id);
      expect(ids).not.toContain(w.applicationB.id);
    },
  }),
  // Each owner gets her own store's requests; the user and the admin have no store.
  "GET /vendors/me/applications.csv": row({
    call: (_, headers) => t.api("GET /vendors/me/applications.csv", { headers }),
    expect: OWN_STORE_READ,
    check: ({ caller, text, w }) => {
      const ids = text
        .split("\r\n")
        .slice(1, -1)
        .map((line) => Number(line.split(",")[0]));
      const [own, other] = onTeamA(caller)
        ? [w.application.id, w.applicationB.id]
        : [w.applicationB.id, w.application.id];
      expect(ids).toContain(own);
      expect(ids).not.toContain(other);
    },
  }),
  // Each owner reads and replaces her own store's questions; nobody reaches another's.
  "GET /vendors/me/questions": row({
    call: (_, headers) => t.api("GET /vendors/me/questions", { headers }),
    expect: OWN_STORE_READ,
    check: ({ caller, json, w }) => {
      const ids = json.questions.map((question) => question.id);
      expect(ids.includes(w.questionA.id)).toBe(onTeamA(caller));
    },
  }),
  "PUT /vendors/me/questions": row({
    call: (_, headers) =>
      t.api("PUT /vendors/me/questions", {
        json: { questions: [{ label: "Do you have a garden?", kind: "yes_no", required: true }] },
        headers,
      }),
    expect: OWN_STORE_MANAGERS,
    check: async ({ caller, json, t, w }) => {
      expect(json.questions).toMatchObject([{ label: "Do you have a garden?", kind: "yes_no" }]);
      const kept = await t.db
        .selectFrom("store_question")
        .select("id")
        .where("id", "=", w.questionA.id)
        .executeTakeFirst();
      expect(Boolean(kept)).toBe(!onTeamA(caller));
    },
  }),
  // A person asks a store about its pet; the user continues her conversation, the owner of the
  // pet's store answers in it instead.
  "POST /pets/{id}/messages": row({
    call: (w, headers) =>
      t.api("POST /pets/:id/messages", {
        param: { id: w.petA.id },
        json: { text: "Is he good with cats?" },
        headers,
      }),
    expect: [401, 201, 403, 403, 403, 201, 201, 201],
    check: ({ caller, json, w }) => {
      if (caller === "user") expect(json.conversation_id).toBe(w.conversation.id);
      else expect(json.conversation_id).not.toBe(w.conversation.id);
    },
  }),
  // Each caller lists only the conversations she is a party to.
  "GET /conversations": row({
    call: (_, headers) => t.api("GET /conversations", { headers }),
    expect: SIGNED_IN,
    check: ({ caller, json, w }) => {
      const ids = json.conversations.map((conversation) => conversation.id);
      if (caller === "user" || onTeamA(caller)) expect(ids).toContain(w.conversation.id);
      else expect(ids).not.toContain(w.conversation.id);
    },
  }),
  // Only its two parties read and write a conversation; the admin too is told it does not exist.
  "GET /conversations/{id}/messages": row({
    call: (w, headers) =>
      t.api("GET /conversations/:id/messages", { param: { id: w.conversation.id }, headers }),
    expect: [401, 200, 200, 200, 200, 404, 404, 404],
    check: ({ json }) => expect(json.messages[0]!.text).toBe("Is she good with small children?"),
  }),
  "POST /conversations/{id}/messages": row({
    call: (w, headers) =>
      t.api("POST /conversations/:id/messages", {
        param: { id: w.conversation.id },
        json: { text: "Yes, she lived with two children." },
        headers,
      }),
    expect: [401, 201, 201, 201, 403, 404, 404, 404],
  }),
  "GET /pets/{id}/questions": row({
    call: (w, headers) => t.api("GET /pets/:id/questions", { param: { id: w.petA.id }, headers }),
    expect: ANYONE,
    check: ({ json, w }) => expect(json.questions[0]!.id).toBe(w.questionA.id),
  }),
  // Her own earlier answers only.
  "GET /applications/answers": row({
    call: (_, headers) => t.api("GET /applications/answers", { headers }),
    expect: SIGNED_IN,
    check: ({ caller, json }) => {
      const labels = json.answers.map((answer) => answer.label);
      expect(labels.includes("Garden?")).toBe(caller === "user");
    },
  }),
  // Store A's owner answers for store A; store B's owner cannot answer it.
  "POST /vendors/applications/{id}/update": row({
    call: (w, headers) =>
      t.api("POST /vendors/applications/:id/update", {
        param: { id: w.application.id },
        json: { status: "Approved" },
        headers,
      }),
    expect: MANAGERS_A,
  }),
  "POST /vendors/applications/{id}/return": row({
    call: (w, headers) =>
      t.api("POST /vendors/applications/:id/return", {
        param: { id: w.adoptedA.id },
        json: { reason: "The landlord refused dogs" },
        headers,
      }),
    expect: MANAGERS_A,
  }),
  // Each owner writes her own store's agreement; the user and the admin have no store.
  "GET /vendors/me/agreement": row({
    call: (_, headers) => t.api("GET /vendors/me/agreement", { headers }),
    expect: OWN_STORE_READ,
  }),
  "PUT /vendors/me/agreement": row({
    call: (_, headers) =>
      t.api("PUT /vendors/me/agreement", {
        json: { text: "Bring the pet back to us, never to anyone else." },
        headers,
      }),
    expect: OWN_STORE_MANAGERS,
  }),
  // The request's two parties read it; only the applicant signs it.
  "GET /applications/{id}/agreement": row({
    call: (w, headers) =>
      t.api("GET /applications/:id/agreement", {
        param: { id: w.agreement.request.id },
        headers,
      }),
    expect: [401, 200, 200, 200, 200, 403, 403, 403],
    check: ({ json, w }) => expect(json.text).toBe(w.agreement.text),
  }),
  "POST /applications/{id}/agreement": row({
    call: (w, headers) =>
      t.api("POST /applications/:id/agreement", {
        param: { id: w.agreement.request.id },
        json: {
          full_name: "Asha Gurung",
          hash: createHash("sha256").update(w.agreement.text).digest("hex"),
        },
        headers,
      }),
    expect: [401, 200, 403, 403, 403, 403, 403, 403],
  }),
  // A store's team (decision 048): read by its members; changed by its owners; each member
  // sets her own notices and may leave; an invitation is accepted by its address alone.
  "GET /vendors/{id}/team": row({
    call: (w, headers) => t.api("GET /vendors/:id/team", { param: { id: w.storeA.id }, headers }),
    expect: TEAM_A_ALL,
    check: ({ caller, json }) => {
      expect(json.members.map((member) => member.role).sort()).toEqual([
        "carer",
        "foster",
        "manager",
        "owner",
      ]);
      // The open invitations are the owners' to see.
      expect(json.invitations.length > 0).toBe(caller === "ownerA");
    },
  }),
  "PATCH /vendors/{id}/members/{userId}": row({
    call: (w, headers) =>
      t.api("PATCH /vendors/:id/members/:userId", {
        param: { id: w.storeA.id, userId: callers.sessions.carerA.user.id },
        json: { role: "manager" },
        headers,
      }),
    expect: OWNERS_A,
  }),
  // An owner removes the carer; the carer may remove herself (she leaves).
  "DELETE /vendors/{id}/members/{userId}": row({
    call: (w, headers) =>
      t.api("DELETE /vendors/:id/members/:userId", {
        param: { id: w.storeA.id, userId: callers.sessions.carerA.user.id },
        headers,
      }),
    expect: [401, 403, 200, 403, 200, 403, 403, 403],
  }),
  "PUT /vendors/{id}/members/me/notices": row({
    call: (w, headers) =>
      t.api("PUT /vendors/:id/members/me/notices", {
        param: { id: w.storeA.id },
        json: { mail: false, sms: true },
        headers,
      }),
    expect: TEAM_A_ALL,
  }),
  "POST /vendors/{id}/invitations": row({
    call: (w, headers) =>
      t.api("POST /vendors/:id/invitations", {
        param: { id: w.storeA.id },
        json: { role: "carer", email: "new-volunteer@example.test" },
        headers,
      }),
    expect: OWNERS_A,
  }),
  "DELETE /vendors/{id}/invitations/{invitationId}": row({
    call: (w, headers) =>
      t.api("DELETE /vendors/:id/invitations/:invitationId", {
        param: { id: w.storeA.id, invitationId: w.invitationA.id },
        headers,
      }),
    expect: OWNERS_A,
  }),
  // Who did what: read by the store's team, and by the admin.
  "GET /vendors/{id}/activity": row({
    call: (w, headers) =>
      t.api("GET /vendors/:id/activity", { param: { id: w.storeA.id }, headers }),
    expect: [401, 403, 200, 200, 200, 403, 403, 200],
  }),
  // A store's figures: read by its team and the admin; a foster is refused (ROLE_NOT_ALLOWED).
  "GET /vendors/{id}/figures": row({
    call: (w, headers) =>
      t.api("GET /vendors/:id/figures", { param: { id: w.storeA.id }, headers }),
    expect: [401, 403, 200, 200, 200, 403, 403, 200],
    check: ({ json }) => expect(json.months).toHaveLength(12),
  }),
  // Everything the store keeps of its animals: its owners and managers only, not the admin.
  "GET /vendors/{id}/export": row({
    call: (w, headers) => t.api("GET /vendors/:id/export", { param: { id: w.storeA.id }, headers }),
    expect: MANAGERS_A,
    check: ({ text }) => expect(text.startsWith("PK")).toBe(true),
  }),
  // Ward coverage is public (docs/product.md#ward-coverage).
  "GET /coverage": row({
    call: (_, headers) => t.api("GET /coverage", { headers }),
    expect: ANYONE,
    check: ({ text }) => expect(text).not.toMatch(/caretaker|vendor|@/),
  }),
  "GET /coverage/{district}": row({
    call: (_, headers) =>
      t.api("GET /coverage/:district", { param: { district: "Lalitpur" }, headers }),
    expect: ANYONE,
    check: ({ text }) => expect(text).not.toMatch(/caretaker|vendor|@/),
  }),
  "GET /coverage/{district}/wards.csv": row({
    call: (_, headers) =>
      t.api("GET /coverage/:district/wards.csv", { param: { district: "Lalitpur" }, headers }),
    expect: ANYONE,
  }),
  "GET /coverage/{district}/wards/{ward}": row({
    call: (_, headers) =>
      t.api("GET /coverage/:district/wards/:ward", {
        param: { district: "Lalitpur", ward: "3" },
        headers,
      }),
    expect: ANYONE,
    check: ({ json, w }) => expect(json.dog_list.map((dog) => dog.id)).toContain(w.dogA.id),
  }),
  "GET /coverage/{district}/wards/{ward}/dogs.csv": row({
    call: (_, headers) =>
      t.api("GET /coverage/:district/wards/:ward/dogs.csv", {
        param: { district: "Lalitpur", ward: "3" },
        headers,
      }),
    expect: ANYONE,
  }),
  // QR tags (docs/product.md#qr-tags): a pet's by those who keep its profile, a community
  // dog's by the store's team, a sheet by both; the tag's page and relay are anyone's.
  "POST /pets/{id}/tag": row({
    call: (w, headers) => t.api("POST /pets/:id/tag", { param: { id: w.petA.id }, headers }),
    expect: [401, 403, 201, 201, 403, 403, 403, 403],
    check: ({ json, w }) => expect(json.token).toBe(w.tagA.token),
  }),
  "POST /community-dogs/{id}/tag": row({
    call: (w, headers) =>
      t.api("POST /community-dogs/:id/tag", { param: { id: w.dogA.id }, headers }),
    expect: [401, 403, 201, 201, 201, 403, 403, 403],
  }),
  "GET /vendors/{id}/tags.pdf": row({
    call: (w, headers) =>
      t.api("GET /vendors/:id/tags.pdf", {
        param: { id: w.storeA.id },
        query: { pets: String(w.petA.id), dogs: String(w.dogA.id) },
        headers,
      }),
    expect: MANAGERS_A,
    check: ({ text }) => expect(text.startsWith("%PDF-")).toBe(true),
  }),
  "GET /tags/{token}": row({
    call: (w, headers) => t.api("GET /tags/:token", { param: { token: w.tagA.token }, headers }),
    expect: ANYONE,
    check: ({ text }) => expect(text).not.toMatch(/@|\+977|vendor|user/),
  }),
  "POST /tags/{token}/messages": row({
    call: (w, headers) =>
      t.api("POST /tags/:token/messages", {
        param: { token: w.tagA.token },
        // A new finder's number each cell: one number may send five a day.
        json: {
          phone: `984${String(Math.floor(Math.random() * 1e7)).padStart(7, "0")}`,
          text: "Found",
        },
        headers,
      }),
    expect: [202, 202, 202, 202, 202, 202, 202, 202],
    check: ({ text }) => expect(text).not.toMatch(/98\d{8}|@/),
  }),
  // Animals in care (decision 049): the team reads where each is; owners and managers place
  // and record outcomes; the team tells the intake; the admin reads.
  "GET /vendors/{id}/animals": row({
    call: (w, headers) =>
      t.api("GET /vendors/:id/animals", { param: { id: w.storeA.id }, headers }),
    expect: [401, 403, 200, 200, 200, 403, 403, 200],
    check: ({ json, w }) => {
      expect(json.map((animal) => animal.pet_id)).toContain(w.petA.id);
      expect(json.map((animal) => animal.pet_id)).not.toContain(w.petB.id);
    },
  }),
  "POST /pets/{id}/placements": row({
    call: (w, headers) =>
      t.api("POST /pets/:id/placements", {
        param: { id: w.petA.id },
        json: { foster_id: w.fosterOfA.id, district: "Lalitpur", starts_on: "2026-01-05" },
        headers,
      }),
    expect: [401, 403, 201, 201, 403, 403, 403, 403],
  }),
  "POST /pets/{id}/placements/{placementId}/end": row({
    call: (w, headers) =>
      t.api("POST /pets/:id/placements/:placementId/end", {
        param: { id: w.placementA.pet_id, placementId: w.placementA.id },
        json: {},
        headers,
      }),
    expect: MANAGERS_A,
  }),
  "GET /me/fostered": row({
    call: (_, headers) => t.api("GET /me/fostered", { headers }),
    expect: SIGNED_IN,
    // Only the foster has an animal at home: the one placed with her.
    check: ({ caller, json, w }) =>
      expect(json.map((animal) => animal.pet_id)).toEqual(
        caller === "fosterA" ? [w.placementA.pet_id] : [],
      ),
  }),
  // The animal placed with the foster: she reads its history too (another of the store's: 403).
  "GET /pets/{id}/history": row({
    call: (w, headers) =>
      t.api("GET /pets/:id/history", { param: { id: w.placementA.pet_id }, headers }),
    expect: [401, 403, 200, 200, 200, 200, 403, 200],
  }),
  "PUT /pets/{id}/intake": row({
    call: (w, headers) =>
      t.api("PUT /pets/:id/intake", {
        param: { id: w.petA.id },
        json: { reason: "stray", on_day: "2026-01-02", place: "Swayambhu" },
        headers,
      }),
    expect: TEAM_A_ALL,
  }),
  // The placed pet has no open request: its outcome ends the placement too.
  "POST /pets/{id}/outcome": row({
    call: (w, headers) =>
      t.api("POST /pets/:id/outcome", {
        param: { id: w.placementA.pet_id },
        json: { reason: "transferred_out", on_day: "2026-01-10", place: "KAT Centre" },
        headers,
      }),
    expect: [401, 403, 201, 201, 403, 403, 403, 403],
  }),
  "POST /pets/{id}/intake-again": row({
    call: (w, headers) =>
      t.api("POST /pets/:id/intake-again", {
        param: { id: w.leftPetA.id },
        json: { reason: "transferred_in", on_day: "2026-02-01" },
        headers,
      }),
    expect: [401, 403, 201, 201, 403, 403, 403, 403],
  }),
  // An animal's health records: its store's team (and a foster, for the animal placed with
  // her: weights and notes); the admin reads. Removing is the team's, not a foster's.
  "GET /pets/{id}/records": row({
    call: (w, headers) => t.api("GET /pets/:id/records", { param: { id: w.petA.id }, headers }),
    expect: [401, 403, 200, 200, 200, 403, 403, 200],
    check: ({ json, w }) => expect(json.records.map((r) => r.id)).toEqual([w.recordA.id]),
  }),
  // A weight of the animal placed with the foster: she may write it too.
  "POST /pets/{id}/records": row({
    call: (w, headers) =>
      t.api("POST /pets/:id/records", {
        param: { id: w.placementA.pet_id },
        json: { kind: "weight", given_on: "2025-06-01", weight_kg: 4.5 },
        headers,
      }),
    expect: [401, 403, 201, 201, 201, 201, 403, 403],
  }),
  "DELETE /pets/{id}/records/{recordId}": row({
    call: (w, headers) =>
      t.api("DELETE /pets/:id/records/:recordId", {
        param: { id: w.petA.id, recordId: w.recordA.id },
        headers,
      }),
    expect: [401, 403, 204, 204, 204, 403, 403, 403],
  }),
  // What is due: read by store A's team, ticked off by those who write records.
  "GET /vendors/{id}/due": row({
    call: (w, headers) => t.api("GET /vendors/:id/due", { param: { id: w.storeA.id }, headers }),
    expect: [401, 403, 200, 200, 200, 403, 403, 403],
    check: async ({ json, w }) => {
      expect(json.items.map((item) => item.record_id)).toContain(w.recordA.id);
      const stores = await t.db
        .selectFrom("pet")
        .select("vendor_id")
        .distinct()
        .where("id", "in", [...new Set(json.items.map((item) => item.pet_id))])
        .execute();
      expect(stores).toEqual([{ vendor_id: w.storeA.id }]);
    },
  }),
  "POST /vendors/{id}/due/{recordId}/done": row({
    call: (w, headers) =>
      t.api("POST /vendors/:id/due/:recordId/done", {
        param: { id: w.storeA.id, recordId: w.recordA.id },
        json: {},
        headers,
      }),
    expect: [401, 403, 201, 201, 201, 403, 403, 403],
  }),
  // Lost and found (decision 050): anyone signed in reports; the user's reports are hers alone
  // (anyone else: as if there were none); a hidden one is hers and the admin's; admins hide.
  "POST /lost-found": row({
    call: (w, headers) =>
      t.api("POST /lost-found", {
        json: {
          kind: "found",
          category_id: w.category.id,
          colours: ["brown"],
          district: "Kaski",
          seen_on: new Date().toISOString().slice(0, 10),
        },
        headers,
      }),
    expect: [401, 201, 201, 201, 201, 201, 201, 201],
  }),
  "GET /lost-found": row({
    call: (_, headers) => t.api("GET /lost-found", { headers }),
    expect: ANYONE,
    check: ({ json, text, w }) => {
      const ids = json.reports.map((report) => report.id);
      expect(ids).toContain(w.reportU.id);
      expect(ids).not.toContain(w.hiddenReportU.id);
      expect(text).not.toMatch(/latitude|longitude|user_id|27\.678/);
    },
  }),
  "GET /lost-found/{id}": row({
    call: (w, headers) =>
      t.api("GET /lost-found/:id", { param: { id: w.hiddenReportU.id }, headers }),
    expect: [404, 200, 404, 404, 404, 404, 404, 200],
    check: ({ caller, json, text }) => {
      expect(json.mine).toBe(caller === "user");
      if (caller !== "user") expect(text).not.toMatch(/latitude|longitude|user_id|Spam/);
    },
  }),
  "GET /me/lost-found": row({
    call: (_, headers) => t.api("GET /me/lost-found", { headers }),
    expect: SIGNED_IN,
    // Her own alone, newest first: the user lost a dog of a pair, store B's owner found it.
    check: ({ caller, json, w }) =>
      expect(json.reports.map((report) => report.id)).toEqual(
        caller === "user"
          ? [w.lostReport.id, w.hiddenReportU.id, w.reportU.id]
          : caller === "ownerB"
            ? [w.foundReport.id]
            : [],
      ),
  }),
  "POST /lost-found/{id}/photos": row({
    call: (w, headers) => uploadTo(`/api/lost-found/${w.reportU.id}/photos`, headers),
    expect: ONLY_THE_USER(201),
  }),
  "DELETE /lost-found/{id}/photos/{photoId}": row({
    call: (w, headers) =>
      t.api("DELETE /lost-found/:id/photos/:photoId", {
        param: { id: w.reportU.id, photoId: w.reportPhotoU.id },
        headers,
      }),
    expect: ONLY_THE_USER(204),
  }),
  "POST /lost-found/{id}/renew": row({
    call: (w, headers) =>
      t.api("POST /lost-found/:id/renew", { param: { id: w.reportU.id }, headers }),
    expect: ONLY_THE_USER(200),
  }),
  "POST /lost-found/{id}/close": row({
    call: (w, headers) =>
      t.api("POST /lost-found/:id/close", { param: { id: w.reportU.id }, headers }),
    expect: ONLY_THE_USER(200),
  }),
  "POST /admin/lost-found/{id}/hide": row({
    call: (w, headers) =>
      t.api("POST /admin/lost-found/:id/hide", {
        param: { id: w.reportU.id },
        json: { reason: "Spam" },
        headers,
      }),
    expect: ADMIN_ONLY,
  }),
  "POST /admin/lost-found/{id}/unhide": row({
    call: (w, headers) =>
      t.api("POST /admin/lost-found/:id/unhide", { param: { id: w.hiddenReportU.id }, headers }),
    expect: ADMIN_ONLY,
  }),
  "GET /invitations/{token}": row({
    call: (w, headers) =>
      t.api("GET /invitations/:token", { param: { token: w.invitationA.token }, headers }),
    expect: ANYONE,
    check: ({ json }) => expect(json.state).toBe("open"),
  }),
  "POST /invitations/{token}/accept": row({
    call: (w, headers) =>
      t.api("POST /invitations/:token/accept", {
        param: { token: w.invitationA.token },
        headers,
      }),
    expect: [401, 200, 403, 403, 403, 403, 403, 403],
  }),
  "PUT /me/store": row({
    call: (w, headers) => t.api("PUT /me/store", { json: { store_id: w.storeA.id }, headers }),
    // Any member chooses the store she works for, a foster too.
    expect: [401, 403, 200, 200, 200, 200, 403, 403],
  }),
  // Donations need no account; a completed one is answered without asking a gateway.
  "POST /donations": row({
    call: (_, headers) =>
      t.api("POST /donations", { json: { amount: 500, method: "esewa", name: "Maya" }, headers }),
    expect: ANYONE,
  }),
  "POST /donations/{id}/confirm": row({
    call: (w, headers) =>
      t.api("POST /donations/:id/confirm", {
        param: { id: w.donation.uuid },
        json: { pidx: "not-this-donations" },
        headers,
      }),
    expect: [400, 400, 400, 400, 400, 400, 400, 400],
  }),
  "POST /donations/{id}/check": row({
    call: (w, headers) =>
      t.api("POST /donations/:id/check", { param: { id: w.donation.uuid }, headers }),
    expect: ANYONE,
  }),
  "GET /donations/recent": row({
    call: (_, headers) => t.api("GET /donations/recent", { headers }),
    expect: ANYONE,
  }),
  // A fee is the applicant's to pay; the store's owner and the admin only see it.
  "POST /applications/{id}/fee": row({
    call: (w, headers) =>
      t.api("POST /applications/:id/fee", {
        param: { id: w.feeRequest.id },
        json: { method: "esewa" },
        headers,
      }),
    expect: [401, 200, 403, 403, 403, 403, 403, 403],
    check: ({ json }) => expect(json).toMatchObject({ amount: 1500, method: "esewa" }),
  }),
  // An eSewa payment answered with a Khalti pidx: refused before any gateway is asked.
  "POST /applications/{id}/fee/{payment}/confirm": row({
    call: (w, headers) =>
      t.api("POST /applications/:id/fee/:payment/confirm", {
        param: { id: w.paidRequest.id, payment: w.feePayment.uuid },
        json: { pidx: "not-this-payments" },
        headers,
      }),
    expect: [401, 400, 403, 403, 403, 403, 403, 403],
  }),
  // A completed payment is answered without asking the gateway.
  "POST /applications/{id}/fee/{payment}/check": row({
    call: (w, headers) =>
      t.api("POST /applications/:id/fee/:payment/check", {
        param: { id: w.paidRequest.id, payment: w.feePayment.uuid },
        headers,
      }),
    expect: [401, 200, 403, 403, 403, 403, 403, 403],
    check: ({ json }) => expect(json).toMatchObject({ status: "completed" }),
  }),
  "DELETE /me": row({
    call: (_, headers) => t.api("DELETE /me", { json: { password: TEST_PASSWORD }, headers }),
    expect: SIGNED_IN,
    endsCallerSession: true,
    check: async ({ caller }) => {
      expect((await sessionOf(caller)).json).toBeNull();
    },
  }),
  "PUT /me/language": row({
    call: (_, headers) => t.api("PUT /me/language", { json: { language: "ne" }, headers }),
    expect: SIGNED_IN,
    check: async ({ caller }) => {
      expect((await sessionOf(caller)).json?.user.language).toBe("ne");
    },
  }),
  "PUT /me/sms": row({
    call: (_, headers) => t.api("PUT /me/sms", { json: { enabled: false }, headers }),
    expect: SIGNED_IN,
    check: async ({ caller }) => {
      expect((await sessionOf(caller)).json?.user.smsNotifications).toBe(false);
    },
  }),
  // Each caller's own counts: store A's new request is news to its owner alone.
  "GET /me/news": row({
    call: (_, headers) => t.api("GET /me/news", { headers }),
    expect: SIGNED_IN,
    check: ({ caller, json }) => {
      if (onTeamA(caller)) expect(json.newStoreRequests).toBeGreaterThan(0);
      if (caller === "user" || caller === "admin") expect(json.newStoreRequests).toBe(0);
    },
  }),
  // Clearing writes the caller's own mark (news.test.ts: and leaves everyone else's).
  "POST /me/news/seen": row({
    call: (_, headers) =>
      t.api("POST /me/news/seen", { json: { what: "store-requests" }, headers }),
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
  }),
  // Only an account made with a phone alone adds an address; every caller here has one.
  "POST /me/email": row({
    call: (_, headers) =>
      t.api("POST /me/email", {
        json: { email: "new-address@example.com", password: TEST_PASSWORD },
        headers,
      }),
    expect: [401, 409, 409, 409, 409, 409, 409, 409],
  }),
  // The link's token is checked for the signed-in caller only: a made-up one is a 400.
  "POST /me/email/confirm": row({
    call: (_, headers) =>
      t.api("POST /me/email/confirm", { json: { token: "not-a-token" }, headers }),
    expect: [401, 400, 400, 400, 400, 400, 400, 400],
  }),
  // A link's token is checked before anything else, whoever calls: a made-up one is a 400.
  "POST /verify-email": row({
    call: (_, headers) =>
      t.api("POST /verify-email", {
        json: { token: "not-a-token", password: TEST_PASSWORD },
        headers,
      }),
    expect: [400, 400, 400, 400, 400, 400, 400, 400],
  }),
  // Each person keeps her own searches; another's is not found, to the admin too.
  "GET /saved-searches": row({
    call: (_, headers) => t.api("GET /saved-searches", { headers }),
    expect: SIGNED_IN,
    check: ({ caller, json, w }) => {
      const ids = json.searches.map((search) => search.id);
      expect(ids.includes(w.savedSearch.id)).toBe(caller === "user");
    },
  }),
  "POST /saved-searches": row({
    call: (_, headers) =>
      t.api("POST /saved-searches", { json: { name: "Puppies", query: "age=baby" }, headers }),
    expect: [401, 201, 201, 201, 201, 201, 201, 201],
  }),
  "PATCH /saved-searches/{id}": row({
    call: (w, headers) =>
      t.api("PATCH /saved-searches/:id", {
        param: { id: w.savedSearch.id },
        json: { paused: true },
        headers,
      }),
    expect: [401, 200, 404, 404, 404, 404, 404, 404],
  }),
  "DELETE /saved-searches/{id}": row({
    call: (w, headers) =>
      t.api("DELETE /saved-searches/:id", { param: { id: w.savedSearch.id }, headers }),
    expect: [401, 200, 404, 404, 404, 404, 404, 404],
  }),
  // The signed link is the only key: anyone holding it, signed in or not, stops that search.
  "GET /alerts/unsubscribe": row({
    call: (w, headers) => t.api("GET /alerts/unsubscribe", { query: unsubscribing(w), headers }),
    expect: ANYONE,
    check: ({ json }) => expect(json).toEqual({ ok: true, names: ["Dogs"] }),
  }),
  "POST /alerts/unsubscribe": row({
    call: (w, headers) => t.api("POST /alerts/unsubscribe", { query: unsubscribing(w), headers }),
    expect: ANYONE,
  }),
  "GET /admin/donations": row({
    call: (_, headers) => t.api("GET /admin/donations", { headers }),
    expect: ADMIN_ONLY,
  }),
  "GET /admin/donations/summary": row({
    call: (_, headers) => t.api("GET /admin/donations/summary", { headers }),
    expect: ADMIN_ONLY,
  }),
  "GET /admin/donations/export": row({
    call: (_, headers) => t.api("GET /admin/donations/export", { headers }),
    expect: ADMIN_ONLY,
  }),
  "POST /admin/donations/{id}/check": row({
    call: (w, headers) =>
      t.api("POST /admin/donations/:id/check", { param: { id: w.donation.uuid }, headers }),
    expect: ADMIN_ONLY,
  }),
  "GET /admin/fees": row({
    call: (_, headers) => t.api("GET /admin/fees", { headers }),
    expect: ADMIN_ONLY,
    check: ({ json, w }) =>
      expect(json.stores).toContainEqual(expect.objectContaining({ vendor_id: w.storeB.id })),
  }),
  "POST /admin/fees/payouts": row({
    call: (w, headers) =>
      t.api("POST /admin/fees/payouts", {
        json: {
          vendor_id: w.storeB.id,
          amount: 100,
          paid_on: "2026-11-20",
          reference: "Bank transfer 42",
        },
        headers,
      }),
    expect: ADMIN_ONLY,
  }),
  "POST /admin/fees/refunds/{id}": row({
    call: (w, headers) =>
      t.api("POST /admin/fees/refunds/:id", {
        param: { id: w.paidTwice.id },
        json: { refunded_on: "2026-11-20", reference: "Khalti refund 42" },
        headers,
      }),
    expect: ADMIN_ONLY,
  }),
  // A lost and a found report's pair: its two reporters (the user lost, store B's owner found)
  // and nobody else, the admin neither; a report's list is its own reporter's.
  "GET /lost-found/{id}/matches": row({
    call: (w, headers) =>
      t.api("GET /lost-found/:id/matches", { param: { id: w.lostReport.id }, headers }),
    expect: [401, 200, 404, 404, 404, 404, 404, 404],
    check: ({ json, text, w }) => {
      expect(json.matches.map((m) => m.id)).toEqual([w.lostFoundMatch.id]);
      expect(text).not.toMatch(/latitude|user_id|85\.31/);
    },
  }),
  "GET /lost-found/matches/{id}/messages": row({
    call: (w, headers) =>
      t.api("GET /lost-found/matches/:id/messages", {
        param: { id: w.lostFoundMatch.id },
        headers,
      }),
    expect: LOST_FOUND_PAIR,
    check: ({ json, caller }) =>
      expect(json.messages.map((m) => [m.text, m.mine])).toEqual([
        ["Is it my Kalu?", caller === "user"],
      ]),
  }),
  "POST /lost-found/matches/{id}/messages": row({
    call: (w, headers) =>
      t.api("POST /lost-found/matches/:id/messages", {
        param: { id: w.lostFoundMatch.id },
        json: { text: "She has a white chest." },
        headers,
      }),
    expect: [401, 201, 404, 404, 404, 404, 201, 404],
  }),
  "POST /lost-found/matches/{id}/reunited": row({
    call: (w, headers) =>
      t.api("POST /lost-found/matches/:id/reunited", {
        param: { id: w.lostFoundMatch.id },
        headers,
      }),
    expect: LOST_FOUND_PAIR,
    check: ({ json }) => expect(json.state).toBe("reunited"),
  }),
  "POST /lost-found/matches/{id}/not-a-match": row({
    call: (w, headers) =>
      t.api("POST /lost-found/matches/:id/not-a-match", {
        param: { id: w.lostFoundMatch.id },
        headers,
      }),
    expect: LOST_FOUND_PAIR,
    check: ({ json }) => expect(json.state).toBe("not_a_match"),
  }),
  // The community-dog register: store A's team (and its caretakers, who are not among these
  // callers: community-dogs/caretaker-role.test.ts); a foster, other stores and the admin are refused.
  "POST /vendors/{id}/community-dogs": row({
    call: (w, headers) =>
      t.api("POST /vendors/:id/community-dogs", {
        param: { id: w.storeA.id },
        json: { name: "Moti", district: "Lalitpur", ward: 3 },
        headers,
      }),
    expect: REGISTER_A_WRITES,
  }),
  "GET /vendors/{id}/community-dogs": row({
    call: (w, headers) =>
      t.api("GET /vendors/:id/community-dogs", { param: { id: w.storeA.id }, headers }),
    expect: TEAM_A_ALL,
    check: ({ json, w }) => {
      expect(json.dogs.map((dog) => dog.id)).toContain(w.dogA.id);
      expect(json.dogs.every((dog) => dog.vendor_id === w.storeA.id)).toBe(true);
    },
  }),
  "GET /community-dogs/{id}": row({
    call: (w, headers) => t.api("GET /community-dogs/:id", { param: { id: w.dogA.id }, headers }),
    expect: TEAM_A_ALL,
    check: ({ json, w }) => expect(json.records.map((r) => r.id)).toEqual([w.dogRecordA.id]),
  }),
  "PATCH /community-dogs/{id}": row({
    call: (w, headers) =>
      t.api("PATCH /community-dogs/:id", {
        param: { id: w.dogA.id },
        json: { status: "moved" },
        headers,
      }),
    expect: TEAM_A_ALL,
  }),
  "POST /community-dogs/{id}/photo": row({
    call: (w, headers) => uploadTo(`/api/community-dogs/${w.dogA.id}/photo`, headers),
    expect: TEAM_A_ALL,
  }),
  "POST /community-dogs/{id}/records": row({
    call: (w, headers) =>
      t.api("POST /community-dogs/:id/records", {
        param: { id: w.dogA.id },
        json: { kind: "deworming", given_on: "2026-03-01" },
        headers,
      }),
    expect: REGISTER_A_WRITES,
  }),
  "DELETE /community-dogs/{id}/records/{recordId}": row({
    call: (w, headers) =>
      t.api("DELETE /community-dogs/:id/records/:recordId", {
        param: { id: w.dogA.id, recordId: w.dogRecordA.id },
        headers,
      }),
    expect: [401, 403, 204, 204, 204, 403, 403, 403],
  }),
  "POST /vendors/{id}/camps": row({
    call: (w, headers) =>
      t.api("POST /vendors/:id/camps", {
        param: { id: w.storeA.id },
        json: {
          held_on: "2026-03-01",
          district: "Lalitpur",
          ward: 3,
          dogs: [{ dog_id: w.dogA.id }, { name: "Moti" }],
          sterilised: true,
          vaccinated: true,
        },
        headers,
      }),
    expect: REGISTER_A_WRITES,
    check: ({ json, w }) => expect(json.dog_ids[0]).toBe(w.dogA.id),
  }),
  "GET /vendors/{id}/camps": row({
    call: (w, headers) => t.api("GET /vendors/:id/camps", { param: { id: w.storeA.id }, headers }),
    expect: TEAM_A_ALL,
  }),
  // better-auth's own routes, described in the document for API clients (auth-docs.ts).
  "POST /auth/sign-in/email": row({
    // An address of its own per cell: five wrong passwords for one account pause it.
    call: (_, headers) =>
      t.api("POST /auth/sign-in/email", {
        json: { email: `nobody-${++guessedAddresses}@sathi.test`, password: "not-the-password" },
        headers,
      }),
    expect: [401, 401, 401, 401, 401, 401, 401, 401],
  }),
  "POST /auth/phone-number/send-otp": row({
    // A number of its own per cell: each number gets a few codes an hour.
    call: (_, headers) =>
      t.api("POST /auth/phone-number/send-otp", {
        json: { phoneNumber: `+977981${String(++textedNumbers).padStart(7, "0")}` },
        headers,
      }),
    expect: ANYONE,
  }),
  "POST /auth/phone-number/verify": row({
    call: (_, headers) =>
      t.api("POST /auth/phone-number/verify", {
        json: { phoneNumber: "+9779812345678", code: "000000" },
        headers,
      }),
    expect: [400, 400, 400, 400, 400, 400, 400, 400],
  }),
  "GET /auth/get-session": row({
    call: (_, headers) => t.api("GET /auth/get-session", { headers }),
    expect: ANYONE,
    check: ({ caller, json }) => expect(json === null).toBe(caller === "signedOut"),
  }),
  "POST /auth/sign-out": row({
    call: (_, headers) => t.api("POST /auth/sign-out", { json: {}, headers }),
    expect: ANYONE,
    endsCallerSession: true,
  }),
};
let textedNumbers = 0;
let guessedAddresses = 0;

let t: TestApp;
let callers: Callers;
let jpeg: Buffer;
let documented: string[];

/** The part of the OpenAPI document read here: each path's operations. */
const OpenApiPaths = z.object({ paths: z.record(z.string(), z.record(z.string(), z.unknown())) });

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_DONATIONS: "1000" });
  callers = await signInCallers(t);
  jpeg = await makeJpeg();
  // Not a route of the API itself: the document describing it.
  const doc = OpenApiPaths.parse((await t.request("GET", "/api/openapi.json")).json);
  documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
  );
});
afterAll(() => t.close());

it("has one row for every documented route, and no row for a route that is gone", () => {
  expect(documented.length).toBeGreaterThan(30);
  expect(documented.filter((route) => !MATRIX[route])).toEqual([]);
  expect(Object.keys(MATRIX).filter((route) => !documented.includes(route))).toEqual([]);
});

describe.each(Object.entries(MATRIX))("%s", (_route, row) => {
  it.each(CALLERS.map((caller, index) => [caller, row.expect[index]!] as const))(
    "%s → %i",
    async (caller, status) => {
      const w = await freshWorld(t, callers);
      const before = await snapshot(t);
      const response = await row.call(w, callers.headers(caller));
      expect(response.status, response.text).toBe(status);
      if (status >= 400) {
        expect(response.refusal?.error, response.text).toEqual(expect.any(String));
        expect(await snapshot(t)).toEqual(before);
      } else {
        await response.check({ caller, text: response.text, w, t });
        if (row.endsCallerSession) await callers.replace(caller);
      }
    },
  );
});
