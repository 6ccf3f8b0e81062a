import { signJWT, verifyJWT } from "better-auth/crypto";
import { isReservedEmail, type AddEmailRequest } from "../../../contract/accounts";
import { isPlaceholderEmail } from "../../../contract/phone";
import { authMails } from "../../auth/auth-mails";
import type { SessionUser } from "../../auth/session";
import type { AppDeps } from "../../deps";
import { isUniqueViolation } from "../../lib/db-errors";
import { AppError, badRequest, conflict } from "../../lib/errors";

type Deps = Pick<AppDeps, "auth" | "config" | "db" | "mail">;

/** What the link's token is for, so no other signed token of the site can stand in for it. */
const PURPOSE = "confirm-added-email";
const LINK_SECONDS = 24 * 60 * 60;

const invalidLink = () =>
  new AppError(
    400,
    "This link is not valid or has expired. Add the address again from your account page.",
    "INVALID_TOKEN",
  );

export const reservedEmail = () =>
  badRequest(
    "This address cannot receive e-mail. Enter your own e-mail address.",
    undefined,
    "EMAIL_RESERVED",
  );

const emailInUse = () =>
  conflict("Another account already uses this e-mail address", "EMAIL_IN_USE");

/** The link in the confirmation e-mail: the site's page, which confirms it for the signed-in account. */
export const confirmEmailLink = (publicUrl: string, token: string) =>
  `${publicUrl}/confirm-email?token=${encodeURIComponent(token)}`;

async function sendMail(deps: Deps, message: Parameters<AppDeps["mail"]["enqueue"]>[0]) {
  await deps.mail.enqueue(message);
  deps.mail.kick();
}

/**
 * An account made with a phone alone takes an e-mail address and a password. The address only
 * waits (`pendingEmail`) until its owner opens the e-mailed link while signed in to this account:
 * until then it signs nobody in, makes nobody admin, is mailed nothing but that link, and does not
 * stop the address's owner from signing up herself (docs/decisions/044-every-credential-proven.md).
 * The answer is the same whether or not the address belongs to another account; that account's
 * owner is told someone tried.
 */
export async function addEmail(
  deps: Deps,
  user: SessionUser,
  { email, password }: AddEmailRequest,
): Promise<void> {
  if (!isPlaceholderEmail(user.email)) {
    throw conflict("This account already has an e-mail address", "EMAIL_ALREADY_SET");
  }
  if (isReservedEmail(email)) throw reservedEmail();
  const context = await deps.auth.$context;
  const accounts = await context.internalAdapter.findAccounts(user.id);
  const credential = accounts.find((account) => account.providerId === "credential");
  if (credential?.password) {
    if (!(await context.password.verify({ hash: credential.password, password }))) {
      throw new AppError(403, "The password is not right", "WRONG_PASSWORD");
    }
  } else {
    await context.internalAdapter.linkAccount({
      userId: user.id,
      providerId: "credential",
      accountId: user.id,
      password: await context.password.hash(password),
    });
  }
  const mails = authMails(deps.config);
  const address = email.toLowerCase();
  const holder = await context.internalAdapter.findUserByEmail(address);
  if (holder?.user.emailVerified) {
    await sendMail(deps, mails.addressTried(holder.user));
    return;
  }
  const { language } = await deps.db
    .selectFrom("user")
    .select("language")
    .where("id", "=", user.id)
    .executeTakeFirstOrThrow();
  await context.internalAdapter.updateUser(user.id, { pendingEmail: address });
  const token = await signJWT(
    { purpose: PURPOSE, userId: user.id, email: address },
    context.secret,
    LINK_SECONDS,
  );
  await sendMail(
    deps,
    mails.confirmAddedEmail(
      { email: address, name: user.name, language },
      confirmEmailLink(deps.config.publicUrl, token),
    ),
  );
}

/**
 * The link of `addEmail`, opened by the account it was sent for: the address becomes the
 * account's own and verified. An account that signed up with the address and never proved it
 * owned nothing (it could never sign in) and goes; one that proved it keeps it.
 */
export async function confirmAddedEmail(
  deps: Deps,
  user: SessionUser,
  token: string,
): Promise<void> {
  const context = await deps.auth.$context;
  const payload = await verifyJWT<{ purpose?: unknown; userId?: unknown; email?: unknown }>(
    token,
    context.secret,
  );
  if (!payload || payload.purpose !== PURPOSE || typeof payload.email !== "string") {
    throw invalidLink();
  }
  if (payload.userId !== user.id) {
    throw new AppError(
      403,
      "This link is for another account. Sign in with the phone number that added this address, then open the link again.",
      "EMAIL_LINK_OTHER_ACCOUNT",
    );
  }
  const address = payload.email;
  if (user.email === address) {
    throw conflict("This e-mail address is already confirmed", "ALREADY_VERIFIED");
  }
  const row = await deps.db
    .selectFrom("user")
    .select("pendingEmail")
    .where("id", "=", user.id)
    .executeTakeFirstOrThrow();
  // A newer address replaced it.
  if (row.pendingEmail !== address) throw invalidLink();
  const holder = await context.internalAdapter.findUserByEmail(address);
  if (holder && holder.user.id !== user.id) {
    if (holder.user.emailVerified) throw emailInUse();
    await context.internalAdapter.deleteUser(holder.user.id);
  }
  try {
    await context.internalAdapter.updateUser(user.id, {
      email: address,
      emailVerified: true,
      pendingEmail: null,
    });
  } catch (error) {
    // Someone else took the address between the check and the write.
    if (isUniqueViolation(error)) throw emailInUse();
    throw error;
  }
}
