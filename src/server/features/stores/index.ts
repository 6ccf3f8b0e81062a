export { removeStore } from "./remove-store";
export { leaveTeams } from "./leave-teams";
export { recordActivity, type ActivityDetail } from "./activity";
export {
  findMyStore,
  findOpenedStore,
  isPlacedWith,
  lockStoreRow,
  mayActFor,
  READER_ROLES,
  readerRoleIn,
  requireMyStore,
  requirePetAction,
  requireRoleFor,
  requireStoreAction,
  roleIn,
  roleRefused,
} from "./store-access";
export { renderStoreHead } from "./store-head";
export { ownersOf, tellStore, type StoreRecipient } from "./store-notices";
