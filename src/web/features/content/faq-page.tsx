import { Accordion, Anchor, Button, Container, Stack, Table, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "../../i18n";
import { Link } from "react-router";
import { useSiteConfig } from "../../lib/api/site-config";
import { useNumberFormat } from "../../lib/format-numbers";
import { usePageMeta } from "../../ui/use-page-meta";
import { CtaBand } from "../../ui/cta-band";
import { ADOPTION_FEES } from "./fees";
import { PageHeader } from "../../ui/page-header";

// Five questions, each with a link onward where the site has more.
const QUESTIONS = [
  { id: "what", to: "/aboutus" },
  { id: "process", to: "/howtoadopt" },
  { id: "fees", to: "/contactus" },
  { id: "resources", to: "/fullblogs" },
  { id: "volunteer", to: "/events" },
] as const;

function FeeTable() {
  const { t } = useTranslation("content");
  const format = useNumberFormat();
  const dollars = (value: number) => t("faq.items.fees.dollars", { value: format.number(value) });
  return (
    <Table withTableBorder maw={420} mt="sm" verticalSpacing="xs">
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t("faq.items.fees.pet")}</Table.Th>
          <Table.Th scope="col">{t("faq.items.fees.fee")}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {ADOPTION_FEES.map(({ kind, min, max }) => (
          <Table.Tr key={kind}>
            <Table.Th scope="row" fw={600}>
              {t(`faq.items.fees.${kind}`)}
            </Table.Th>
            <Table.Td>
              {t("faq.items.fees.range", { min: dollars(min), max: dollars(max) })}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

export function FaqPage() {
  const { t } = useTranslation("content");
  const { name } = useSiteConfig();
  usePageMeta(t("faq.meta.title"), t("faq.meta.description", { name }));

  const extra: Partial<Record<(typeof QUESTIONS)[number]["id"], ReactNode>> = {
    fees: <FeeTable />,
  };

  return (
    <>
      <PageHeader eyebrow={t("faq.eyebrow")} title={t("faq.title")} lead={t("faq.lead")} />
      <Container size="md" py={{ base: 48, md: 72 }}>
        <Accordion variant="separated" radius="lg" defaultValue="what" order={2}>
          {QUESTIONS.map(({ id, to }) => (
            <Accordion.Item key={id} value={id}>
              <Accordion.Control>
                <Text fw={700} fz={{ base: "md", sm: "lg" }}>
                  {t(`faq.items.${id}.question`, { name })}
                </Text>
              </Accordion.Control>
              <Accordion.Panel>
                <Stack gap="xs">
                  <Text c="gray.8">{t(`faq.items.${id}.answer`, { name })}</Text>
                  {extra[id]}
                  <Anchor component={Link} to={to} fw={700} size="sm">
                    {t(`faq.items.${id}.link`)} →
                  </Anchor>
                </Stack>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      </Container>
      <CtaBand title={t("faq.moreTitle")} body={t("faq.moreBody")}>
        <Button component={Link} to="/contactus" radius="xl" variant="white" color="brand.8">
          {t("faq.contactUs")}
        </Button>
      </CtaBand>
    </>
  );
}
