// Which endpoint URLs are accepted: https, or http to a loopback address when the deployment
// allows it (development and tests). No credentials in the URL: it is shown in listings and logs.

export const MAX_URL_LENGTH = 2048;

const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

/** null when acceptable, else why not (to be shown to the requester). */
export function endpointUrlProblem(text: string, allowLoopback: boolean): string | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'must be an absolute URL';
  }
  if (url.username || url.password) return 'must not contain a user name or password';
  if (url.protocol === 'https:') return null;
  if (url.protocol === 'http:' && LOOPBACK.test(url.hostname)) {
    return allowLoopback ? null : 'http:// is accepted only for loopback addresses when WEBHOOK_ALLOW_LOOPBACK is on; use https://';
  }
  return 'must be an https:// URL';
}
