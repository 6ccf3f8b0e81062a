import { randomUUID } from "node:crypto";
import type { z } from "zod";
import {
  DONATION_REFUSALS,
  type CreatedDonation,
  type NewDonation,
  type RecentDonation,
} from "../../../contract/donations";
import type { AppDeps } from "../../deps";
import { AppError, notFound } from "../../lib/errors";
import { esewaCheckout } from "./esewa";
import { initiateKhalti } from "./khalti";
import { METHOD_NAMES } from "./receipts";

type Deps = Pick<AppDeps, "db" | "config" | "log">;

/** Where the gateways send the visitor back: pages of the site, which then ask the API. */
export const returnUrls = (publicUrl: string, uuid: string) => ({
  // No query string of our own: eSewa appends `?data=` to the success URL as it is.
  success: `${publicUrl}/donate/return/${uuid}`,
  failure: `${publicUrl}/donate/cancelled/${uuid}`,
});

/**
 * POST /api/donations: a pending donation, and what the browser needs to pay it at the
 * gateway. Nothing here is believed later: the return is checked with the gateway itself.
 */
export async function createDonation(
  deps: Deps,
  input: z.output<typeof NewDonation>,
): Promise<CreatedDonation> {
  const { config, db, log } = deps;
  const method = input.method;
  const gateway = config.donations[method];
  if (!gateway) {
    throw new AppError(
      400,
      `${METHOD_NAMES[method]} donations are not available. Please use the QR code instead.`,
      DONATION_REFUSALS.methodUnavailable,
    );
  }
  const uuid = randomUUID();
  const now = new Date().toISOString();
  const donation = await db
    .insertInto("donation")
    .values({
      uuid,
      method,
      amount: input.amount,
      name: input.name ?? null,
      email: input.email?.toLowerCase() ?? null,
      message: input.message ?? null,
      anonymous: input.anonymous ? 1 : 0,
      created_at: now,
      updated_at: now,
    })
    .returning(["id", "uuid", "amount"])
    .executeTakeFirstOrThrow();
  const urls = returnUrls(config.publicUrl, uuid);

  if (method === "esewa") {
    const checkout = esewaCheckout(config.donations.esewa!, donation, urls);
    return { id: uuid, amount: donation.amount, method, checkout };
  }

  let payment: Awaited<ReturnType<typeof initiateKhalti>>;
  try {
    payment = await initiateKhalti(
      config.donations.khalti!,
      { ...donation, purpose: `Donation to ${config.site.name}` },
      { website: config.publicUrl, return: urls.success },
      log,
    );
  } catch (error) {
    // Khalti never saw it, so nobody can pay it: no record to keep.
    await db.deleteFrom("donation").where("id", "=", donation.id).execute();
    throw error;
  }
  await db
    .updateTable("donation")
    .set({ pidx: payment.pidx, updated_at: new Date().toISOString() })
    .where("id", "=", donation.id)
    .execute();
  return {
    id: uuid,
    amount: donation.amount,
    method,
    checkout: { kind: "redirect", url: payment.paymentUrl },
  };
}

export async function findDonation({ db }: Pick<AppDeps, "db">, uuid: string) {
  const donation = await db
    .selectFrom("donation")
    .selectAll()
    .where("uuid", "=", uuid)
    .executeTakeFirst();
  if (!donation) throw notFound("There is no such donation", "DONATION_NOT_FOUND");
  return donation;
}

const RECENT_COUNT = 6;

/** GET /api/donations/recent: the latest completed gifts; an anonymous donor stays nameless. */
export async function listRecentDonations({ db }: Pick<AppDeps, "db">): Promise<RecentDonation[]> {
  const rows = await db
    .selectFrom("donation")
    .select(["name", "anonymous", "amount", "method", "completed_at"])
    .where("status", "=", "completed")
    .orderBy("completed_at", "desc")
    .orderBy("id", "desc")
    .limit(RECENT_COUNT)
    .execute();
  return rows.map((row) => ({
    name: row.anonymous ? null : row.name,
    amount: row.amount,
    method: row.method,
    completed_at: row.completed_at!,
  }));
}
