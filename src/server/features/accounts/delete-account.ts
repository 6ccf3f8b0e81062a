import type { DeleteAccountRequest } from "../../../contract/accounts";
import { isPlaceholderEmail, toNepaliMobile } from "../../../contract/phone";
import type { SessionUser } from "../../auth/session";
import type { AppDeps } from "../../deps";
import { AppError, badRequest } from "../../lib/errors";
import { findOpenedStore, leaveTeams } from "../stores";

type Deps = Pick<AppDeps, "auth" | "db" | "storage" | "log">;

/**
 * Deletes the caller's account once they confirm it: a store only she is on (pets, photos and the
 * requests for them, files too; a store with a team goes on without her, leave-teams.ts), then the user with their own requests, favourites, sign-in methods and
 * every session, wherever sessions are kept (database and Redis).
 */
export async function deleteAccount(deps: Deps, user: SessionUser, confirm: DeleteAccountRequest) {
  const auth = await deps.auth.$context;
  const accounts = await auth.internalAdapter.findAccounts(user.id);
  const hash = accounts.find((account) => account.providerId === "credential")?.password;
  if (hash) {
    if (!confirm.password)
      throw badRequest(
        "Enter your password to delete your account",
        undefined,
        "PASSWORD_REQUIRED",
      );
    if (!(await auth.password.verify({ hash, password: confirm.password }))) {
      throw new AppError(403, "The password is not right", "WRONG_PASSWORD");
    }
  } else if (isPlaceholderEmail(user.email)) {
    // Made with a phone alone: no password and no address, so she types her number.
    const phone = await deps.db
      .selectFrom("user")
      .select("phoneNumber")
      .where("id", "=", user.id)
      .executeTakeFirst();
    const typed = toNepaliMobile(confirm.email ?? "");
    if (!typed || typed !== phone?.phoneNumber) {
      throw badRequest(
        "Type your phone number to delete your account",
        undefined,
        "PHONE_CONFIRMATION_REQUIRED",
      );
    }
  } else if (confirm.email?.trim().toLowerCase() !== user.email.toLowerCase()) {
    throw badRequest(
      "Type your e-mail address to delete your account",
      undefined,
      "EMAIL_CONFIRMATION_REQUIRED",
    );
  }
  const store = await findOpenedStore(deps.db, user.id);
  await leaveTeams(deps, user.id);
  await auth.internalAdapter.deleteUser(user.id);
  deps.log.info("Account deleted", { userId: user.id, hadStore: Boolean(store) });
}
