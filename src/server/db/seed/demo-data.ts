import type { AgeGroup, Gender, Size, Tristate } from "../schema";
import type { Species } from "./illustrations";

/** Demo content for a first start: believable stores and pets in Nepal. */

export const DEMO_PASSWORD = "sathi-demo";

/**
 * Every demo account is on the reserved sathi.test domain, never an ADMIN_EMAILS address: the
 * password above is published. Development's default ADMIN_EMAILS names this one.
 */
export const DEMO_ADMIN = { email: "admin@sathi.test", firstName: "Sathi", lastName: "Admin" };

export const DEMO_CATEGORIES: { name: string; nepali: string; species: Species }[] = [
  { name: "Cat", nepali: "बिरालो", species: "cat" },
  { name: "Dog", nepali: "कुकुर", species: "dog" },
  { name: "Hamster", nepali: "ह्याम्स्टर", species: "hamster" },
  { name: "Other", nepali: "अन्य", species: "other" },
];

/** The first store's team besides its owner (docs/product.md#a-stores-team), each with a demo login. */
export const DEMO_TEAM = [
  { email: "manager@sathi.test", firstName: "Sita", lastName: "Tamang", role: "manager" },
  { email: "carer@sathi.test", firstName: "Kiran", lastName: "Magar", role: "carer" },
  { email: "foster@sathi.test", firstName: "Fulmaya", lastName: "Rai", role: "foster" },
  { email: "caretaker@sathi.test", firstName: "Kamala", lastName: "Gurung", role: "caretaker" },
] as const;

export interface DemoStore {
  email: string;
  firstName: string;
  lastName: string;
  title: string;
  description: string;
  location: string;
  /** English names from src/contract/places.ts. */
  province: string;
  district: string;
  status: "active" | "pending";
  colour: string;
}

export const DEMO_STORES: DemoStore[] = [
  {
    email: "kathmandu@sathi.test",
    firstName: "Sujata",
    lastName: "Shrestha",
    title: "Kathmandu Animal Rescue",
    description:
      "Rescuing injured street dogs and cats across the valley since 2012, with a small clinic in Budhanilkantha.",
    location: "Budhanilkantha, Kathmandu",
    province: "Bagmati",
    district: "Kathmandu",
    status: "active",
    colour: "#e8590c",
  },
  {
    email: "lalitpur@sathi.test",
    firstName: "Bikash",
    lastName: "Maharjan",
    title: "Patan Paws Shelter",
    description:
      "A family-run shelter near Patan Durbar Square. Every animal is vaccinated and sterilised before adoption.",
    location: "Patan, Lalitpur",
    province: "Bagmati",
    district: "Lalitpur",
    status: "active",
    colour: "#1c7ed6",
  },
  {
    email: "bhaktapur@sathi.test",
    firstName: "Rojina",
    lastName: "Prajapati",
    title: "Bhaktapur Cat Haven",
    description: "Cats and kittens from the old city's courtyards, fostered in volunteers' homes.",
    location: "Suryabinayak, Bhaktapur",
    province: "Bagmati",
    district: "Bhaktapur",
    status: "active",
    colour: "#ae3ec9",
  },
  {
    email: "pokhara@sathi.test",
    firstName: "Dipesh",
    lastName: "Gurung",
    title: "Pokhara Pet Friends",
    description:
      "Lakeside rescue and pet store helping tourists' lost pets and local strays find families.",
    location: "Lakeside, Pokhara",
    province: "Gandaki",
    district: "Kaski",
    status: "active",
    colour: "#0ca678",
  },
  {
    email: "chitwan@sathi.test",
    firstName: "Anita",
    lastName: "Tharu",
    title: "Chitwan Small Friends",
    description:
      "Rabbits, hamsters and birds given up by their owners, cared for until they find a new home.",
    location: "Bharatpur, Chitwan",
    province: "Bagmati",
    district: "Chitwan",
    status: "active",
    colour: "#f08c00",
  },
  {
    email: "butwal@sathi.test",
    firstName: "Ramesh",
    lastName: "Thapa",
    title: "Butwal Street Dog Care",
    description: "A new volunteer group feeding and treating street dogs in Butwal.",
    location: "Butwal, Rupandehi",
    province: "Lumbini",
    district: "Rupandehi",
    status: "pending",
    colour: "#5c7cfa",
  },
];

export interface DemoPet {
  name: string;
  species: Species;
  gender: Gender;
  breed: string;
  age_group: AgeGroup;
  size: Size;
  colour: string;
  story: string;
  vaccinated?: Tristate;
  sterilised?: Tristate;
  good_with_children?: Tristate;
  good_with_dogs?: Tristate;
  good_with_cats?: Tristate;
  house_trained?: Tristate;
}

