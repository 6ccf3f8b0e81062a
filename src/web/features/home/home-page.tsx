import { useTranslation } from "react-i18next";
import { usePageMeta } from "../../ui/use-page-meta";
import { BlogTeaser } from "./blog-teaser";
import { Hero } from "./hero";
import { PlanSection } from "./plan-section";
import { ServicesSection } from "./services-section";

export function HomePage() {
  const { t } = useTranslation("home");
  usePageMeta(t("meta.title"), t("meta.description"));
  return (
    <>
      <Hero />
      <PlanSection />
      <ServicesSection />
      {/* The catalogue feature adds its 'Recently listed' strip (recently-listed.tsx) here. */}
      <BlogTeaser />
    </>
  );
}
