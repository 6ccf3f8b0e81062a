import { describe, expect, it } from "vitest";
import { buildMailto, type MailLabels } from "./mailto";

const labels: MailLabels = {
  subject: "Partnership inquiry from Maya Rai",
  name: "Name",
  email: "Email",
  phone: "Phone",
  inquiryType: "Inquiry type",
  notGiven: "not given",
};

const message = {
  name: " Maya Rai ",
  email: "maya@example.com",
  phone: "",
  inquiryType: "Partnership",
  message: "We run a café in Thamel & would like to host an adoption day.\nSaturdays suit us.",
};

describe("buildMailto", () => {
  it("addresses the contact e-mail with an encoded subject and body", () => {
    const url = new URL(buildMailto("hello@sathi.org.np", message, labels));
    expect(url.protocol).toBe("mailto:");
    expect(url.pathname).toBe("hello@sathi.org.np");
    expect(url.searchParams.get("subject")).toBe("Partnership inquiry from Maya Rai");
    expect(url.searchParams.get("body")).toBe(
      "Name: Maya Rai\r\nEmail: maya@example.com\r\nPhone: not given\r\nInquiry type: Partnership\r\n\r\n" +
        "We run a café in Thamel & would like to host an adoption day.\r\nSaturdays suit us.",
    );
  });

  it("encodes spaces as %20, never as +, and keeps & inside the body", () => {
    const link = buildMailto("hello@sathi.org.np", message, labels);
    expect(link).not.toContain("+");
    expect(link).toContain("subject=Partnership%20inquiry%20from%20Maya%20Rai&body=");
    expect(link.split("&")).toHaveLength(2);
  });

  it("keeps Devanagari text intact", () => {
    const link = buildMailto(
      "hello@sathi.org.np",
      { ...message, name: "माया राई", phone: "9801234567", message: "नमस्ते!" },
      { ...labels, subject: "साझेदारी सोधपुछ: माया राई", name: "नाम" },
    );
    const url = new URL(link);
    expect(url.searchParams.get("subject")).toBe("साझेदारी सोधपुछ: माया राई");
    expect(url.searchParams.get("body")).toContain("नाम: माया राई\r\n");
    expect(url.searchParams.get("body")).toContain("Phone: 9801234567");
    expect(url.searchParams.get("body")).toMatch(/नमस्ते!$/);
  });
});
