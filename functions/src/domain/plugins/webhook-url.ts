import { BlockList, isIP } from 'node:net';
import { PLUGIN_TEXTS } from '@shop/shared';

/** Addresses a webhook must never reach from the deployed stack: loopback, private, link-local (the metadata service), CGNAT, multicast. */
const NON_PUBLIC = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const)
  NON_PUBLIC.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  NON_PUBLIC.addSubnet(net, prefix, 'ipv6');
// IPv4-mapped IPv6 addresses are unwrapped and judged as IPv4 (isAllowedAddress), not listed here: BlockList would match every IPv4 address against them.

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

const family = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4');

/**
 * Whether a resolved address may be posted to: public ones always; in the local runtime also
 * loopback, where the test receiver and a developer's own listen.
 */
export const isAllowedAddress = (address: string, local: boolean): boolean => {
  if (isIP(address) === 0) return false;
  if (local && LOOPBACK.check(address, family(address))) return true;
  // An IPv4-mapped IPv6 address is judged as the IPv4 address it carries.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return isAllowedAddress(mapped, local);
  return !NON_PUBLIC.check(address, family(address));
};

const isLoopbackName = (host: string) => host === 'localhost' || host.endsWith('.localhost');

/**
 * What is wrong with a webhook address, in Turkish, or undefined. Deployed: https only, no user
 * info, no name or literal address that is local or private. Locally, http and loopback are allowed
 * too, for the test receiver. A name that resolves to a private address is refused when posting
 * (webhook-post.ts checks every address it connects to), since DNS may change after the save.
 */
export const webhookUrlProblem = (value: string, local: boolean): string | undefined => {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return PLUGIN_TEXTS.webhookUrl;
  }
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const loopback = isLoopbackName(host) || (isIP(host) !== 0 && LOOPBACK.check(host, family(host)));
  if (url.username || url.password || host === '') return PLUGIN_TEXTS.webhookUrl;
  if (url.protocol !== 'https:' && !(local && loopback && url.protocol === 'http:')) return PLUGIN_TEXTS.webhookUrl;
  if (local && loopback) return undefined;
  if (isLoopbackName(host) || (isIP(host) !== 0 && !isAllowedAddress(host, false))) return PLUGIN_TEXTS.webhookPrivate;
  return undefined;
};
