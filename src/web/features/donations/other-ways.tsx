import {
  Anchor,
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
import type { ReactNode } from "react";
import { useState } from "react";
import { useTranslation } from "../../i18n";
import { useSiteConfig } from "../../lib/api/site-config";
import hover from "../../ui/hover.module.css";
import surfaces from "../../ui/surfaces.module.css";
import classes from "./donations.module.css";
import { useOnlineMethods } from "../../lib/gateway-checkout";
import { WalletDialog, type Wallet } from "./wallet-dialog";

const WALLETS = [
  { id: "esewa", Icon: IconQrcode, color: "green" },
  { id: "khalti", Icon: IconWallet, color: "grape" },
] as const;

/**
 * The wallets' QR codes, for anyone paying from the wallet app, and a word on cards. With no
 * gateway set up they are the only way to give, and the section says so in its title.
 */
export function OtherWays({ isOnlyWay }: { isOnlyWay: boolean }) {
  const { t } = useTranslation("donations");
  const { wallets } = useSiteConfig();
  const [open, setOpen] = useState<Wallet | null>(null);
  // A wallet the site has no ID for shows no QR code (production sets them: ESEWA_ID, KHALTI_ID).
  const shown = WALLETS.flatMap((wallet) => {
    const id = wallets[wallet.id];
    return id ? [{ ...wallet, walletId: id }] : [];
  });

  return (
    <Box className={surfaces.band} component="section" aria-labelledby="other-ways">
      <Container size="lg" py={{ base: 48, md: 72 }}>
        <Stack gap={6} align="center" ta="center" mb={32}>
          <Title order={2} id="other-ways" fz={{ base: 26, md: 32 }}>
            {t(isOnlyWay ? "other.onlyTitle" : "other.title")}
          </Title>
          <Text c="gray.7" maw={620}>
            {t(isOnlyWay ? "other.onlySubtitle" : "other.subtitle")}
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          {shown.map(({ id, Icon, color }) => (
            <WayCard key={id} icon={<Icon size={26} />} color={color} isButton>
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
            </WayCard>
          ))}
          <CardNotice />
        </SimpleGrid>
      </Container>

      {shown.map(({ id, walletId }) => (
        <WalletDialog
          key={id}
          wallet={id}
          id={walletId}
          opened={open === id}
          onClose={() => setOpen(null)}
        />
      ))}
    </Box>
  );
}

function WayCard({
  icon,
  color,
  isButton = false,
  children,
}: {
  icon: ReactNode;
  color: string;
  isButton?: boolean;
  children: ReactNode;
}) {
  return (
    <Card
      padding="lg"
      radius="lg"
      withBorder
      className={isButton ? `${classes.card} ${hover.lift}` : classes.card}
    >
      <Flex direction={{ base: "row", sm: "column" }} gap="md" align="flex-start">
        <ThemeIcon size={48} radius="xl" color={color} variant="light">
          {icon}
        </ThemeIcon>
        <Box>{children}</Box>
      </Flex>
    </Card>
  );
}

/**
 * Cards are not taken here, so nothing asks for a card number; Khalti's own payment page takes
 * SCT and Visa debit cards, so where Khalti is online the notice points to it.
 */
function CardNotice() {
  const { t } = useTranslation("donations");
  const takesCards = useOnlineMethods().includes("khalti");
  return (
    <WayCard icon={<IconCreditCard size={26} />} color="blue">
      <Title order={3} fz="lg">
        {t("methods.card.name")}
      </Title>
      <Text c="gray.7" mt={6} size="sm">
        {t("methods.card.body")}{" "}
        {t(takesCards ? "methods.card.viaKhalti" : "methods.card.useWallet")}
      </Text>
      {takesCards && (
        <Anchor href="#give-online" c="brand.8" fw={700} mt="sm" size="sm" display="block">
          {t("methods.card.link")} →
        </Anchor>
      )}
    </WayCard>
  );
}
