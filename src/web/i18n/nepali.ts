// Every Nepali namespace in one chunk, loaded only by visitors who read Nepali; the API's
// refusals come apart, when one is shown (errorText in index.ts).
export default import.meta.glob<Record<string, unknown>>(
  ["./locales/ne/*.json", "!./locales/ne/errors.json"],
  { eager: true, import: "default" },
);
