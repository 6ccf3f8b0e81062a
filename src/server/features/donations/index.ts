export { askGateway, checkReturn, gatewayGone, refusePayment } from "./gateway-checks";
export type { GatewayPayment } from "./gateway-checks";
export { esewaCheckout } from "./esewa";
export { initiateKhalti } from "./khalti";
export { METHOD_NAMES, NEPALI_METHOD_NAMES } from "./receipts";
