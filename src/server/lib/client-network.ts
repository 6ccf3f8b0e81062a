import { isIPv4, isIPv6 } from "node:net";
import { normaliseIp } from "./client-ip";

/**
 * The network a caller's address belongs to, for limits that one household or server must not
 * dodge by taking the next address: an IPv4 /24 or an IPv6 /64. Anything else stays as it is.
 */
export function clientNetwork(ip: string): string {
  if (isIPv4(ip)) return `${ip.split(".").slice(0, 3).join(".")}.0/24`;
  if (isIPv6(ip)) return `${normaliseIp(ip)}/64`;
  return ip;
}
