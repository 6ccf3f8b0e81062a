export interface ContentPage {
  path: string;
  title: string;
  h1: string;
  headings: string[];
  nepali: { title: string; h1: string; heading: string };
}

// The content routes, with the texts that show each one rendered, in both languages.
export const CONTENT_PAGES: ContentPage[] = [
  {
    path: "/",
    title: "Take care of your friend",
    h1: "Take care of your friend!",
    headings: ["Planning to adopt a pet?", "Services", "Vet", "Walks", "Training", "Salon"],
    nepali: {
      title: "आफ्नो साथीको हेरचाह गर्नुहोस्",
      h1: "आफ्नो साथीको हेरचाह गर्नुहोस्!",
      heading: "सेवाहरू",
    },
  },
  {
    path: "/aboutUs",
    title: "About Us",
    h1: "About Us",
    headings: ["Our mission", "Meet the team", "Happy Tails"],
    nepali: { title: "हाम्रो बारेमा", h1: "हाम्रो बारेमा", heading: "खुसीका कथाहरू" },
  },
  {
    path: "/donate",
    title: "Donate Us",
    h1: "Donate Us",
    headings: [
      "Give online",
      "What your gift does",
      "Other ways to give",
      "Card",
      "eSewa QR code",
      "Khalti QR code",
      "Where the money goes",
    ],
    nepali: { title: "दान गर्नुहोस्", h1: "दान गर्नुहोस्", heading: "इसेवा QR कोड" },
  },
  {
    path: "/fullBlogs",
    title: "Blogs",
    h1: "Blogs",
    headings: ["Kukur Tihar: a garland for every dog", "Winter nights: keeping older dogs warm"],
    nepali: { title: "ब्लग", h1: "ब्लग", heading: "कुकुर तिहार: हरेक कुकुरलाई एउटा माला" },
  },
  {
    path: "/contactus",
    title: "Contact Us",
    h1: "Contact Us",
    headings: ["Send us a message", "Visit us", "Opening hours", "Found an injured animal?"],
    nepali: { title: "सम्पर्क", h1: "सम्पर्क", heading: "हामीलाई सन्देश पठाउनुहोस्" },
  },
  {
    path: "/events",
    title: "Events and news",
    h1: "Events and news",
    headings: ["Upcoming events", "Winter adoption day", "News", "Get our newsletter"],
    nepali: { title: "कार्यक्रम र समाचार", h1: "कार्यक्रम र समाचार", heading: "आगामी कार्यक्रमहरू" },
  },
  {
    path: "/howtoadopt",
    title: "How to adopt",
    h1: "How to adopt",
    headings: ["Browse pets", "Apply", "The store calls you", "Meet the pet", "Take them home"],
    nepali: { title: "धर्मपुत्र कसरी लिने", h1: "धर्मपुत्र कसरी लिने", heading: "अनुरोध पठाउनुहोस्" },
  },
  {
    path: "/faq",
    title: "Frequently asked questions",
    h1: "Frequently asked questions",
    headings: [
      "What is Sathi?",
      "How does the adoption process work?",
      "What are the adoption fees?",
      "Do you offer pet-care resources?",
      "How can I volunteer?",
    ],
    nepali: {
      title: "बारम्बार सोधिने प्रश्नहरू",
      h1: "बारम्बार सोधिने प्रश्नहरू",
      heading: "धर्मपुत्र शुल्क कति छ?",
    },
  },
  {
    path: "/no/such/page",
    title: "This page does not exist",
    h1: "This page does not exist",
    headings: [],
    nepali: {
      title: "यो पृष्ठ छैन",
      h1: "यो पृष्ठ छैन",
      heading: "यो पृष्ठ छैन",
    },
  },
];
