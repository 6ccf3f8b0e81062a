import { describe, expect, it } from "vitest";
import { AdoptPetRequest, STATUS_MESSAGES } from "../../../contract/adoption";
import { firstProblem, formProblems } from "./adopt-checks";
import en from "../../i18n/locales/en/adoption.json";

const filled = { name: "Sita", address: "Patan", phone: "9841234567", message: "Hello" };

describe("the Adopt Now dialog's checks", () => {
  it("check name, phone, address and message in that order, whatever the dialog's order", () => {
    expect(firstProblem({ name: "", address: "", phone: "", message: "" })?.key).toBe(
      "errors.nameRequired",
    );
    expect(firstProblem({ ...filled, phone: "", address: "" })?.key).toBe("errors.phoneRequired");
    expect(firstProblem({ ...filled, address: " ", message: "" })?.key).toBe(
      "errors.addressRequired",
    );
    expect(firstProblem({ ...filled, message: "\n" })?.key).toBe("errors.messageRequired");
    expect(firstProblem({ ...filled, phone: "12345" })?.key).toBe("errors.phoneFormat");
    expect(firstProblem({ ...filled, message: "x".repeat(2001) })).toMatchObject({
      field: "message",
      key: "errors.tooLong",
      max: 2000,
    });
    expect(firstProblem({ ...filled, name: "Sita\u0007" })).toMatchObject({
      field: "name",
      key: undefined,
      text: expect.stringContaining("not control characters"),
    });
    expect(firstProblem(filled)).toBeNull();
  });

  it("name every field that is wrong, once each, in the toast's order", () => {
    expect(
      formProblems({ name: "", address: "", phone: "", message: "" }).map(({ key }) => key),
    ).toEqual([
      "errors.nameRequired",
      "errors.phoneRequired",
      "errors.addressRequired",
      "errors.messageRequired",
    ]);
    expect(formProblems({ ...filled, phone: "12345", message: "" })).toMatchObject([
      { field: "phone", key: "errors.phoneFormat" },
      { field: "message", key: "errors.messageRequired" },
    ]);
    expect(formProblems(filled)).toEqual([]);
  });

  it("agree with the server: the same first message for the same input", () => {
    const inputs = [
      { name: "", address: "", phone: "", message: "" },
      { ...filled, phone: "", address: "" },
      { ...filled, address: "", message: "" },
      { ...filled, message: "" },
      { ...filled, phone: "98-ABC" },
    ];
    for (const input of inputs) {
      const problem = firstProblem(input)!;
      const [, key] = problem.key!.split(".") as [string, keyof typeof en.errors];
      const server = AdoptPetRequest.safeParse({ ...input, pet_id: 1 }).error!.issues[0]!.message;
      expect(en.errors[key]).toBe(server);
    }
  });
});

describe("the dashboard's status messages", () => {
  it("are word for word the ones the e-mails send", () => {
    expect(en.statusMessage).toEqual(STATUS_MESSAGES);
  });
});
