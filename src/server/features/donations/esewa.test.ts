import { describe, expect, it } from "vitest";
import { readEsewaResponse, rupeesToPaisa, signEsewa } from "./esewa";

const esewa = {
  productCode: "EPAYTEST",
  secret: "8gBm/:&EnhH.1/q",
  formUrl: "https://rc-epay.esewa.com.np/api/epay/main/v2/form",
  statusUrl: "https://rc.esewa.com.np/api/epay/transaction/status/",
};
const ANSWER_NAMES =
  "transaction_code,status,total_amount,transaction_uuid,product_code,signed_field_names";

/** An answer as eSewa encodes it: the JSON text exactly as written, then base64. */
function encode(json: string) {
  return Buffer.from(json).toString("base64");
}
function signedJson(totalAmountToken: string, signedAmount: string, code = "000AWEO") {
  const values = {
    transaction_code: code,
    status: "COMPLETE",
    total_amount: signedAmount,
    transaction_uuid: "250610-162413",
    product_code: "EPAYTEST",
    signed_field_names: ANSWER_NAMES,
  };
  const signature = signEsewa(esewa.secret, values, ANSWER_NAMES.split(","));
  return `{"transaction_code":"${code}","status":"COMPLETE","total_amount":${totalAmountToken},"transaction_uuid":"250610-162413","product_code":"EPAYTEST","signed_field_names":"${ANSWER_NAMES}","signature":"${signature}"}`;
}

describe("eSewa signatures", () => {
  it("match eSewa's documented form and answer examples", () => {
    const names = ["total_amount", "transaction_uuid", "product_code"];
    const form = { total_amount: "110", transaction_uuid: "241028", product_code: "EPAYTEST" };
    expect(signEsewa(esewa.secret, form, names)).toBe(
      "i94zsd3oXF6ZsSr/kGqT4sSzYQzjj1W/waxjWyRwaME=",
    );
    // The documented success answer is signed over its amount as the text "1000.0".
    expect(JSON.parse(signedJson('"1000.0"', "1000.0")).signature).toBe(
      "62GcfZTmVkzhtUeh+QJ1AqiJrjoWWGof3U+eTPTZ7fA=",
    );
  });
});

describe("readEsewaResponse", () => {
  it("reads an answer whose amount is a string, as in eSewa's example", () => {
    const read = readEsewaResponse(esewa, encode(signedJson('"1000.0"', "1000.0")));
    expect(read).toEqual({
      response: {
        transactionCode: "000AWEO",
        status: "COMPLETE",
        paisa: 100000,
        transactionUuid: "250610-162413",
        productCode: "EPAYTEST",
      },
    });
  });

  it("checks the signature over the number as written (1000.0, not 1000)", () => {
    const read = readEsewaResponse(esewa, encode(signedJson("1000.0", "1000.0")));
    expect(read).toMatchObject({ response: { paisa: 100000 } });
  });

  it("reads thousands commas in the amount", () => {
    const read = readEsewaResponse(esewa, encode(signedJson('"1,000.0"', "1,000.0")));
    expect(read).toMatchObject({ response: { paisa: 100000 } });
  });

  it("takes a '+' turned into a space by an unencoded query string", () => {
    // Any code whose encoding has a '+' in it (the 6-bit group 62) will do.
    const codes = Array.from({ length: 94 }, (_, i) => String.fromCharCode(33 + i))
      .filter((char) => char !== '"' && char !== "\\")
      .map((char) => char.repeat(3));
    const data = codes
      .map((code) => encode(signedJson('"1000.0"', "1000.0", code)))
      .find((encoded) => encoded.includes("+"))!;
    expect(data).toContain("+");
    expect(readEsewaResponse(esewa, data.replace(/\+/g, " "))).toHaveProperty("response");
  });

  it("refuses an answer signed with another secret", () => {
    const forged = signedJson('"1000.0"', "1000.0").replace(
      /"signature":"[^"]+"/,
      `"signature":"${signEsewa("other", { a: "b" }, ["a"])}"`,
    );
    expect(readEsewaResponse(esewa, encode(forged))).toEqual({
      problem: "signature does not match",
    });
  });

  it("converts rupees to paisa without floating-point drift", () => {
    expect(rupeesToPaisa("10.1")).toBe(1010);
    expect(rupeesToPaisa(100)).toBe(10000);
    expect(rupeesToPaisa("1,00,000.0")).toBe(10000000);
  });
});
