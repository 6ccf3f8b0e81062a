import { STORE_TAB } from "../../../contract/dashboard";
import { Container, Indicator, Tabs, Title, VisuallyHidden } from "@mantine/core";
import {
  IconBell,
  IconBuildingStore,
  IconHeart,
  IconMessages,
  IconSettings,
  IconUser,
} from "@tabler/icons-react";
import { useTranslation } from "../../i18n";
import { useSearchParams } from "react-router";
import { AccountPanel } from "../../features/accounts/account-panel";
import { AgreementEditor } from "../../features/agreement/agreement-editor";
import { FiltersInWords } from "../../features/catalogue/filters-in-words";
import { MyFavourites } from "../../features/catalogue/my-favourites";
import { SavedSearchList } from "../../features/saved-searches/saved-search-list";
import { ConversationList } from "../../features/conversations/conversation-list";
import { useTotalUnread } from "../../features/conversations/api/get-conversations";
import { DueList } from "../../features/records/due-list";
import { StoreTab } from "../../features/stores/store-tab";
import { FosteredList } from "../../features/fosters/fostered-list";
import { MyApplications } from "../../features/adoption/my-applications";
import { StoreApplications } from "../../features/adoption/store-applications";
import { useMyStore } from "../../lib/api/my-store";
import { useNumberFormat } from "../../lib/format-numbers";
import { RequireAuth } from "../../ui/require-auth";
import { usePageMeta } from "../../ui/use-page-meta";
import classes from "./dashboard-route.module.css";

const TABS = ["user", "favourites", "searches", "messages", STORE_TAB, "account"] as const;
type Tab = (typeof TABS)[number];

/**
 * /dashboard: the User tab (the caller's adoption requests), Favourites, Saved searches (with
 * the catalogue's filters in words in the saved-searches feature's list), Messages (her
 * conversations, with the unread count on the tab), the Store tab (their
 * store, with the adoption feature's list of its requests and the agreement feature's editor in
 * StoreTab's slots) and Account.
 * The open tab lives in the URL so a link can point at it; without one, a store's owner sees the
 * Store tab.
 */
export function DashboardRoute() {
  return (
    <RequireAuth>
      <Dashboard />
    </RequireAuth>
  );
}

function Dashboard() {
  const { t } = useTranslation();
  usePageMeta(t("pages.dashboard"));
  const unread = useTotalUnread();
  const { number } = useNumberFormat();
  const [params, setParams] = useSearchParams();
  const requested = params.get("tab") as Tab | null;
  // A store's owner opens on her store, anyone else on her requests; no tab shows until the
  // store is known, so the page does not jump from one to the other.
  const myStore = useMyStore();
  const home: Tab | null = myStore.isPending ? null : myStore.data?.store ? STORE_TAB : "user";
  const tab = requested && TABS.includes(requested) ? requested : home;

  return (
    <Container size="xl" py={{ base: "lg", sm: 40 }}>
      <Title order={1} mb="lg">
        {t("pages.dashboard")}
      </Title>
      <Tabs
        value={tab}
        onChange={(value) => setParams(value === home ? {} : { tab: value ?? "user" })}
        keepMounted={false}
        classNames={{ list: classes.list, tab: classes.tab, tabSection: classes.tabSection }}
      >
        <Tabs.List mb="lg">
          <Tabs.Tab value="user" leftSection={<IconUser size={18} />}>
            {t("dashboard.userTab")}
          </Tabs.Tab>
          <Tabs.Tab value="favourites" leftSection={<IconHeart size={18} />}>
            {t("dashboard.favouritesTab")}
          </Tabs.Tab>
          <Tabs.Tab value="searches" leftSection={<IconBell size={18} />}>
            {/* A phone's six tabs share one row: the short word keeps each label to a line or two. */}
            <span className={classes.wide}>{t("dashboard.searchesTab")}</span>
            <span className={classes.narrow}>{t("dashboard.searchesTabShort")}</span>
          </Tabs.Tab>
          <Tabs.Tab
            value="messages"
            leftSection={
              // On the icon, so the count takes no room from the labels on a phone's one row.
              <Indicator
                aria-hidden
                disabled={!unread}
                label={unread > 99 ? "99+" : number(unread)}
                size={16}
                color="brand.8"
                offset={2}
              >
                <IconMessages size={18} />
              </Indicator>
            }
          >
            {t("dashboard.messagesTab")}
            {unread > 0 && (
              <VisuallyHidden>
                {" "}
                ({t("dashboard.unread", { count: unread, n: number(unread) })})
              </VisuallyHidden>
            )}
          </Tabs.Tab>
          <Tabs.Tab value={STORE_TAB} leftSection={<IconBuildingStore size={18} />}>
            {t("dashboard.storeTab")}
          </Tabs.Tab>
          <Tabs.Tab value="account" leftSection={<IconSettings size={18} />}>
            {t("dashboard.accountTab")}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="user">
          <MyApplications />
        </Tabs.Panel>
        <Tabs.Panel value="favourites">
          <MyFavourites />
        </Tabs.Panel>
        <Tabs.Panel value="searches">
          <SavedSearchList describe={(query) => <FiltersInWords query={query} />} />
        </Tabs.Panel>
        <Tabs.Panel value="messages">
          <ConversationList />
        </Tabs.Panel>
        <Tabs.Panel value={STORE_TAB}>
          <StoreTab
            applications={(storeId) => <StoreApplications storeId={storeId} />}
            agreement={<AgreementEditor />}
            fostered={<FosteredList />}
            due={(storeId, role) => <DueList storeId={storeId} role={role} compact />}
          />
        </Tabs.Panel>
        <Tabs.Panel value="account">
          <AccountPanel />
        </Tabs.Panel>
      </Tabs>
    </Container>
  );
}
