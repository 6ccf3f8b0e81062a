import { IconBarbell, IconScissors, IconStethoscope, IconWalk } from "@tabler/icons-react";
import { useTranslation } from "../../i18n";
import { Container } from "../../ui/first-view";
import classes from "./home.module.css";
import { SectionHeading } from "./section-heading";

// Services are described in text only: no page or booking behind them.
const SERVICES = [
  { title: "services.vetTitle", body: "services.vetBody", Icon: IconStethoscope, color: "teal" },
  { title: "services.walksTitle", body: "services.walksBody", Icon: IconWalk, color: "blue" },
  {
    title: "services.trainingTitle",
    body: "services.trainingBody",
    Icon: IconBarbell,
    color: "grape",
  },
  { title: "services.salonTitle", body: "services.salonBody", Icon: IconScissors, color: "pink" },
] as const;

export function ServicesSection() {
  const { t } = useTranslation("home");
  return (
    <div className={`${classes.services} ${classes.section}`}>
      <Container size="xl">
        <SectionHeading title={t("services.title")} subtitle={t("services.subtitle")} />
        <div className={classes.serviceGrid}>
          {SERVICES.map(({ title, body, Icon, color }) => (
            <div key={title} className={classes.service}>
              <div className={`${classes.icon} ${classes.serviceIcon}`} data-color={color}>
                <Icon size={26} />
              </div>
              <div className={classes.serviceText}>
                <h3 className={`${classes.cardTitle} ${classes.serviceTitle}`}>{t(title)}</h3>
                <p className={classes.serviceBody}>{t(body)}</p>
              </div>
            </div>
          ))}
        </div>
      </Container>
    </div>
  );
}
