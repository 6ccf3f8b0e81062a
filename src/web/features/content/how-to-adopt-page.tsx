import {
  Anchor,
  Button,
  Container,
  Grid,
  List,
  Paper,
  Text,
  ThemeIcon,
  Timeline,
  Title,
} from "@mantine/core";
import { IconArrowRight, IconCheck } from "@tabler/icons-react";
import { useTranslation } from "../../i18n";
import { Link } from "react-router";
import { useSiteConfig } from "../../lib/api/site-config";
import { useNumberFormat } from "../../lib/format-numbers";
import { usePageMeta } from "../../ui/use-page-meta";
import { CtaBand } from "../../ui/cta-band";
import { PageHeader } from "../../ui/page-header";

// The original page was empty; these are the steps the rest of the site actually follows.
const STEPS = [
  { id: "browse", to: "/pets" },
  { id: "apply", to: "/login" },
  { id: "call", to: "/contactus" },
  { id: "meet", to: "/events" },
  { id: "home", to: "/fullblogs" },
] as const;

const CHECKLIST = ["id", "home", "time", "fee"] as const;

export function HowToAdoptPage() {
  const { t } = useTranslation("content");
  const { name } = useSiteConfig();
  const format = useNumberFormat();
  usePageMeta(t("howToAdopt.meta.title"), t("howToAdopt.meta.description", { name }));

  return (
    <>
      <PageHeader
        eyebrow={t("howToAdopt.eyebrow")}
        title={t("howToAdopt.title")}
        lead={t("howToAdopt.lead")}
        image="/images/adopt-header.webp"
      >
        <Button
          component={Link}
          to="/pets"
          size="md"
          radius="xl"
          w="fit-content"
          rightSection={<IconArrowRight size={18} />}
        >
          {t("howToAdopt.browse")}
        </Button>
      </PageHeader>
      <Container size="lg" py={{ base: 48, md: 72 }}>
        <Grid gap={48}>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Title order={2} fz={{ base: 26, md: 32 }} mb="xl">
              {t("howToAdopt.stepsTitle")}
            </Title>
            <Timeline active={STEPS.length} bulletSize={36} lineWidth={3}>
              {STEPS.map(({ id, to }, index) => (
                <Timeline.Item
                  key={id}
                  bullet={<Text fw={800}>{format.number(index + 1)}</Text>}
                  title={
                    <Title order={3} fz="lg">
                      {t(`howToAdopt.steps.${id}.title`)}
                    </Title>
                  }
                  pb="md"
                >
                  <Text c="gray.7" mt={4}>
                    {t(`howToAdopt.steps.${id}.body`)}
                  </Text>
                  <Anchor component={Link} to={to} fw={700} size="sm" mt={6} display="inline-block">
                    {t(`howToAdopt.steps.${id}.link`)} →
                  </Anchor>
                </Timeline.Item>
              ))}
            </Timeline>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Paper withBorder radius="lg" p="xl" bg="brand.0">
              <Title order={2} fz="xl" mb="md">
                {t("howToAdopt.checklistTitle")}
              </Title>
              <List
                spacing="md"
                icon={
                  <ThemeIcon size={24} radius="xl" color="teal">
                    <IconCheck size={16} />
                  </ThemeIcon>
                }
              >
                {CHECKLIST.map((item) => (
                  <List.Item key={item}>{t(`howToAdopt.checklist.${item}`)}</List.Item>
                ))}
              </List>
            </Paper>
          </Grid.Col>
        </Grid>
      </Container>
      <CtaBand title={t("howToAdopt.questionsTitle")} body={t("howToAdopt.questionsBody")}>
        <Button component={Link} to="/faq" radius="xl" variant="white" color="brand.8">
          {t("howToAdopt.readFaq")}
        </Button>
        <Button
          component={Link}
          to="/contactus"
          radius="xl"
          variant="outline"
          color="white"
          styles={{ root: { borderColor: "white" } }}
        >
          {t("howToAdopt.contactUs")}
        </Button>
      </CtaBand>
    </>
  );
}
