import { sql, type Kysely, type Migration } from "kysely";
import type { Dialect } from "../database";
import { replaceRoleChecks } from "./0032-animal-records";

const ROLES_BEFORE = "('owner', 'manager', 'carer', 'foster')";
const ROLES_AFTER = "('owner', 'manager', 'carer', 'foster', 'caretaker')";

/**
 * A caretaker: a person who feeds and watches the dogs of a street, invited by a store to keep
 * its community-dog register (docs/product.md#community-dogs). She is a member of the team with
 * a role of her own, allowed the register and nothing else of the store.
 */
export function caretakerRole(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await replaceRoleChecks(db, dialect, ROLES_BEFORE, ROLES_AFTER);
    },
    async down(db: Kysely<unknown>) {
      await sql`delete from store_member where role = 'caretaker'`.execute(db);
      await sql`delete from store_invitation where role = 'caretaker'`.execute(db);
      await replaceRoleChecks(db, dialect, ROLES_AFTER, ROLES_BEFORE);
    },
  };
}
