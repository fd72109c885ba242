// Which callback URLs a subscription may name: https, or plain http to a loopback host outside
// production (local development and tests). No credentials in the URL, no fragment.
export const LOOPBACK_HOSTS: ReadonlySet<string> = new Set(['localhost', '127.0.0.1', '[::1]']);
export const MAX_CALLBACK_URL_LENGTH = 2048;

/** Why the URL is refused, or undefined when it is acceptable. */
export function callbackUrlProblem(raw: string, options: { allowLoopbackHttp: boolean }): string | undefined {
  if (raw.length > MAX_CALLBACK_URL_LENGTH) return `callbackUrl is longer than ${MAX_CALLBACK_URL_LENGTH} characters`;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'callbackUrl is not an absolute URL';
  }
  if (url.username !== '' || url.password !== '') return 'callbackUrl must not carry credentials';
  if (url.hash !== '') return 'callbackUrl must not have a fragment';
  if (url.protocol === 'https:') return undefined;
  if (url.protocol === 'http:') {
    if (options.allowLoopbackHttp && LOOPBACK_HOSTS.has(url.hostname.toLowerCase())) return undefined;
    return options.allowLoopbackHttp
      ? 'callbackUrl must use https (http only to localhost, 127.0.0.1 or [::1])'
      : 'callbackUrl must use https';
  }
  return 'callbackUrl must use https';
}
