/**
 * A store is a team (docs/product.md#a-stores-team): each member has one role. The owner does
 * everything; a manager runs the adoptions; a carer looks after the animals; a foster keeps
 * animals at home and sees only those placed with her (docs/product.md#fosters); a caretaker feeds
 * and watches the dogs of a street and keeps only the store's community-dog register
 * (docs/product.md#community-dogs).
 */
export const STORE_ROLES = ["owner", "manager", "carer", "foster", "caretaker"] as const;
/** Its schema is in store-teams.ts: this file stays free of zod, since first-view pages read it. */
export type StoreRole = (typeof STORE_ROLES)[number];

/**
 * What a member may do, and the roles allowed each. A store route names the one action it
 * needs (server/features/stores/store-access.ts); the web hides what the reader's role cannot do.
 */
export const STORE_ACTIONS = {
  /** The store's name, place, hours and picture; deleting it. */
  settings: ["owner"],
  /** Inviting, changing roles, removing. */
  members: ["owner"],
  /** Adoption fees and their payouts. */
  fees: ["owner"],
  /** The agreement adopters sign, and the questions they answer. */
  agreement: ["owner", "manager"],
  /** Adding, editing, publishing and removing pets. */
  pets: ["owner", "manager"],
  /** A pet's photos. */
  photos: ["owner", "manager", "carer"],
  /** Approving, rejecting, handing over and recording a return. */
  decide: ["owner", "manager"],
  /** Writing to adopters as the store. */
  message: ["owner", "manager"],
  /** Writing an animal's health records, its intake, and ticking off what is due. */
  records: ["owner", "manager", "carer"],
  /** Placing animals in foster homes and bringing them back; recording an outcome. */
  placements: ["owner", "manager"],
  /** Reading requests, conversations, the activity, the team, records and figures. */
  read: ["owner", "manager", "carer"],
  /** Reading the community-dog register, registering its dogs and writing their records. */
  register: ["owner", "manager", "carer", "caretaker"],
} as const satisfies Record<string, readonly StoreRole[]>;
export type StoreAction = keyof typeof STORE_ACTIONS;

export const mayDo = (role: StoreRole, action: StoreAction): boolean =>
  (STORE_ACTIONS[action] as readonly StoreRole[]).includes(role);

/**
 * What a foster may do, and only for an animal placed with her now: write its weight and notes
 * (FOSTER_RECORD_KINDS), add its photos, and read its records and history.
 */
export const FOSTER_ACTIONS = ["records", "photos"] as const satisfies readonly StoreAction[];
export const mayFosterDo = (action: StoreAction): boolean =>
  (FOSTER_ACTIONS as readonly StoreAction[]).includes(action);
