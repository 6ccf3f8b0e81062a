import { createBrowserRouter, Navigate, type RouteObject } from "react-router";
import { HomePage } from "../features/home/home-page";
import { ErrorPage } from "../ui/error-page";
import { Layout } from "./layout";

/** Loads a page's code only when it is visited, so visitors never download admin or store code. */
const page =
  <M,>(load: () => Promise<M>, pick: (module: M) => React.ComponentType) =>
  async () => ({ Component: pick(await load()) });

// Paths match case-insensitively (React Router's default), so /aboutUs and /aboutus are one page.
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <ErrorPage />,
    children: [
      { path: "/", element: <HomePage /> },
      {
        path: "/login",
        lazy: page(
          () => import("../features/accounts/login-page"),
          (m) => m.LoginPage,
        ),
      },
      { path: "/signUp", element: <Navigate to="/login?mode=signup" replace /> },
      {
        path: "/forgot-password",
        lazy: page(
          () => import("../features/accounts/forgot-password-page"),
          (m) => m.ForgotPasswordPage,
        ),
      },
      {
        path: "/reset-password",
        lazy: page(
          () => import("../features/accounts/reset-password-page"),
          (m) => m.ResetPasswordPage,
        ),
      },
      {
        path: "/verify-email",
        lazy: page(
          () => import("../features/accounts/verify-email-page"),
          (m) => m.VerifyEmailPage,
        ),
      },
      {
        path: "/pets",
        lazy: page(
          () => import("../features/catalogue/pets-page"),
          (m) => m.PetsPage,
        ),
      },
      {
        path: "/pets/new",
        lazy: page(
          () => import("../features/stores/new-pet-page"),
          (m) => m.NewPetPage,
        ),
      },
      {
        path: "/pets/:petId",
        lazy: page(
          () => import("./routes/pet-route"),
          (m) => m.PetRoute,
        ),
      },
      {
        path: "/aboutus",
        lazy: page(
          () => import("../features/content/about-page"),
          (m) => m.AboutPage,
        ),
      },
      {
        path: "/donate",
        lazy: page(
          () => import("../features/donations/donate-page"),
          (m) => m.DonatePage,
        ),
      },
      // Where eSewa and Khalti send the donor back (success/return and eSewa's failure).
      {
        path: "/donate/return/:id",
        lazy: page(
          () => import("../features/donations/donation-return-page"),
          (m) => m.DonationReturnPage,
        ),
      },
      {
        path: "/donate/cancelled/:id",
        lazy: page(
          () => import("../features/donations/donation-return-page"),
          (m) => m.DonationReturnPage,
        ),
      },
      {
        path: "/fullblogs",
        lazy: page(
          () => import("../features/content/blogs-page"),
          (m) => m.BlogsPage,
        ),
      },
      {
        path: "/contactus",
        lazy: page(
          () => import("../features/content/contact-page"),
          (m) => m.ContactPage,
        ),
      },
      {
        path: "/events",
        lazy: page(
          () => import("../features/content/events-page"),
          (m) => m.EventsPage,
        ),
      },
      {
        path: "/howtoadopt",
        lazy: page(
          () => import("../features/content/how-to-adopt-page"),
          (m) => m.HowToAdoptPage,
        ),
      },
      {
        path: "/faq",
        lazy: page(
          () => import("../features/content/faq-page"),
          (m) => m.FaqPage,
        ),
      },
      {
        path: "/dashboard",
        lazy: page(
          () => import("./routes/dashboard-route"),
          (m) => m.DashboardRoute,
        ),
      },
      {
        path: "/admin",
        lazy: page(
          () => import("../features/admin/admin-page"),
          (m) => m.AdminPage,
        ),
      },
      {
        path: "/admin/category",
        lazy: page(
          () => import("../features/admin/category-page"),
          (m) => m.CategoryPage,
        ),
      },
      {
        path: "/admin/donations",
        lazy: page(
          () => import("./routes/admin-donations-route"),
          (m) => m.AdminDonationsRoute,
        ),
      },
      { path: "*", element: <ErrorPage /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
