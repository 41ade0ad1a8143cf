// A tiny cookie-keeping HTTP client for site tests: what a browser without JavaScript does
// (keeps cookies, posts forms, does not follow redirects so tests can see them).

export interface Page {
  res: Response;
  status: number;
  html: string;
  setCookies: string[];
}

export class SiteClient {
  readonly cookies = new Map<string, string>();
  constructor(readonly base: string, readonly headers: Record<string, string> = {}) {}

  private remember(res: Response): string[] {
    const set = res.headers.getSetCookie();
    for (const line of set) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      const expired = /expires=Thu, 01 Jan 1970/i.test(line) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return set;
  }

  private cookieHeader(): Record<string, string> {
    if (this.cookies.size === 0) return {};
    return { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') };
  }

  async get(path: string): Promise<Page> {
    const res = await fetch(`${this.base}${path}`, { redirect: 'manual', headers: { ...this.headers, ...this.cookieHeader() } });
    const setCookies = this.remember(res);
    return { res, status: res.status, html: await res.text(), setCookies };
  }

  async post(path: string, fields: Record<string, string>): Promise<Page> {
    const res = await fetch(`${this.base}${path}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { ...this.headers, ...this.cookieHeader(), 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
    const setCookies = this.remember(res);
    return { res, status: res.status, html: await res.text(), setCookies };
  }

  /** A multipart/form-data post (file uploads), as a browser sends it. */
  async postMultipart(path: string, form: FormData): Promise<Page> {
    const res = await fetch(`${this.base}${path}`, { method: 'POST', redirect: 'manual', headers: { ...this.headers, ...this.cookieHeader() }, body: form });
    const setCookies = this.remember(res);
    return { res, status: res.status, html: await res.text(), setCookies };
  }

  /** Loads a page and posts its form with the page's own CSRF token plus `fields`. */
  async submit(pagePath: string, action: string, fields: Record<string, string>): Promise<Page> {
    const page = await this.get(pagePath);
    return this.post(action, { _csrf: csrfOf(page.html), ...fields });
  }
}

export function csrfOf(html: string): string {
  const m = /name="_csrf" value="([^"]+)"/.exec(html);
  if (!m) throw new Error('no CSRF field on the page');
  return m[1]!;
}

/** The visible text of an HTML fragment, tags removed and entities of the five escaped characters decoded. */
export const textOf = (html: string): string =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;|&#34;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

export async function signUp(client: SiteClient, email: string, password = 'correct horse battery', displayName = ''): Promise<Page> {
  return client.submit('/signup', '/signup', { email, password, displayName });
}
