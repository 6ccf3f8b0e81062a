import type { AccountLanguageRequest } from "../../../contract/accounts";
import type { AppDeps } from "../../deps";

/**
 * The language the account's e-mails are written in, from the language switch: what the person
 * reads the site in is what she reads her mail in (docs/product.md#messages). Written through
 * the auth library, which also updates the account in sessions kept in Redis.
 */
export async function setAccountLanguage(
  { auth }: Pick<AppDeps, "auth">,
  userId: string,
  { language }: AccountLanguageRequest,
): Promise<void> {
  const { internalAdapter } = await auth.$context;
  await internalAdapter.updateUser(userId, { language });
}
