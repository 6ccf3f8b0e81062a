import type { AddEmailRequest, SmsSettingsRequest } from "../../../contract/accounts";
import { isPlaceholderEmail } from "../../../contract/phone";
import type { SessionUser } from "../../auth/session";
import type { AppDeps } from "../../deps";
import { AppError, conflict } from "../../lib/errors";

type Deps = Pick<AppDeps, "auth">;

/**
 * Texts about her requests and messages on or off (docs/product.md#sms). Written through the
 * auth library, which also updates the account in sessions kept in Redis.
 */
export async function setSmsNotifications(
  { auth }: Deps,
  userId: string,
  { enabled }: SmsSettingsRequest,
): Promise<void> {
  const { internalAdapter } = await auth.$context;
  await internalAdapter.updateUser(userId, { smsNotifications: enabled });
}

/**
 * An account made with a phone alone takes a real e-mail address and a password
 * (docs/decisions/038-accounts-by-phone.md). The address counts once she opens the e-mailed link
 * and enters this password, as at an e-mail sign-up; until then she goes on signing in by phone.
 */
export async function addEmail(
  { auth }: Deps,
  user: SessionUser,
  { email, password }: AddEmailRequest,
): Promise<void> {
  if (!isPlaceholderEmail(user.email)) {
    throw conflict("This account already has an e-mail address", "EMAIL_ALREADY_SET");
  }
  const context = await auth.$context;
  const address = email.toLowerCase();
  if (await context.internalAdapter.findUserByEmail(address)) {
    throw conflict("Another account already uses this e-mail address", "EMAIL_IN_USE");
  }
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
  await context.internalAdapter.updateUser(user.id, { email: address, emailVerified: false });
  await auth.api.sendVerificationEmail({
    body: { email: address, callbackURL: "/dashboard?tab=account" },
  });
}
