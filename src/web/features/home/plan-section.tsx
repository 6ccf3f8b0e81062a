import { IconClipboardText, IconPhoneCall, IconSearch } from "@tabler/icons-react";
import { useTranslation } from "../../i18n";
import { useNumberFormat } from "../../lib/format-numbers";
import hover from "../../ui/hover.module.css";
import { Container } from "../../ui/first-view";
import { CardText } from "./card-text";
import classes from "./home.module.css";
import { SectionHeading } from "./section-heading";

// Browse → /pets, Fill the form → /contactus, Get called → /pets.
const STEPS = [
  { title: "plan.browseTitle", body: "plan.browseBody", to: "/pets", Icon: IconSearch },
  { title: "plan.formTitle", body: "plan.formBody", to: "/contactus", Icon: IconClipboardText },
  { title: "plan.callTitle", body: "plan.callBody", to: "/pets", Icon: IconPhoneCall },
] as const;

export function PlanSection() {
  const { t } = useTranslation("home");
  const format = useNumberFormat();
  return (
    <Container size="xl" className={classes.section}>
      <SectionHeading title={t("plan.title")} subtitle={t("plan.subtitle")} />
      <div className={classes.grid} data-cols="3">
        {STEPS.map(({ title, body, to, Icon }, index) => (
          <div key={title} className={`${classes.card} ${classes.stepCard} ${hover.lift}`}>
            <div className={`${classes.icon} ${classes.stepIcon}`}>
              <Icon size={28} />
            </div>
            <p className={classes.stepNumber}>{t("plan.step", { n: format.number(index + 1) })}</p>
            <CardText title={t(title)} body={t(body)} to={to} />
          </div>
        ))}
      </div>
    </Container>
  );
}
