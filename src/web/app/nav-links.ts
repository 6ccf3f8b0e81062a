/** Header and footer links, in the order they are shown. */
export const HEADER_LINKS = [
  { to: "/", label: "nav.home" },
  { to: "/pets", label: "nav.pets" },
  { to: "/aboutUs", label: "nav.aboutUs" },
  { to: "/fullblogs", label: "nav.blogs" },
  { to: "/faq", label: "nav.faq" },
] as const;

/** Shown apart from the other links: a button in the header, the last entry of the phone menu. */
export const DONATE_LINK = { to: "/donate", label: "nav.donate" } as const;

export const FOOTER_LINKS = [
  { to: "/", label: "nav.home" },
  { to: "/aboutus", label: "nav.aboutUs" },
  { to: "/pets", label: "nav.adoptAPet" },
  { to: "/lost-found", label: "nav.lostFound" },
  { to: "/events", label: "nav.events" },
  { to: "/contactus", label: "nav.contactUs" },
  DONATE_LINK,
] as const;
