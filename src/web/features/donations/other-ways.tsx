import {
  Box,
  Card,
  Container,
  Flex,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
  UnstyledButton,
} from "@mantine/core";
import { IconCreditCard, IconQrcode, IconWallet } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSiteConfig } from "../../lib/api/site-config";
import { CardDialog } from "./card-dialog";
import classes from "./donations.module.css";
import hover from "../../ui/hover.module.css";
import surfaces from "../../ui/surfaces.module.css";
import { WalletDialog, type Wallet } from "./wallet-dialog";

type Method = "card" | Wallet;

// Card, eSewa and Khalti. The QR codes stay for anyone paying from the wallet app.
const METHODS = [
  { id: "card", Icon: IconCreditCard, color: "blue" },
  { id: "esewa", Icon: IconQrcode, color: "green" },
  { id: "khalti", Icon: IconWallet, color: "grape" },
] as const;

/** The ways to give without the online form: the card dialog and the wallets' QR codes. */
export function OtherWays() {
  const { t } = useTranslation("donations");
  const { wallets } = useSiteConfig();
  const [open, setOpen] = useState<Method | null>(null);
  const close = () => setOpen(null);

  return (
    <Box className={surfaces.band} component="section" aria-labelledby="other-ways">
      <Container size="lg" py={{ base: 48, md: 72 }}>
        <Stack gap={6} align="center" ta="center" mb={32}>
          <Title order={2} id="other-ways" fz={{ base: 26, md: 32 }}>
            {t("other.title")}
          </Title>
          <Text c="gray.7" maw={620}>
            {t("other.subtitle")}
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          {METHODS.map(({ id, Icon, color }) => (
            <Card
              key={id}
              padding="lg"
              radius="lg"
              withBorder
              className={`${classes.card} ${hover.lift}`}
            >
              <Flex direction={{ base: "row", sm: "column" }} gap="md" align="flex-start">
                <ThemeIcon size={48} radius="xl" color={color} variant="light">
                  <Icon size={26} />
                </ThemeIcon>
                <Box>
                  <Title order={3} fz="lg">
                    <UnstyledButton
                      className={classes.cardButton}
                      onClick={() => setOpen(id)}
                      fz="inherit"
                      fw="inherit"
                      aria-haspopup="dialog"
                    >
                      {t(`methods.${id}.name`)}
                    </UnstyledButton>
                  </Title>
                  <Text c="gray.7" mt={6} size="sm">
                    {t(`methods.${id}.body`)}
                  </Text>
                  <Text c="brand.8" fw={700} mt="sm" size="sm" aria-hidden>
                    {t("give")} →
                  </Text>
                </Box>
              </Flex>
            </Card>
          ))}
        </SimpleGrid>
      </Container>

      <CardDialog opened={open === "card"} onClose={close} onChooseWallet={setOpen} />
      {(["esewa", "khalti"] as const).map((wallet) => (
        <WalletDialog
          key={wallet}
          wallet={wallet}
          id={wallets[wallet]}
          opened={open === wallet}
          onClose={close}
        />
      ))}
    </Box>
  );
}
