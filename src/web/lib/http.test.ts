import { afterAll, describe, expect, it } from "vitest";
import { startI18n } from "../i18n";
import { apiErrorOf } from "./http";

const refusal = JSON.stringify({
  error: "Please check name: Name is required",
  code: "BAD_REQUEST",
  fields: { name: "Name is required", phone: "Phone number is required" },
});

describe("a refusal of the API, in the reader's language", () => {
  afterAll(async () => {
    await startI18n("en");
  });

  it("in English keeps the server's own sentences", async () => {
    await startI18n("en");
    const error = await apiErrorOf(400, refusal);
    expect(error.message).toBe("Please check name: Name is required");
    expect(error.fields).toEqual({ name: "Name is required", phone: "Phone number is required" });
  });

  it("in Nepali says the code's text, and marks each refused field in Nepali", async () => {
    await startI18n("ne");
    const error = await apiErrorOf(400, refusal);
    expect(error.message).toBe("तपाईंले लेखेको कुरा जाँच्नुहोस्।");
    expect(error.code).toBe("BAD_REQUEST");
    expect(error.fields).toEqual({
      name: "यो जाँचेर फेरि पठाउनुहोस्।",
      phone: "यो जाँचेर फेरि पठाउनुहोस्।",
    });
    const pet = await apiErrorOf(
      404,
      JSON.stringify({ error: "No such pet", code: "PET_NOT_FOUND" }),
    );
    expect(pet.message).toBe("यस्तो जनावर छैन।");
  });

  it("in Nepali keeps the server's sentence for a code it has no text for, and a proxy's page", async () => {
    await startI18n("ne");
    const unknown = await apiErrorOf(
      418,
      JSON.stringify({ error: "I am a teapot", code: "TEAPOT" }),
    );
    expect(unknown.message).toBe("I am a teapot");
    const proxy = await apiErrorOf(502, "<html>Bad gateway</html>");
    expect(proxy.message).toBe("<html>Bad gateway</html>");
  });
});
