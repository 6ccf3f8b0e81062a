export { removeStore } from "./remove-store";
export { recordActivity, type ActivityDetail } from "./activity";
export {
  findMyStore,
  findOpenedStore,
  mayActFor,
  requireMyStore,
  requirePetAction,
  requireRoleFor,
  requireStoreAction,
  roleIn,
  roleRefused,
} from "./store-access";
export { renderStoreHead } from "./store-head";
export { ownersOf, tellStore, type StoreRecipient } from "./store-notices";
