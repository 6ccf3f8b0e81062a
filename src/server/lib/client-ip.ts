import type { Context } from "hono";
import { isIPv4, isIPv6 } from "node:net";

/**
 * The caller's address, as rate limits count it: the last X-Forwarded-For hop when TRUST_PROXY
 * says our own proxy sets it (hops to its left are whatever the client sent), otherwise the TCP
 * peer. In-process requests (tests) have no socket: loopback.
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",").at(-1)?.trim();
    if (forwarded) return normaliseIp(forwarded);
  }
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return normaliseIp(env?.incoming?.socket?.remoteAddress ?? "127.0.0.1");
}

/**
 * One spelling per caller, so a limit cannot be dodged by rewriting an address: IPv4-mapped
 * IPv6 (::ffff:127.0.0.1) becomes IPv4, and an IPv6 address becomes its /64 network in full
 * form (one household or server usually holds a whole /64). Anything else stays as it is.
 */
export function normaliseIp(raw: string): string {
  const address = raw
    .trim()
    .replace(/^\[(.*)\]$/, "$1")
    .split("%")[0]!
    .toLowerCase();
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return address;
  const groups = ipv6Groups(address);
  const isMapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (isMapped)
    return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join(".");
  return [...groups.slice(0, 4), 0, 0, 0, 0]
    .map((group) => group.toString(16).padStart(4, "0"))
    .join(":");
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a dotted IPv4 tail split). */
function ipv6Groups(address: string): number[] {
  const toGroups = (part: string) =>
    part
      ? part.split(":").flatMap((group) => {
          if (!group.includes(".")) return [parseInt(group, 16)];
          const [a, b, c, d] = group.split(".").map(Number) as [number, number, number, number];
          return [(a << 8) | b, (c << 8) | d];
        })
      : [];
  const [head = "", tail] = address.split("::");
  const left = toGroups(head);
  const right = tail === undefined ? [] : toGroups(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}
