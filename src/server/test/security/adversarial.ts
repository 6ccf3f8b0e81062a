import fc from "fast-check";

/** Values chosen to break parsers, queries and templates: the shapes attackers send. */
export const NASTY_STRINGS = [
  "",
  " ",
  "0",
  "-1",
  "1.5",
  "1e309",
  "NaN",
  "Infinity",
  "2147483648",
  "1099511627776",
  "9007199254740993",
  "99999999999999999999999",
  "0x10",
  "' OR 1=1 --",
  "1; DROP TABLE pet; --",
  '" OR ""="',
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "{{constructor.constructor('alert(1)')()}}",
  "../../../../etc/passwd",
  "..%2f..%2fetc%2fpasswd",
  "%00",
  "\u0000",
  "\uD800",
  "नमस्ते",
  "🐶🐱",
  "__proto__",
  "constructor",
  "prototype",
  "a".repeat(100_000),
  // Days and video links that parse but should not pass (a pet's profile and videos).
  "2024-02-30",
  "+275760-09-13",
  "9999-12-31",
  "https://youtu.be/dQw4w9WgXcQ",
  "https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ",
  "javascript:alert(1)//fb.watch/x",
];

export const NASTY_NUMBERS = [
  0,
  -1,
  1.5,
  2 ** 31,
  2 ** 40,
  2 ** 53 + 2,
  -(2 ** 63),
  Number.MAX_VALUE,
  Number.MIN_VALUE,
];

const text = fc.oneof(
  fc.constantFrom(...NASTY_STRINGS),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 20 }),
  fc.string({ unit: "binary", maxLength: 20 }),
);

/** Any JSON value, weighted towards the nasty ones. */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  text,
  fc.constantFrom(...NASTY_NUMBERS),
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.constant(null),
  fc.boolean(),
  fc.jsonValue({ maxDepth: 2 }),
);

/** A query value: text, or a number spelled oddly. */
export const nastySegment = fc.oneof(
  text,
  fc.constantFrom(...NASTY_NUMBERS).map(String),
  fc.integer().map(String),
);

/** Percent-encodes UTF-8 bytes (a lone surrogate becomes U+FFFD, as a browser would send it). */
const encode = (value: string) =>
  [...Buffer.from(value, "utf8")]
    .map((byte) =>
      /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, "0")}`,
    )
    .join("");

/** A path segment as sent on the wire: encoded text, or raw escapes that are not valid UTF-8. */
export const nastyPathSegment = fc.oneof(
  { weight: 5, arbitrary: nastySegment.map(encode) },
  // Ids that exist, so some requests get past the lookups.
  { weight: 2, arbitrary: fc.integer({ min: 1, max: 12 }).map(String) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      "%FF",
      "%ED%A0%80",
      "%C0%AE%C0%AE",
      "%2e%2e%2f%2e%2e%2f",
      "%00",
      "%252e",
      "..",
      ".",
    ),
  },
);

/**
 * An object with the route's own field names (so validation gets past the first field), odd
 * values, and prototype-pollution keys defined as own properties the way JSON.parse makes them.
 */
export const nastyObject = (fields: string[]) =>
  fc
    .record({
      known: fc.dictionary(fields.length ? fc.constantFrom(...fields) : fc.string(), nastyValue, {
        maxKeys: fields.length + 1,
      }),
      extra: fc.dictionary(
        fc.constantFrom("__proto__", "constructor", "prototype", "isAdmin", "owner_id", "role"),
        fc.oneof(nastyValue, fc.constant({ isAdmin: true, polluted: "yes" })),
        { maxKeys: 2 },
      ),
    })
    .map(({ known, extra }) => {
      const entries = [...Object.entries(known), ...Object.entries(extra)];
      return `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value ?? null)}`).join(",")}}`;
    });
