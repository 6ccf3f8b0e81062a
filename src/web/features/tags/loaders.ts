import type { QueryClient } from "@tanstack/react-query";
import type { LoaderFunctionArgs } from "react-router";
import { notFound } from "../../lib/feature-routes";
import { isTagMissing, tagQuery } from "./api/get-tag";

/** A QR tag's page opens on a stranger's phone: server-rendered, plain (decision 043). */
export const loadTag = async ({ params }: LoaderFunctionArgs, queryClient: QueryClient) => {
  const [tag] = await Promise.allSettled([
    queryClient.ensureQueryData(tagQuery(params.token ?? "")),
  ]);
  if (tag.status === "rejected" && isTagMissing(tag.reason)) throw notFound();
  return null;
};
