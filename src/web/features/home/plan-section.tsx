import { Card, Container, SimpleGrid, Text, ThemeIcon } from "@mantine/core";
import { IconClipboardText, IconPhoneCall, IconSearch } from "@tabler/icons-react";
import { useTranslation } from "../../i18n";
import { useNumberFormat } from "../../lib/format-numbers";
import { CardText } from "./card-text";
import hover from "../../ui/hover.module.css";
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
    <Container size="xl" py={{ base: 56, md: 88 }}>
      <SectionHeading title={t("plan.title")} subtitle={t("plan.subtitle")} />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {STEPS.map(({ title, body, to, Icon }, index) => (
          <Card
            key={title}
            padding="xl"
            radius="lg"
            withBorder
            className={`${classes.stepCard} ${hover.lift}`}
          >
            <ThemeIcon size={56} radius="xl" variant="light">
              <Icon size={28} />
            </ThemeIcon>
            <Text size="xs" fw={700} c="brand.8" tt="uppercase" mt="lg">
              {t("plan.step", { n: format.number(index + 1) })}
            </Text>
            <CardText title={t(title)} body={t(body)} to={to} titleMt={4} />
          </Card>
        ))}
      </SimpleGrid>
    </Container>
  );
}
