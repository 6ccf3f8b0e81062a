// Every Nepali namespace in one chunk, loaded only by visitors who read Nepali.
export default import.meta.glob<Record<string, unknown>>("./locales/ne/*.json", {
  eager: true,
  import: "default",
});
