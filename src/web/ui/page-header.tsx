import { Badge, Box, Container, Image, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import classes from "./page-header.module.css";

interface PageHeaderProps {
  eyebrow: string;
  title: string;
  lead: ReactNode;
  /** A decorative illustration, shown beside the text on wide screens only. */
  image?: string;
  children?: ReactNode;
}

/** The opening band of every content page: what the page is, in one heading and one paragraph. */
export function PageHeader({ eyebrow, title, lead, image, children }: PageHeaderProps) {
  return (
    <Box className={classes.header}>
      <Container size="lg" py={{ base: 40, md: 64 }}>
        <SimpleGrid
          cols={{ base: 1, md: image ? 2 : 1 }}
          spacing={56}
          style={{ alignItems: "center" }}
        >
          <Stack gap="md">
            <Badge size="lg" variant="white" radius="xl" w="fit-content" maw="100%">
              {eyebrow}
            </Badge>
            <Title order={1} className={classes.title}>
              {title}
            </Title>
            <Text size="lg" c="gray.7" maw={640}>
              {lead}
            </Text>
            {children}
          </Stack>
          {image && (
            <Box visibleFrom="md">
              <Image
                src={image}
                alt=""
                width={640}
                height={480}
                className={classes.headerImage}
                fetchPriority="high"
              />
            </Box>
          )}
        </SimpleGrid>
      </Container>
    </Box>
  );
}

/** A stored section title with a short line under it. */
export function SectionTitle({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <Stack gap={6} align="center" ta="center" mb={36}>
      <Title order={2} fz={{ base: 26, md: 34 }}>
        {title}
      </Title>
      {subtitle && (
        <Text c="gray.7" size="lg" maw={600}>
          {subtitle}
        </Text>
      )}
    </Stack>
  );
}
