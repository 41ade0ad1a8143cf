// A guide's markdown as a page body: marked (GitHub-flavoured) with GitHub-style heading ids,
// links between guides pointed at their pages, tables in a scrollable region, then sanitised
// (sanitize-html) so only plain document markup reaches the page: no script, no style, no
// event handler, whatever a file contains.

import { readFile } from 'node:fs/promises';
import { Marked, Renderer, type Tokens } from 'marked';
import { gfmHeadingId, getHeadingList } from 'marked-gfm-heading-id';
import sanitizeHtml from 'sanitize-html';
import { guideByFile, type Guide } from './catalogue.ts';

export interface RenderedGuide {
  html: string;
  /** The guide's second-level headings, for its table of contents. */
  sections: { id: string; text: string }[];
}

/** `webhooks.md#x` → `/docs/webhooks#x` when that guide is served; other links unchanged. */
export function guideHref(href: string): string {
  const hash = href.indexOf('#');
  const file = hash === -1 ? href : href.slice(0, hash);
  const guide = file.endsWith('.md') && !file.includes('/') ? guideByFile(file) : undefined;
  return guide ? `/docs/${guide.slug}${hash === -1 ? '' : href.slice(hash)}` : href;
}

const baseRenderer = new Renderer();

function markedFor(): Marked {
  const marked = new Marked({ gfm: true });
  marked.use(gfmHeadingId(), {
    walkTokens(token) {
      if (token.type === 'link') (token as Tokens.Link).href = guideHref((token as Tokens.Link).href);
    },
    renderer: {
      // A long line scrolls inside the block, so the block is reachable by keyboard.
      code(token: Tokens.Code) {
        return baseRenderer.code.call(this, token).replace('<pre>', '<pre tabindex="0">');
      },
      // A wide table scrolls inside its own region, which the keyboard can reach.
      table(token: Tokens.Table) {
        return `<div class="table-scroll" role="region" aria-label="Table" tabindex="0">${baseRenderer.table.call(this, token)}</div>`;
      },
    },
  });
  return marked;
}

const SANITISE: sanitizeHtml.IOptions = {
  allowedTags: ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'a', 'ul', 'ol', 'li', 'code', 'pre', 'em', 'strong', 'del', 'blockquote', 'hr', 'br', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'div', 'input'],
  allowedAttributes: {
    h1: ['id'],
    h2: ['id'],
    h3: ['id'],
    h4: ['id'],
    h5: ['id'],
    h6: ['id'],
    a: ['href', 'class', 'aria-hidden', 'tabindex'],
    code: ['class'],
    th: ['align'],
    td: ['align'],
    div: ['class', 'role', 'aria-label', 'tabindex'],
    pre: ['tabindex'],
    input: ['type', 'checked', 'disabled'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedClasses: { code: ['language-*'], a: ['anchor'], div: ['table-scroll'] },
};

/** The page shows the guide's title above its contents, so the file's own first-line title is dropped. */
export function renderGuideMarkdown(markdown: string): RenderedGuide {
  const marked = markedFor();
  const body = markdown.startsWith('# ') ? markdown.slice(markdown.indexOf('\n') + 1) : markdown;
  const raw = marked.parse(body, { async: false });
  const sections = getHeadingList()
    .filter((h) => h.level === 2)
    .map((h) => ({ id: h.id, text: h.raw }));
  // A link to itself on every heading, so a section can be linked to.
  const anchored = raw.replace(/<(h[2-4]) id="([a-z0-9_-]+)">/g, '<$1 id="$2"><a class="anchor" href="#$2" aria-hidden="true" tabindex="-1">#</a>');
  return { html: sanitizeHtml(anchored, SANITISE), sections };
}

const cache = new Map<string, Promise<RenderedGuide>>();

/** The guide's page body (rendered once per process: the files ship with the code). */
export function renderedGuide(guide: Guide, docsDir: string): Promise<RenderedGuide> {
  let rendered = cache.get(guide.slug);
  if (!rendered) {
    rendered = readFile(`${docsDir}/${guide.file}`, 'utf8').then(renderGuideMarkdown);
    rendered.catch(() => cache.delete(guide.slug));
    cache.set(guide.slug, rendered);
  }
  return rendered;
}
