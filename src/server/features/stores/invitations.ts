import { createHash, randomBytes } from "node:crypto";
import type { Kysely, Selectable } from "kysely";
import { isPlaceholderEmail, localMobile } from "../../../contract/phone";
import type { StoreRole } from "../../../contract/store-roles";
import {
  INVITATION_DAYS,
  type InvitationPreview,
  type StoreInvitation,
} from "../../../contract/store-teams";
import type { SessionUser } from "../../auth/session";
import type { AppDeps } from "../../deps";
import type { DB, StoreInvitationTable } from "../../db/schema";
import { asMailLanguage } from "../../mail/account-language";
import { AppError, badRequest, conflict, forbidden, notFound } from "../../lib/errors";
import { recordActivity } from "./activity";
import { invitationMail, invitationText, type InvitationWords } from "./invitation-messages";
import { lockStoreRow, requireStoreAction } from "./store-access";

type Deps = Pick<AppDeps, "db" | "mail" | "config" | "dialect">;
type Invitation = Selectable<StoreInvitationTable>;

/**
 * A store invites by e-mail address or mobile number (docs/decisions/048-store-teams.md). The link
 * carries a random token; only its hash is stored, so the table read by someone else opens
 * nothing. Only the account that has proved the address may accept, once.
 */

/** Open invitations a store may have at once, and how many it may send in a day. */
export const OPEN_INVITATIONS_MAX = 20;
export const INVITATIONS_PER_DAY = 40;

const DAY_MS = 24 * 60 * 60 * 1000;

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** s•••@example.com, 98•••••67: enough to know which account to sign in with, no more. */
export function maskAddress(invitation: Pick<Invitation, "email" | "phone">): string {
  if (invitation.email) {
    const [local = "", domain = ""] = invitation.email.split("@");
    return `${local.slice(0, 1)}•••@${domain}`;
  }
  const local = localMobile(invitation.phone ?? "");
  return `${local.slice(0, 2)}•••••${local.slice(-2)}`;
}

/** Open: neither accepted nor withdrawn, and not yet expired. */
const isOpenAt = (now: string) => (invitation: Invitation) =>
  !invitation.accepted_at && !invitation.withdrawn_at && invitation.expires_at > now;

/** The invitations of a store still waiting for an answer, newest first (owners' view). */
export async function openInvitations(db: Kysely<DB>, storeId: number): Promise<StoreInvitation[]> {
  const rows = await db
    .selectFrom("store_invitation")
    .leftJoin("user", "user.id", "store_invitation.invited_by")
    .select([
      "store_invitation.id",
      "store_invitation.role",
      "store_invitation.email",
      "store_invitation.phone",
      "store_invitation.created_at",
      "store_invitation.expires_at",
      "user.name as invited_by",
    ])
    .where("store_invitation.vendor_id", "=", storeId)
    .where("store_invitation.accepted_at", "is", null)
    .where("store_invitation.withdrawn_at", "is", null)
    .where("store_invitation.expires_at", ">", new Date().toISOString())
    .orderBy("store_invitation.id", "desc")
    .execute();
  return rows.map((row) => ({ ...row, invited_by: row.invited_by ?? null }));
}

/** The account that has proved this address (a verified e-mail or a verified number), if any. */
function provenHolder(db: Kysely<DB>, address: { email?: string; phone?: string }) {
  let query = db
    .selectFrom("user")
    .select(["id", "language", "emailVerified", "phoneNumberVerified"]);
  query = address.email
    ? query.where("email", "=", address.email.toLowerCase())
    : query.where("phoneNumber", "=", address.phone!);
  return query
    .execute()
    .then((rows) =>
      rows.find((row) =>
        address.email ? Boolean(row.emailVerified) : Boolean(row.phoneNumberVerified),
      ),
    );
}

/** The inviter, unless she invites herself or someone already on the team. */
async function refuseSelfOrMember(
  db: Kysely<DB>,
  user: SessionUser,
  storeId: number,
  { email, phone }: { email?: string; phone?: string },
) {
  const inviter = await db
    .selectFrom("user")
    .select(["name", "email", "phoneNumber", "phoneNumberVerified", "language"])
    .where("id", "=", user.id)
    .executeTakeFirstOrThrow();
  const isSelf = email
    ? inviter.email.toLowerCase() === email
    : Boolean(inviter.phoneNumberVerified) && inviter.phoneNumber === phone;
  if (isSelf) throw badRequest("You cannot invite yourself", undefined, "INVITE_SELF");

  // Only the team's own members are looked at here: the owner sees them on the team anyway, so
  // this says nothing about accounts outside it.
  const onTeam = await db
    .selectFrom("store_member")
    .innerJoin("user", "user.id", "store_member.user_id")
    .select(["user.id", "user.phoneNumberVerified"])
    .where("store_member.vendor_id", "=", storeId)
    .where((eb) =>
      email ? eb(eb.fn("lower", ["user.email"]), "=", email) : eb("user.phoneNumber", "=", phone!),
    )
    .execute();
  if (onTeam.some((member) => email || Boolean(member.phoneNumberVerified))) {
    throw conflict("This person is already on the team", "ALREADY_MEMBER");
  }
  return inviter;
}

