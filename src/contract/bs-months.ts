/**
 * The months of Bikram Sambat, Nepal's calendar, in both languages: apart from the conversion
 * table (bikram-sambat.ts), so a first-view page that is handed a BS day names it without it.
 */
export const BS_MONTHS = {
  ne: ["बैशाख", "जेठ", "असार", "साउन", "भदौ", "असोज", "कात्तिक", "मंसिर", "पुस", "माघ", "फागुन", "चैत"],
  en: [
    "Baishakh",
    "Jestha",
    "Asar",
    "Shrawan",
    "Bhadra",
    "Asoj",
    "Kartik",
    "Mangsir",
    "Poush",
    "Magh",
    "Falgun",
    "Chaitra",
  ],
} as const;
