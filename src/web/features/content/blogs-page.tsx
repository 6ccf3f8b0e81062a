import { Card, Container, Group, Image, SimpleGrid, Text, Title } from "@mantine/core";
import { IconMessageCircle } from "@tabler/icons-react";
import { useTranslation } from "../../i18n";
import { useFormat } from "../../lib/format";
import { usePageMeta } from "../../ui/use-page-meta";
import { BLOG_POSTS } from "./blog-posts";
import { atNoon } from "./dates";
import { PageHeader } from "../../ui/page-header";

export function BlogsPage() {
  const { t } = useTranslation("content");
  const format = useFormat();
  usePageMeta(t("blogs.meta.title"), t("blogs.meta.description"));

  return (
    <>
      <PageHeader eyebrow={t("blogs.eyebrow")} title={t("blogs.title")} lead={t("blogs.lead")} />
      <Container size="lg" py={{ base: 48, md: 72 }}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl" component="ul" p={0} m={0}>
          {BLOG_POSTS.map(({ id, date, comments, image }) => (
            <Card
              key={id}
              component="li"
              padding="lg"
              radius="lg"
              withBorder
              style={{ listStyle: "none" }}
            >
              <Card.Section>
                <Image src={image} alt="" width={640} height={400} h={220} loading="lazy" />
              </Card.Section>
              <article>
                <Title order={2} fz="xl" mt="md">
                  {t(`blogs.posts.${id}.title`)}
                </Title>
                <Text size="sm" c="gray.7" mt={6}>
                  {t("blogs.postedBy")} · <time dateTime={date}>{format.date(atNoon(date))}</time>
                </Text>
                <Text c="gray.8" mt="sm">
                  {t(`blogs.posts.${id}.excerpt`)}
                </Text>
                <Group gap={6} mt="md" c="brand.8">
                  <IconMessageCircle size={18} aria-hidden />
                  <Text size="sm" fw={600}>
                    {t("blogs.comments", { count: comments, n: format.number(comments) })}
                  </Text>
                </Group>
              </article>
            </Card>
          ))}
        </SimpleGrid>
      </Container>
    </>
  );
}
