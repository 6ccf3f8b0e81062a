export interface SmsMessage {
  /** A Nepali mobile number in E.164 (+97798…). */
  to: string;
  text: string;
}

/** One SMS gateway: resolves once the gateway has taken the message, throws otherwise. */
export interface SmsGateway {
  send(message: SmsMessage): Promise<void>;
}

/** Both Nepali gateways take the 10-digit national number (98…), not E.164. */
export const nationalNumber = (e164: string) => e164.replace(/^\+977/, "");
