import type { Config } from "../../config";
import type { FeePayment } from "../../db/schema";
import type { MailLanguage } from "../../mail/account-language";
import { mailRupees } from "../../mail/mail-language";
import { feeReceiptNumber } from "./fee-receipts";

/**
 * The fee's receipt by SMS (docs/product.md#sms): its number, the amount and the link to its
 * page, where the whole receipt is; a fee paid twice says it is owed back.
 */
export function feeReceiptText(
  config: Pick<Config, "site" | "publicUrl">,
  payment: Pick<FeePayment, "id" | "uuid" | "amount" | "duplicate_of">,
  applicationId: number,
  petName: string,
  language: MailLanguage,
): string {
  const site = config.site.name;
  const number = feeReceiptNumber(payment.id);
  const amount = mailRupees(language, payment.amount);
  const link = `${config.publicUrl}/applications/${applicationId}/fee/return/${payment.uuid}`;
  const isTwice = payment.duplicate_of !== null;
  if (language === "ne") {
    return isTwice
      ? `${site}: ${petName}को धर्मपुत्र शुल्क पहिले नै तिरिएको थियो; यो ${amount} फिर्ता हुनेछ। रसिद ${number}: ${link}`
      : `${site}: ${petName}को धर्मपुत्र शुल्क ${amount} तिरियो। रसिद ${number}: ${link}`;
  }
  return isTwice
    ? `${site}: the adoption fee for ${petName} was already paid; this ${amount} will be refunded. Receipt ${number}: ${link}`
    : `${site}: adoption fee for ${petName} paid, ${amount}. Receipt ${number}: ${link}`;
}
