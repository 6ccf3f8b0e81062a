import { bearer, httpClient, type HttpClient } from "./http";

export const PASSWORD = "cluster-test-password";

export interface ClusterUrls {
  nginx: string;
  a: string;
  b: string;
}

/**
 * Someone using the site from their own address: through nginx as a visitor does, or
 * straight to either instance with the X-Forwarded-For nginx would have added.
 */
export interface Person {
  email: string;
  address: string;
  nginx: HttpClient;
  a: HttpClient;
  b: HttpClient;
  token: string;
  auth(): Record<string, string>;
  close(): void;
}

export function person(urls: ClusterUrls, email: string, address: string): Person {
  const origin = urls.nginx;
  const forwarded = { headers: { "X-Forwarded-For": address }, origin };
  const clients = {
    nginx: httpClient(urls.nginx, { origin, localAddress: address }),
    a: httpClient(urls.a, forwarded),
    b: httpClient(urls.b, forwarded),
  };
  return {
    email,
    address,
    ...clients,
    token: "",
    auth() {
      return bearer(this.token);
    },
    close() {
      Object.values(clients).forEach((client) => client.close());
    },
  };
}

/** Each of the two instances, by name, for checks that read from both. */
export const bothInstances = (someone: Person) =>
  [
    ["A", someone.a],
    ["B", someone.b],
  ] as const;