const dog = (
  name: string,
  gender: Gender,
  breed: string,
  age_group: AgeGroup,
  size: Size,
  colour: string,
  story: string,
): DemoPet => ({ name, species: "dog", gender, breed, age_group, size, colour, story });
const cat = (
  name: string,
  gender: Gender,
  breed: string,
  age_group: AgeGroup,
  colour: string,
  story: string,
): DemoPet => ({ name, species: "cat", gender, breed, age_group, size: "small", colour, story });
const small = (
  name: string,
  species: Species,
  gender: Gender,
  breed: string,
  age_group: AgeGroup,
  colour: string,
  story: string,
): DemoPet => ({ name, species, gender, breed, age_group, size: "small", colour, story });

/**
 * Names and breeds some stores also write in Devanagari (docs/product.md#nepali-name): the Nepali
 * site shows them, and search finds them in either script.
 */
export const DEMO_NEPALI: Record<string, { name_ne: string; breed_ne?: string }> = {
  Momo: { name_ne: "मोमो", breed_ne: "नेपाली सडक कुकुर" },
  Kali: { name_ne: "काली", breed_ne: "नेपाली सडक कुकुर" },
  Bhote: { name_ne: "भोटे" },
  Laddu: { name_ne: "लड्डु", breed_ne: "नेपाली सडक कुकुर" },
  Maya: { name_ne: "माया" },
  Junkiri: { name_ne: "जुनकिरी" },
  Himal: { name_ne: "हिमाल" },
  Kanchi: { name_ne: "कान्छी" },
  Moti: { name_ne: "मोती" },
  Sheru: { name_ne: "शेरु" },
};

