import { describe, expect, it } from "vitest";
import { AdoptPetRequest, isPhoneNumber, STORE_MOVES } from "./adoption";

describe("isPhoneNumber", () => {
  it.each([
    "9841234567",
    "9812345678",
    "9761234567",
    "9612345678",
    "984-123-4567",
    "984 1234567",
    "+9779841234567",
    "+977 984 1234567",
    "+977-984-1234567",
    "00977 9841234567",
    "01-4412345",
    "014412345",
    "061-540123",
    "+977 1 4412345",
    "+977-1-4412345",
    "+977-01-4412345",
    "+44 20 7946 0958",
    "+1 (415) 555-0100",
    "९८४१२३४५६७",
    "+९७७ ९८४-१२३४५६७",
  ])("accepts %s", (phone) => {
    expect(isPhoneNumber(phone)).toBe(true);
  });

  it.each([
    "",
    "98412",
    "984123456",
    "98412345678",
    "9941234567",
    "98four12345",
    "call me",
    "4412345",
    "+977 12",
    "+977 9841234",
    "+977 5555555555",
    "+12345",
    "98412345+67",
  ])("refuses %s", (phone) => {
    expect(isPhoneNumber(phone)).toBe(false);
  });
});

describe("AdoptPetRequest", () => {
  it("reports the first missing field, in the order name, phone, address, message", () => {
    const first = (body: object) => AdoptPetRequest.safeParse(body).error?.issues[0]?.message;
    expect(first({})).toBe("Name is required");
    expect(first({ name: "Sita", address: "", message: "" })).toBe("Phone number is required");
    expect(first({ name: "Sita", phone: "9841234567", message: "" })).toBe("Address is required");
    expect(first({ name: "Sita", phone: "9841234567", address: "Patan" })).toBe(
      "Message is required",
    );
  });

  it("keeps Devanagari digits as 0–9, so the number can be dialled from a link", () => {
    const parsed = AdoptPetRequest.parse({
      name: "सीता",
      phone: "९८४-१२३४५६७",
      address: "पाटन",
      message: "नमस्ते",
      pet_id: 1,
    });
    expect(parsed.phone).toBe("984-1234567");
  });

  it("trims what it keeps", () => {
    const parsed = AdoptPetRequest.parse({
      name: " Sita ",
      phone: " 9841234567 ",
      address: " Patan ",
      message: " Hello ",
      pet_id: "7",
    });
    expect(parsed).toEqual({
      name: "Sita",
      phone: "9841234567",
      address: "Patan",
      message: "Hello",
      pet_id: 7,
    });
  });
});

describe("STORE_MOVES", () => {
  it("approve from pending or Rejected, reject from pending or Approved, Adopted from Approved; Withdrawn and Adopted are final", () => {
    expect(STORE_MOVES).toEqual({
      pending: ["Approved", "Rejected"],
      Rejected: ["Approved"],
      Approved: ["Rejected", "Adopted"],
      Withdrawn: [],
      Adopted: [],
    });
  });
});
