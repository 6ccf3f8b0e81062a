export { removeStore } from "./remove-store";
export { findOwnStore, requireOwnPet, requireOwnStore } from "./store-access";
export { renderStoreHead } from "./store-head";
