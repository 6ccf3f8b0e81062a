/** /fullBlogs: eight static posts, newest first. Texts live in the content namespace. */
export const BLOG_POSTS = [
  { id: "kukurTihar", date: "2026-11-10", comments: 24, image: "/images/blog-kukur-tihar.webp" },
  { id: "firstWeek", date: "2026-10-02", comments: 18, image: "/images/blog-dog.webp" },
  { id: "adultCats", date: "2026-09-14", comments: 9, image: "/images/blog-cat.webp" },
  { id: "monsoon", date: "2026-07-21", comments: 12, image: "/images/blog-monsoon.webp" },
  { id: "rabies", date: "2026-06-05", comments: 7, image: "/images/blog-rabies.webp" },
  { id: "rabbits", date: "2026-04-18", comments: 5, image: "/images/blog-rabbits.webp" },
  { id: "volunteerDay", date: "2026-02-27", comments: 1, image: "/images/blog-volunteer-day.webp" },
  { id: "winter", date: "2026-01-09", comments: 15, image: "/images/blog-winter.webp" },
] as const;
