/** Header and footer links, in the order they are shown. */
export const HEADER_LINKS = [
  { to: "/", label: "nav.home" },
  { to: "/pets", label: "nav.pets" },
  { to: "/aboutUs", label: "nav.aboutUs" },
  { to: "/fullblogs", label: "nav.blogs" },
  { to: "/faq", label: "nav.faq" },
] as const;

export const FOOTER_LINKS = [
  { to: "/", label: "nav.home" },
  { to: "/aboutus", label: "nav.aboutUs" },
  { to: "/pets", label: "nav.adoptAPet" },
  { to: "/events", label: "nav.events" },
  { to: "/contactus", label: "nav.contactUs" },
] as const;
