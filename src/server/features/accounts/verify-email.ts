import { verifyJWT } from "better-auth/crypto";
import type { VerifyEmailRequest } from "../../../contract/accounts";
import type { AppDeps } from "../../deps";
import { AppError } from "../../lib/errors";

type Deps = Pick<AppDeps, "auth">;

const invalidLink = () =>
  new AppError(
    400,
    "This link is not valid or has expired. Log in with your e-mail and password and we will send you a new one.",
    "INVALID_TOKEN",
  );

/**
 * The unverified account a verification link is for. The token is checked (signature, expiry)
 * before anything else, so a made-up token cannot be used to try passwords.
 */
export async function findAccountToVerify(deps: Deps, token: string) {
  const context = await deps.auth.$context;
  const payload = await verifyJWT<{ email?: unknown; userId?: unknown; updateTo?: unknown }>(
    token,
    context.secret,
  );
  if (!payload || typeof payload.email !== "string" || payload.updateTo) throw invalidLink();
  const found = await context.internalAdapter.findUserByEmail(payload.email, {
    includeAccounts: true,
  });
  if (!found || (payload.userId !== undefined && payload.userId !== found.user.id)) {
    throw invalidLink();
  }
  if (found.user.emailVerified) {
    throw new AppError(
      409,
      "This e-mail address is already verified. Log in with your password.",
      "ALREADY_VERIFIED",
    );
  }
  const passwordHash = found.accounts.find(
    (account) => account.providerId === "credential",
  )?.password;
  return { userId: found.user.id, passwordHash };
}

/**
 * Verifies the address for whoever holds both the e-mailed link and the sign-up password, and
 * signs her in; answers the session cookie's headers. A link alone verifies nothing: otherwise
 * the owner clicking a mail she never asked for would hand her account to whoever signed up
 * with her address (docs/decisions/008-verifying-takes-link-and-password.md).
 */
export async function verifyEmailWithPassword(
  deps: Deps,
  account: Awaited<ReturnType<typeof findAccountToVerify>>,
  { token, password }: VerifyEmailRequest,
): Promise<Headers> {
  const context = await deps.auth.$context;
  const matches =
    account.passwordHash !== undefined &&
    account.passwordHash !== null &&
    (await context.password.verify({ hash: account.passwordHash, password }));
  if (!matches) throw new AppError(403, "The password is not right", "WRONG_PASSWORD");
  const { headers } = await deps.auth.api.verifyEmail({ query: { token }, returnHeaders: true });
  return headers;
}
