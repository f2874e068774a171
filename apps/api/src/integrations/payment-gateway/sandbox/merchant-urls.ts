/**
 * A bank knows its merchant's site: it sends the cardholder's browser back only there and its
 * callbacks only to the merchant's own server. The sandbox does the same, so it can be neither
 * an open redirect nor a way to make this server call another address.
 */
export interface MerchantUrls {
  /** returnUrl / failUrl: this site, or this machine (a developer's browser). */
  isReturnUrl(url: string): boolean;
  /** Callback URLs: this site only (delivered in-process). */
  isCallbackUrl(url: string): boolean;
}

const LOOPBACK_HOSTS = new Set(['localhost', '[::1]']);
const isLoopback = (host: string) => LOOPBACK_HOSTS.has(host) || /^127(\.\d{1,3}){3}$/.test(host);

export function merchantUrls(site: string): MerchantUrls {
  const own = new URL(site).origin;
  const parse = (value: string) => {
    try {
      return new URL(value);
    } catch {
      return undefined;
    }
  };
  return {
    isReturnUrl: (value) => {
      const url = parse(value);
      return !!url && (url.origin === own || isLoopback(url.hostname));
    },
    isCallbackUrl: (value) => parse(value)?.origin === own,
  };
}
