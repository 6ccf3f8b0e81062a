import { join } from "node:path";

/** Where the e2e server files captured e-mails (one JSON file each). */
export const mailDir = () => join(process.env.E2E_DATA_DIR!, "mail");

/** Where the e2e server files the SMS its Sparrow stand-in accepted (one JSON file each). */
export const smsDir = () => join(process.env.E2E_DATA_DIR!, "sms");

/** Where the e2e server writes the addresses of its eSewa and Khalti stand-ins. */
export const gatewaysFile = () => join(process.env.E2E_DATA_DIR!, "gateways.json");

/** Where the e2e server writes the address of its control (the digest run at a chosen time). */
export const controlFile = () => join(process.env.E2E_DATA_DIR!, "control.json");

/** Who the local stand-in for Google signs in. */
export const GOOGLE_USER = {
  sub: "google-oauth2|e2e-1",
  email: "dolma.google@example.test",
  given_name: "Dolma",
  family_name: "Lama",
};
