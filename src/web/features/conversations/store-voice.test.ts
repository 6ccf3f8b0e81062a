import { describe, expect, it } from "vitest";
import { mayAnswerAsStore, signature, unsignedWriter } from "./store-voice";

describe("mayAnswerAsStore", () => {
  it("says no only when every store she is on makes her a carer", () => {
    expect(mayAnswerAsStore([{ role: "carer" }])).toBe(false);
    expect(mayAnswerAsStore([{ role: "carer" }, { role: "carer" }])).toBe(false);
    expect(mayAnswerAsStore([{ role: "carer" }, { role: "manager" }])).toBe(true);
    expect(mayAnswerAsStore([{ role: "owner" }])).toBe(true);
  });

  it("leaves it to the server while her stores are unknown", () => {
    expect(mayAnswerAsStore(undefined)).toBe(true);
    expect(mayAnswerAsStore([])).toBe(true);
  });
});

describe("a store message's byline", () => {
  const store = { sender_side: "store" as const, sender_name: "Kathmandu Animal Rescue" };

  it("puts the signer's first name before the store's", () => {
    expect(signature({ ...store, signed_by: "Sita" })).toBe("Sita · Kathmandu Animal Rescue");
    expect(signature({ ...store, signed_by: null })).toBeNull();
  });

  it("names the writer of an unsigned message, for the team", () => {
    expect(unsignedWriter({ ...store, signed_by: null, written_by: "Gita Gurung" })).toBe(
      "Gita Gurung",
    );
    expect(unsignedWriter({ ...store, signed_by: "Gita", written_by: "Gita Gurung" })).toBeNull();
    // The adopter is never sent the writer.
    expect(unsignedWriter({ ...store, signed_by: null, written_by: null })).toBeNull();
    expect(
      unsignedWriter({ sender_side: "adopter", signed_by: null, written_by: "Ram Thapa" }),
    ).toBeNull();
  });
});
