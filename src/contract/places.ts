/**
 * Nepal's 7 provinces and 77 districts (docs/product.md#places). A store picks one district; the
 * API takes and gives them by their English names, the web shows the reader's language.
 */

export const PROVINCES = [
  { name: "Koshi", name_ne: "कोशी" },
  { name: "Madhesh", name_ne: "मधेश" },
  { name: "Bagmati", name_ne: "बागमती" },
  { name: "Gandaki", name_ne: "गण्डकी" },
  { name: "Lumbini", name_ne: "लुम्बिनी" },
  { name: "Karnali", name_ne: "कर्णाली" },
  { name: "Sudurpashchim", name_ne: "सुदूरपश्चिम" },
] as const;
export type Province = (typeof PROVINCES)[number]["name"];

export interface District {
  name: string;
  name_ne: string;
  province: Province;
}

const inProvince = (province: Province, names: [string, string][]): District[] =>
  names.map(([name, name_ne]) => ({ name, name_ne, province }));

export const DISTRICTS: readonly District[] = [
  ...inProvince("Koshi", [
    ["Bhojpur", "भोजपुर"],
    ["Dhankuta", "धनकुटा"],
    ["Ilam", "इलाम"],
    ["Jhapa", "झापा"],
    ["Khotang", "खोटाङ"],
    ["Morang", "मोरङ"],
    ["Okhaldhunga", "ओखलढुङ्गा"],
    ["Panchthar", "पाँचथर"],
    ["Sankhuwasabha", "संखुवासभा"],
    ["Solukhumbu", "सोलुखुम्बु"],
    ["Sunsari", "सुनसरी"],
    ["Taplejung", "ताप्लेजुङ"],
    ["Terhathum", "तेह्रथुम"],
    ["Udayapur", "उदयपुर"],
  ]),
  ...inProvince("Madhesh", [
    ["Bara", "बारा"],
    ["Dhanusha", "धनुषा"],
    ["Mahottari", "महोत्तरी"],
    ["Parsa", "पर्सा"],
    ["Rautahat", "रौतहट"],
    ["Saptari", "सप्तरी"],
    ["Sarlahi", "सर्लाही"],
    ["Siraha", "सिराहा"],
  ]),
  ...inProvince("Bagmati", [
    ["Bhaktapur", "भक्तपुर"],
    ["Chitwan", "चितवन"],
    ["Dhading", "धादिङ"],
    ["Dolakha", "दोलखा"],
    ["Kathmandu", "काठमाडौं"],
    ["Kavrepalanchok", "काभ्रेपलाञ्चोक"],
    ["Lalitpur", "ललितपुर"],
    ["Makwanpur", "मकवानपुर"],
    ["Nuwakot", "नुवाकोट"],
    ["Ramechhap", "रामेछाप"],
    ["Rasuwa", "रसुवा"],
    ["Sindhuli", "सिन्धुली"],
    ["Sindhupalchok", "सिन्धुपाल्चोक"],
  ]),
  ...inProvince("Gandaki", [
    ["Baglung", "बागलुङ"],
    ["Gorkha", "गोरखा"],
    ["Kaski", "कास्की"],
    ["Lamjung", "लमजुङ"],
    ["Manang", "मनाङ"],
    ["Mustang", "मुस्ताङ"],
    ["Myagdi", "म्याग्दी"],
    ["Nawalparasi East", "नवलपरासी पूर्व"],
    ["Parbat", "पर्वत"],
    ["Syangja", "स्याङ्जा"],
    ["Tanahun", "तनहुँ"],
  ]),
  ...inProvince("Lumbini", [
    ["Arghakhanchi", "अर्घाखाँची"],
    ["Banke", "बाँके"],
    ["Bardiya", "बर्दिया"],
    ["Dang", "दाङ"],
    ["Gulmi", "गुल्मी"],
    ["Kapilvastu", "कपिलवस्तु"],
    ["Nawalparasi West", "नवलपरासी पश्चिम"],
    ["Palpa", "पाल्पा"],
    ["Pyuthan", "प्युठान"],
    ["Rolpa", "रोल्पा"],
    ["Rukum East", "रुकुम पूर्व"],
    ["Rupandehi", "रुपन्देही"],
  ]),
  ...inProvince("Karnali", [
    ["Dailekh", "दैलेख"],
    ["Dolpa", "डोल्पा"],
    ["Humla", "हुम्ला"],
    ["Jajarkot", "जाजरकोट"],
    ["Jumla", "जुम्ला"],
    ["Kalikot", "कालिकोट"],
    ["Mugu", "मुगु"],
    ["Rukum West", "रुकुम पश्चिम"],
    ["Salyan", "सल्यान"],
    ["Surkhet", "सुर्खेत"],
  ]),
  ...inProvince("Sudurpashchim", [
    ["Achham", "अछाम"],
    ["Baitadi", "बैतडी"],
    ["Bajhang", "बझाङ"],
    ["Bajura", "बाजुरा"],
    ["Dadeldhura", "डडेलधुरा"],
    ["Darchula", "दार्चुला"],
    ["Doti", "डोटी"],
    ["Kailali", "कैलाली"],
    ["Kanchanpur", "कञ्चनपुर"],
  ]),
];

const byName = <T extends { name: string }>(list: readonly T[], name: string | null | undefined) =>
  name ? list.find((item) => item.name.toLowerCase() === name.trim().toLowerCase()) : undefined;

/** A province by its English name, in any case. */
export const findProvince = (name: string | null | undefined) => byName(PROVINCES, name);

/** A district by its English name, in any case. */
export const findDistrict = (name: string | null | undefined) => byName(DISTRICTS, name);

export const districtsOf = (province: string | null | undefined) =>
  DISTRICTS.filter((district) => district.province === findProvince(province)?.name);

/** A province's or district's name in the reader's language. */
export const placeName = (place: { name: string; name_ne: string }, language: string) =>
  language === "ne" ? place.name_ne : place.name;
