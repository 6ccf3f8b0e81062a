import { startStandinServer, type StandinReply } from "./standin-http";

/**
 * Local stand-ins for the two Nepali SMS gateways, speaking their send protocols: Sparrow SMS
 * API v2 (`POST /v2/sms/`: token, from, to, text; sparrowsms/apidocs) and Aakash SMS v3
 * (`POST /sms/v3/send`: auth_token, to, text). Each keeps what it accepted, and can be told to
 * fail the next few sends as a gateway that is down or out of credit does. Test code.
 */
export interface ReceivedSms {
  to: string;
  text: string;
  from?: string;
}

export async function startSmsStandin({
  token,
  from,
  onReceive,
}: {
  token: string;
  from?: string;
  /** Called with each SMS accepted, e.g. to file it where another process reads it. */
  onReceive?: (sms: ReceivedSms) => void;
}) {
  const received: ReceivedSms[] = [];
  const accept = (sms: ReceivedSms) => {
    received.push(sms);
    onReceive?.(sms);
  };
  let failures = 0;

  function sparrow(form: URLSearchParams): StandinReply {
    if (failures > 0) {
      failures -= 1;
      return { status: 403, json: { response_code: 1013, response: "Insufficient Credits" } };
    }
    const fields = ["token", "from", "to", "text"].map((name) => form.get(name) ?? "");
    if (fields.some((value) => !value)) {
      return {
        status: 403,
        json: { response_code: 1000, response: "A required field is missing" },
      };
    }
    const [given, sender, to, text] = fields as [string, string, string, string];
    if (given !== token)
      return { status: 403, json: { response_code: 1002, response: "Invalid Token" } };
    if (from !== undefined && sender !== from) {
      return { status: 403, json: { response_code: 1008, response: "Invalid Sender" } };
    }
    if (!/^9[678]\d{8}$/.test(to)) {
      return { status: 403, json: { response_code: 1007, response: "Invalid Receiver" } };
    }
    accept({ to, text, from: sender });
    return {
      json: { count: 1, response_code: 200, response: "1 mesages has been queued for delivery" },
    };
  }

  function aakash(form: URLSearchParams): StandinReply {
    if (failures > 0) {
      failures -= 1;
      return { status: 503, json: { error: true, message: "Service unavailable.", data: [] } };
    }
    if (form.get("auth_token") !== token) {
      return { json: { error: true, message: "The provided Auth Token is not valid.", data: [] } };
    }
    const to = form.get("to") ?? "";
    const text = form.get("text") ?? "";
    if (!text) return { json: { error: true, message: "The text field is required.", data: [] } };
    if (!/^9[678]\d{8}$/.test(to)) {
      const invalid = [{ mobile: to, text, credit: 0, network: "N/A", status: "aborted" }];
      return {
        json: {
          error: false,
          message: "0 messages has been queued for delivery.",
          data: { valid: [], invalid },
        },
      };
    }
    accept({ to, text });
    const valid = [
      {
        id: received.length,
        mobile: `977${to}`,
        text,
        credit: 1,
        network: "ntc",
        status: "queued",
      },
    ];
    return {
      json: {
        error: false,
        message: "1 messages has been queued for delivery.",
        data: { valid, invalid: [] },
      },
    };
  }

  const server = await startStandinServer(({ method, url, text }) => {
    const form = new URLSearchParams(text);
    if (method === "POST" && url.pathname === "/v2/sms/") return sparrow(form);
    if (method === "POST" && url.pathname === "/sms/v3/send") return aakash(form);
    return { status: 404, json: { error: "not found" } };
  });
  return {
    ...server,
    sparrowUrl: `${server.origin}/v2/sms/`,
    aakashUrl: `${server.origin}/sms/v3/send`,
    received,
    /** The next `count` sends fail as a gateway out of credit (Sparrow) or down (Aakash) does. */
    failNext(count: number) {
      failures = count;
    },
  };
}

export type SmsStandin = Awaited<ReturnType<typeof startSmsStandin>>;
