import { sql, type Kysely, type Migration } from "kysely";

/**
 * One fee per request and one home per pet (docs/product.md#adoption-fee, #requests).
 *
 * A fee payment the gateways took after the request's fee was already paid points to the one
 * that counts (`duplicate_of`): it is owed back to the applicant, never the store's money, until
 * the admin records its refund. At most one payment per request is in progress, and at most one
 * counts; rows from before are sorted out first (the older of two pending ones is cancelled, the
 * later of two completed ones becomes the one paid twice).
 *
 * A request marked Adopted keeps its pet until the store records the pet's return
 * (`returned_at`); only then may the pet be listed and adopted again.
 */
export function oneFeeOneHome(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("fee_payment").addColumn("duplicate_of", "integer").execute();
      await db.schema.alterTable("fee_payment").addColumn("refunded_on", "text").execute();
      await db.schema.alterTable("fee_payment").addColumn("refund_reference", "text").execute();
      await db.schema.alterTable("application").addColumn("returned_at", "text").execute();

      await sql`
        update fee_payment set status = 'cancelled'
        where status = 'pending' and exists (
          select 1 from fee_payment newer
          where newer.application_id = fee_payment.application_id
            and newer.status = 'pending' and newer.id > fee_payment.id)`.execute(db);
      await sql`
        update fee_payment set duplicate_of = (
          select earlier.id from fee_payment earlier
          where earlier.application_id = fee_payment.application_id
            and earlier.status = 'completed'
            and (earlier.completed_at < fee_payment.completed_at
              or (earlier.completed_at = fee_payment.completed_at and earlier.id < fee_payment.id))
          order by earlier.completed_at, earlier.id
          limit 1)
        where status = 'completed' and application_id is not null`.execute(db);

      await db.schema
        .createIndex("fee_payment_one_pending")
        .on("fee_payment")
        .column("application_id")
        .unique()
        .where(sql<boolean>`status = 'pending'`)
        .execute();
      await db.schema
        .createIndex("fee_payment_one_counted")
        .on("fee_payment")
        .column("application_id")
        .unique()
        .where(sql<boolean>`status = 'completed' and duplicate_of is null`)
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex("fee_payment_one_counted").execute();
      await db.schema.dropIndex("fee_payment_one_pending").execute();
      await db.schema.alterTable("application").dropColumn("returned_at").execute();
      await db.schema.alterTable("fee_payment").dropColumn("refund_reference").execute();
      await db.schema.alterTable("fee_payment").dropColumn("refunded_on").execute();
      await db.schema.alterTable("fee_payment").dropColumn("duplicate_of").execute();
    },
  };
}
