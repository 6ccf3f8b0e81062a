import { Anchor, Card, Container, Group, Image, SimpleGrid, Text, Title } from "@mantine/core";
import { IconArrowRight } from "@tabler/icons-react";
import { useTranslation } from "../../i18n";
import { Link } from "react-router";
import { SectionHeading } from "./section-heading";

const POSTS = [
  { title: "blogs.dogTitle", body: "blogs.dogBody", image: "/images/blog-dog.webp" },
  { title: "blogs.catTitle", body: "blogs.catBody", image: "/images/blog-cat.webp" },
] as const;

/**
 * Two posts from the blog. The posts are excerpts only, the blog page shows the same text: so
 * the cards open nothing and one link leads to the whole list.
 */
export function BlogTeaser() {
  const { t } = useTranslation("home");
  return (
    <Container
      component="section"
      aria-labelledby="blog-teaser"
      size="lg"
      py={{ base: 56, md: 88 }}
    >
      <SectionHeading id="blog-teaser" title={t("blogs.title")} subtitle={t("blogs.subtitle")} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        {POSTS.map(({ title, body, image }) => (
          <Card key={title} padding="lg" radius="lg" withBorder>
            <Card.Section>
              <Image src={image} alt="" height={220} width={800} loading="lazy" />
            </Card.Section>
            <Title order={3} fz="xl" mt="md">
              {t(title)}
            </Title>
            <Text c="gray.7" mt="xs">
              {t(body)}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
      <Group justify="center" mt="xl">
        <Anchor component={Link} to="/fullblogs" fw={700}>
          <Group gap={4} component="span" wrap="nowrap">
            {t("blogs.allPosts")}
            <IconArrowRight size={16} aria-hidden />
          </Group>
        </Anchor>
      </Group>
    </Container>
  );
}
