import { useTranslation } from "../../i18n";
import { usePageMeta } from "../../ui/use-page-meta";
import { BlogTeaser } from "./blog-teaser";
import { DonateSection } from "./donate-section";
import { Hero } from "./hero";
import { PlanSection } from "./plan-section";
import { RecentlyListed } from "./recently-listed";
import { ServicesSection } from "./services-section";

export function HomePage() {
  const { t } = useTranslation("home");
  usePageMeta(t("meta.title"), t("meta.description"));
  return (
    <>
      <Hero />
      <PlanSection />
      <ServicesSection />
      <RecentlyListed />
      <BlogTeaser />
      <DonateSection />
    </>
  );
}
