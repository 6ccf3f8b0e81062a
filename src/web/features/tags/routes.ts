import type { QueryClient } from "@tanstack/react-query";
import type { LoaderFunctionArgs } from "react-router";
import { notFound, type FeatureRoute } from "../../lib/feature-routes";
import { isTagMissing, tagQuery } from "./api/get-tag";

/** A QR tag's page opens on a stranger's phone: server-rendered, plain (decision 043). */
const loadTag = async ({ params }: LoaderFunctionArgs, queryClient: QueryClient) => {
  const [tag] = await Promise.allSettled([
    queryClient.ensureQueryData(tagQuery(params.token ?? "")),
  ]);
  if (tag.status === "rejected" && isTagMissing(tag.reason)) throw notFound();
  return null;
};

/** The tags a finder scans (docs/product.md#tags), and the page a store prints them from. */
export const tagRoutes: FeatureRoute[] = [
  {
    path: "/t/:token",
    load: loadTag,
    page: {
      module: "features/tags/tag-page.tsx",
      component: "TagPage",
      errorComponent: "TagNotFound",
      words: ["tags", "errors"],
      plain: true,
    },
  },
  {
    path: "/dashboard/tags",
    signedIn: true,
    page: {
      module: "features/tags/print-tags-page.tsx",
      component: "PrintTagsPage",
      words: ["tags", "errors"],
    },
  },
];