/** Refuses a store at its cap of open invitations or of invitations sent in a day. */
async function requireRoomForOne(trx: Kysely<DB>, storeId: number, now: Date) {
  const nowIso = now.toISOString();
  const counts = await trx
    .selectFrom("store_invitation")
    .select((eb) => [
      eb.fn
        .count<number>("id")
        .filterWhere((f) =>
          f.and([
            f("accepted_at", "is", null),
            f("withdrawn_at", "is", null),
            f("expires_at", ">", nowIso),
          ]),
        )
        .as("open"),
      eb.fn
        .count<number>("id")
        .filterWhere("created_at", ">", new Date(now.getTime() - DAY_MS).toISOString())
        .as("today"),
    ])
    .where("vendor_id", "=", storeId)
    .executeTakeFirstOrThrow();
  // Each invitation mails or texts someone: a cap keeps a store from spamming through it.
  if (Number(counts.open) >= OPEN_INVITATIONS_MAX || Number(counts.today) >= INVITATIONS_PER_DAY) {
    throw conflict(
      `A store may have at most ${OPEN_INVITATIONS_MAX} open invitations and send ${INVITATIONS_PER_DAY} a day`,
      "TOO_MANY_INVITATIONS",
    );
  }
}

/** POST /api/vendors/{id}/invitations: owners invite; the mail or text is queued with the row. */
export async function inviteMember(
  deps: Deps,
  user: SessionUser,
  storeId: number,
  input: { role: StoreRole; email?: string; phone?: string },
): Promise<StoreInvitation> {
  const { db, config, mail } = deps;
  const store = await requireStoreAction(db, user, storeId, "members");
  // Each invitation mails or texts someone on the store's word: only a store the admin has
  // approved may send them.
  if (store.status !== "active") {
    throw conflict("Your store can invite its team once the admin approves it", "STORE_NOT_LISTED");
  }
  const email = input.email?.trim().toLowerCase();
  const phone = input.phone;
  const inviter = await refuseSelfOrMember(db, user, storeId, { email, phone });

  const holder = await provenHolder(db, { email, phone });
  const language = asMailLanguage(holder?.language ?? inviter.language);
  const token = randomBytes(32).toString("base64url");
  const now = new Date();
  const nowIso = now.toISOString();

  const row = await db.transaction().execute(async (trx) => {
    await lockStoreRow(trx, deps.dialect, storeId);
    // A second invitation to the same address replaces the first: one link works at a time.
    let replaced = trx
      .updateTable("store_invitation")
      .set({ withdrawn_at: nowIso })
      .where("vendor_id", "=", storeId)
      .where("accepted_at", "is", null)
      .where("withdrawn_at", "is", null);
    replaced = email ? replaced.where("email", "=", email) : replaced.where("phone", "=", phone!);
    await replaced.execute();

    await requireRoomForOne(trx, storeId, now);

    const created = await trx
      .insertInto("store_invitation")
      .values({
        vendor_id: storeId,
        role: input.role,
        email: email ?? null,
        phone: phone ?? null,
        token_hash: hashToken(token),
        language,
        invited_by: user.id,
        created_at: nowIso,
        expires_at: new Date(now.getTime() + INVITATION_DAYS * DAY_MS).toISOString(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();

    const words: InvitationWords = {
      storeTitle: store.title,
      inviterName: inviter.name,
      role: input.role,
      url: `${config.publicUrl}/invitations/${token}`,
    };
    if (email) await mail.enqueue(invitationMail(config, email, language, words), trx);
    // Not a code: it waits out the quiet hours and counts against the SMS budget when sent.
    else
      await mail.enqueueSms(
        { to: phone!, text: invitationText(language, words), isCode: false },
        trx,
      );

    await recordActivity(trx, {
      storeId,
      actorId: user.id,
      action: "member_invited",
      detail: { member_name: maskAddress(created), role: input.role },
    });
    return created;
  });
  mail.kick();
  return {
    id: row.id,
    role: row.role,
    email: row.email,
    phone: row.phone,
    invited_by: inviter.name,
    created_at: row.created_at,
    expires_at: row.expires_at,
  };
}

/** DELETE /api/vendors/{id}/invitations/{invitationId}: an owner takes an open one back. */
export async function withdrawInvitation(
  { db }: Pick<Deps, "db">,
  user: SessionUser,
  storeId: number,
  invitationId: number,
) {
  await requireStoreAction(db, user, storeId, "members");
  await db.transaction().execute(async (trx) => {
    const withdrawn = await trx
      .updateTable("store_invitation")
      .set({ withdrawn_at: new Date().toISOString() })
      .where("id", "=", invitationId)
      .where("vendor_id", "=", storeId)
      .where("accepted_at", "is", null)
      .where("withdrawn_at", "is", null)
      .returning(["email", "phone", "role"])
      .executeTakeFirst();
    if (!withdrawn) throw invitationNotFound();
    await recordActivity(trx, {
      storeId,
      actorId: user.id,
      action: "invitation_withdrawn",
      detail: { member_name: maskAddress(withdrawn), role: withdrawn.role },
    });
  });
}

const invitationNotFound = () => notFound("There is no such invitation", "INVITATION_NOT_FOUND");

async function findByToken(db: Kysely<DB>, token: string) {
  const invitation = await db
    .selectFrom("store_invitation")
    .innerJoin("vendor", "vendor.id", "store_invitation.vendor_id")
    .selectAll("store_invitation")
    .select("vendor.title")
    .where("token_hash", "=", hashToken(token))
    .executeTakeFirst();
  if (!invitation) throw invitationNotFound();
  return invitation;
}

function stateOf(invitation: Invitation): InvitationPreview["state"] {
  if (invitation.accepted_at) return "used";
  if (invitation.withdrawn_at) return "withdrawn";
  return isOpenAt(new Date().toISOString())(invitation) ? "open" : "expired";
}

/**
 * GET /api/invitations/{token}: what the link's page shows. Built from the invitation alone, so
 * it reads the same whether or not the address has an account.
 */
export async function previewInvitation(
  { db }: Pick<Deps, "db">,
  token: string,
): Promise<InvitationPreview> {
  const invitation = await findByToken(db, token);
  return {
    store: { id: invitation.vendor_id, title: invitation.title },
    role: invitation.role,
    state: stateOf(invitation),
    via: invitation.email ? "email" : "phone",
    sent_to: maskAddress(invitation),
    expires_at: invitation.expires_at,
  };
}

function refuseUnlessOpen(invitation: Invitation) {
  const state = stateOf(invitation);
  if (state === "used") throw conflict("This invitation has been used", "INVITATION_USED");
  if (state === "withdrawn") {
    throw conflict("The store has withdrawn this invitation", "INVITATION_WITHDRAWN");
  }
  if (state === "expired") {
    throw new AppError(
      410,
      "This invitation has expired: ask the store for a new one",
      "INVITATION_EXPIRED",
    );
  }
}

/**
 * POST /api/invitations/{token}/accept: only by the account that has proved the invited address
 * (docs/decisions/044-every-credential-proven.md), once. The refusal never says whether an
 * account with that address exists.
 */
export async function acceptInvitation(
  { db, dialect }: Pick<Deps, "db" | "dialect">,
  user: SessionUser,
  token: string,
) {
  const invitation = await findByToken(db, token);
  refuseUnlessOpen(invitation);
  const account = await db
    .selectFrom("user")
    .select(["name", "email", "emailVerified", "phoneNumber", "phoneNumberVerified"])
    .where("id", "=", user.id)
    .executeTakeFirstOrThrow();
  const proven = invitation.email
    ? Boolean(account.emailVerified) &&
      !isPlaceholderEmail(account.email) &&
      account.email.toLowerCase() === invitation.email.toLowerCase()
    : Boolean(account.phoneNumberVerified) && account.phoneNumber === invitation.phone;
  if (!proven) {
    throw forbidden(
      "This invitation is for another address: sign in with the one it was sent to",
      "INVITATION_NOT_FOR_YOU",
    );
  }
  const storeId = invitation.vendor_id;
  await db.transaction().execute(async (trx) => {
    await lockStoreRow(trx, dialect, storeId);
    const member = await trx
      .selectFrom("store_member")
      .select("role")
      .where("vendor_id", "=", storeId)
      .where("user_id", "=", user.id)
      .executeTakeFirst();
    if (member) throw conflict("You are already on this store's team", "ALREADY_MEMBER");
    const now = new Date().toISOString();
    // Guarded, so of two accepts at once only one finds it still open.
    const taken = await trx
      .updateTable("store_invitation")
      .set({ accepted_at: now, accepted_by: user.id })
      .where("id", "=", invitation.id)
      .where("accepted_at", "is", null)
      .where("withdrawn_at", "is", null)
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) === 0) {
      throw conflict("This invitation has been used", "INVITATION_USED");
    }
    // chosen_at now: the store she joins is the one she works for next.
    await trx
      .insertInto("store_member")
      .values({
        vendor_id: storeId,
        user_id: user.id,
        role: invitation.role,
        joined_at: now,
        chosen_at: now,
      })
      .execute();
    await recordActivity(trx, {
      storeId,
      actorId: user.id,
      action: "member_joined",
      detail: { member_name: account.name, role: invitation.role },
    });
  });
  return { store: { id: storeId, title: invitation.title }, role: invitation.role };
}
