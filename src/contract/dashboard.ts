/**
 * The dashboard's store tab. Its URL keeps the API's original word, as links already mailed and
 * texted to owners use it.
 */
export const STORE_TAB = "vendor";
export const STORE_DASHBOARD = `/dashboard?tab=${STORE_TAB}`;