export const DEMO_PETS: DemoPet[] = [
  dog(
    "Momo",
    "male",
    "Nepali street dog",
    "young",
    "medium",
    "Brown",
    "Found curled up outside a momo shop in Thamel, he still gets excited at the smell of steam. Loves long walks and belly rubs.",
  ),
  dog(
    "Kali",
    "female",
    "Nepali street dog",
    "adult",
    "medium",
    "Black",
    "Kali guarded a temple in Pashupati for years. Calm, loyal and gentle with children.",
  ),
  dog(
    "Bhote",
    "male",
    "Tibetan Mastiff mix",
    "adult",
    "large",
    "Black and tan",
    "A big, soft-hearted mountain dog who needs a home with a yard and patient people.",
  ),
  dog(
    "Laddu",
    "female",
    "Nepali street dog",
    "baby",
    "small",
    "Golden",
    "The roundest puppy at the shelter. Playful, curious and learning to walk on a lead.",
  ),
  dog(
    "Tiger",
    "male",
    "Nepali street dog",
    "young",
    "medium",
    "Brindle",
    "Rescued after a road accident in Kalanki and fully recovered. Full of energy.",
  ),
  dog(
    "Maya",
    "female",
    "Labrador mix",
    "senior",
    "large",
    "Cream",
    "Maya's family moved abroad. She is house-trained, quiet and wants a sofa to nap on.",
  ),
  dog(
    "Raja",
    "male",
    "German Shepherd mix",
    "adult",
    "large",
    "Black and tan",
    "Smart and eager to learn; knows sit, stay and shake. Best as the only dog.",
  ),
  dog(
    "Junkiri",
    "female",
    "Nepali street dog",
    "baby",
    "small",
    "White with brown patches",
    "Named for the fireflies in the field where she was found. Sweet and a little shy.",
  ),
  dog(
    "Himal",
    "male",
    "Himalayan Sheepdog",
    "young",
    "xlarge",
    "White",
    "A fluffy giant from Mustang who loves cold mornings and gentle company.",
  ),
  dog(
    "Tara",
    "female",
    "Nepali street dog",
    "adult",
    "medium",
    "Grey",
    "Tara raised four puppies on the street and now deserves a rest. Very affectionate.",
  ),
  dog(
    "Dhoni",
    "male",
    "Beagle mix",
    "young",
    "small",
    "Tricolour",
    "Follows his nose everywhere. Great with kids, needs a secure garden.",
  ),
  dog(
    "Lali",
    "female",
    "Spitz mix",
    "adult",
    "small",
    "White",
    "A tidy little lady who loves to be brushed. Fine in an apartment.",
  ),
  cat(
    "Putali",
    "female",
    "Domestic short-hair",
    "young",
    "Calico",
    "Putali means butterfly, and she flits from lap to lap. Gets along with other cats.",
  ),
  cat(
    "Chiya",
    "male",
    "Domestic short-hair",
    "adult",
    "Ginger",
    "Ginger like milk tea and just as warming. Loves sunny windowsills.",
  ),
  cat(
    "Seto",
    "male",
    "Domestic long-hair",
    "adult",
    "White",
    "A quiet white cat who likes calm homes and soft blankets.",
  ),
  cat(
    "Kanchi",
    "female",
    "Domestic short-hair",
    "baby",
    "Grey tabby",
    "The youngest of a litter found in a Patan courtyard. Playful and purrs constantly.",
  ),
  cat(
    "Mishri",
    "female",
    "Persian mix",
    "senior",
    "Cream",
    "Mishri is sweet as sugar and a little slow now. She wants a peaceful retirement.",
  ),
  cat(
    "Babu",
    "male",
    "Domestic short-hair",
    "young",
    "Black",
    "Babu is a black cat who brings only good luck. Confident and curious.",
  ),
  cat(
    "Bijuli",
    "female",
    "Domestic short-hair",
    "young",
    "Tabby",
    "Fast as lightning when the toy mouse comes out. Litter-trained.",
  ),
  cat(
    "Khaire",
    "male",
    "Domestic short-hair",
    "adult",
    "Brown tabby",
    "A gentle tom who was a shop cat in Asan for years. Good with dogs.",
  ),
  cat(
    "Moti",
    "female",
    "Domestic short-hair",
    "baby",
    "White and ginger",
    "Small, round and precious like a pearl. Needs a home with time to play.",
  ),
  cat(
    "Sano",
    "male",
    "Siamese mix",
    "young",
    "Seal point",
    "Talkative and clever; Sano will tell you all about his day.",
  ),
  small(
    "Golu",
    "hamster",
    "male",
    "Syrian hamster",
    "young",
    "Golden",
    "A round golden hamster who stuffs his cheeks with sunflower seeds.",
  ),
  small(
    "Chuchi",
    "hamster",
    "female",
    "Dwarf hamster",
    "baby",
    "Grey",
    "Tiny and quick; best for a patient older child or an adult.",
  ),
  small(
    "Kaju",
    "hamster",
    "male",
    "Syrian hamster",
    "adult",
    "White",
    "Calm and easy to handle. Comes with his cage and wheel.",
  ),
  small(
    "Badam",
    "hamster",
    "female",
    "Roborovski hamster",
    "young",
    "Sandy",
    "A busy little digger who loves a deep bed of bedding.",
  ),
  small(
    "Pudke",
    "other",
    "male",
    "Lionhead rabbit",
    "young",
    "Brown",
    "A fluffy rabbit who thumps his feet when he wants greens.",
  ),
  small(
    "Fuchhe",
    "other",
    "female",
    "Dutch rabbit",
    "baby",
    "Black and white",
    "A young rabbit who loves cardboard tunnels and dandelion leaves.",
  ),
  small(
    "Mithu",
    "other",
    "male",
    "Budgerigar",
    "adult",
    "Green",
    "A chatty budgie who whistles the first notes of Resham Firiri.",
  ),
  small(
    "Rani",
    "other",
    "female",
    "Lop rabbit",
    "adult",
    "Grey",
    "Calm and litter-trained; she would love a friend rabbit.",
  ),
  dog(
    "Bhale",
    "male",
    "Nepali street dog",
    "senior",
    "medium",
    "Red",
    "An old gentleman of the streets of Pokhara; slow, kind and house-trained.",
  ),
  dog(
    "Chhiring",
    "female",
    "Tibetan Terrier mix",
    "young",
    "small",
    "Grey and white",
    "Came down from Solukhumbu with trekkers. Loves hikes and snow.",
  ),
  cat(
    "Phuli",
    "female",
    "Domestic short-hair",
    "adult",
    "Tortoiseshell",
    "Independent but affectionate on her own terms.",
  ),
  dog(
    "Sheru",
    "male",
    "Nepali street dog",
    "young",
    "medium",
    "Fawn",
    "Brave and friendly; Sheru was the favourite of a whole Bhaktapur neighbourhood.",
  ),
  cat(
    "Gudiya",
    "female",
    "Domestic short-hair",
    "baby",
    "Grey and white",
    "A tiny kitten who fell asleep in a volunteer's shoe and stole everyone's heart.",
  ),
  small(
    "Sagar",
    "other",
    "male",
    "Cockatiel",
    "young",
    "Grey and yellow",
    "Sagar whistles when he hears the pressure cooker.",
  ),
  dog(
    "Rocky",
    "male",
    "Nepali street dog",
    "adult",
    "large",
    "Black",
    "Strong and playful; needs an active family and daily runs.",
  ),
  cat(
    "Mimi",
    "female",
    "Domestic short-hair",
    "young",
    "Ginger and white",
    "A cuddly young cat who follows you around the house.",
  ),
];

/** Pets kept as drafts: shown only to their own store. */
export const DEMO_DRAFT_NAMES = new Set(["Rocky", "Mimi", "Sagar", "Gudiya"]);
