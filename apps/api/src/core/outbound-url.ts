import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import ipaddr from 'ipaddr.js';
import { env } from '../config/env.js';

// The outbound guard (§10 External API and webhooks): every URL a company enters (webhooks, n8n, Typebot,
// generic integrations) may reach only public addresses, checked after DNS resolution, at save and again at
// each request (the request connects to the address that was checked, so a DNS answer that changes in
// between cannot slip a private address in). Loopback, private, link-local (cloud metadata lives there),
// carrier-grade NAT, unique-local, multicast and reserved ranges are refused unless the operator lists the
// host or a CIDR in OUTBOUND_ALLOWED_HOSTS. Redirects are never followed (outbound-request.ts).

export class OutboundUrlRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OutboundUrlRefused';
  }
}

type Resolver = (host: string) => Promise<string[]>;

interface AllowList {
  hosts: Set<string>;
  ranges: [ipaddr.IPv4 | ipaddr.IPv6, number][];
}

/** Parses the operator's list: host names (any case) and IP addresses or CIDRs. */
export function parseAllowList(value: string): AllowList {
  const list: AllowList = { hosts: new Set(), ranges: [] };
  for (const raw of value
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean)) {
    if (ipaddr.isValidCIDR(raw)) list.ranges.push(ipaddr.parseCIDR(raw));
    else if (ipaddr.isValid(raw)) {
      const address = ipaddr.parse(raw);
      list.ranges.push([address, address.kind() === 'ipv4' ? 32 : 128]);
    } else list.hosts.add(raw);
  }
  return list;
}

let allowList = parseAllowList(env.OUTBOUND_ALLOWED_HOSTS);

/** Replaces the operator's list (tests that run a receiving server on loopback). */
export function useOutboundAllowList(value: string): void {
  allowList = parseAllowList(value);
}

/** IPv4-mapped IPv6 (::ffff:10.0.0.1) is judged as the IPv4 address it carries. */
const normalised = (address: string) => {
  const parsed = ipaddr.parse(address);
  return parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress() ? (parsed as ipaddr.IPv6).toIPv4Address() : parsed;
};

/** True when an address is public unicast, or inside a range the operator allowed. */
export function isAllowedAddress(address: string): boolean {
  const parsed = normalised(address);
  if (allowList.ranges.some(([range, bits]) => range.kind() === parsed.kind() && parsed.match(range, bits))) return true;
  return parsed.range() === 'unicast';
}

const defaultResolver: Resolver = (host) =>
  new Promise((resolve, reject) =>
    dnsLookup(host, { all: true, verbatim: true }, (error, addresses: LookupAddress[]) => (error ? reject(error) : resolve(addresses.map((a) => a.address)))),
  );

/** The host of a URL as DNS and the allow-list read it (IPv6 without brackets, lower case). */
const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '').toLowerCase();

/**
 * Checks a company-entered URL: http or https, no credentials in it, and every address its host resolves to
 * allowed. Answers the addresses to connect to; throws OutboundUrlRefused with a reason a person can act on.
 */
export async function checkOutboundUrl(raw: string, resolve: Resolver = defaultResolver): Promise<{ url: URL; addresses: string[] }> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new OutboundUrlRefused('is not a valid URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new OutboundUrlRefused('must start with http:// or https://');
  if (url.username || url.password) throw new OutboundUrlRefused('must not carry a user name or password');
  const host = hostOf(url);
  let addresses: string[];
  if (ipaddr.isValid(host)) addresses = [host];
  else {
    try {
      addresses = await resolve(host);
    } catch {
      throw new OutboundUrlRefused(`the host ${host} could not be resolved`);
    }
  }
  if (addresses.length === 0) throw new OutboundUrlRefused(`the host ${host} could not be resolved`);
  if (allowList.hosts.has(host)) return { url, addresses };
  const refused = addresses.find((address) => !isAllowedAddress(address));
  if (refused) {
    throw new OutboundUrlRefused(`points to a private or reserved address (${refused}); the operator may allow it in OUTBOUND_ALLOWED_HOSTS`);
  }
  return { url, addresses };
}
