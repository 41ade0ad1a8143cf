// A plain, server-rendered HTML page of the OpenAPI document: no scripts, no CDN.

type Json = Record<string, any>;

const esc = (s: unknown): string => String(s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const pre = (v: unknown): string => `<pre>${esc(JSON.stringify(v, null, 2))}</pre>`;

function operationHtml(path: string, method: string, op: Json): string {
  const params = ((op.parameters ?? []) as Json[]).map((p) => `<li><code>${esc(p.name)}</code> (${esc(p.in)}${p.required ? ', required' : ''}) ${esc(p.description ?? '')}</li>`).join('');
  const [mediaType, media] = op.requestBody ? (Object.entries(op.requestBody.content as Record<string, Json>)[0] ?? []) : [];
  const body = media ? `<h4>Request body</h4>${mediaType === 'application/json' ? '' : `<p><code>${esc(mediaType)}</code> ${esc(op.requestBody.description ?? '')}</p>`}${pre(media.schema)}` : '';
  const responses = Object.entries(op.responses as Record<string, Json>)
    .map(([status, r]) => {
      const content = r.content ? Object.entries(r.content as Record<string, Json>)[0] : undefined;
      const schema = content && !String(content[1].schema?.$ref ?? '').endsWith('/Problem') ? `<details><summary>schema</summary>${pre(content[1].schema)}</details>` : '';
      return `<li><strong>${esc(status)}</strong> ${esc(r.description)} ${content ? `<code>${esc(content[0])}</code>` : ''}${schema}</li>`;
    })
    .join('');
  const auth = (op.security as unknown[]).length > 0 ? ' · <em>Authorization: Bearer API key</em>' : '';
  return `<section id="${esc(op.operationId)}"><h3><span class="m">${esc(method.toUpperCase())}</span> <code>${esc(path)}</code></h3>
<p>${esc(op.summary)}${auth}</p>${params ? `<h4>Parameters</h4><ul>${params}</ul>` : ''}${body}<h4>Responses</h4><ul>${responses}</ul></section>`;
}

export function docsPage(doc: Json): string {
  const ops = Object.entries(doc.paths as Record<string, Record<string, Json>>).flatMap(([path, methods]) => Object.entries(methods).map(([m, op]) => ({ path, m, op })));
  const toc = ops.map(({ path, m, op }) => `<li><a href="#${esc(op.operationId)}">${esc(m.toUpperCase())} ${esc(path)}</a></li>`).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(doc.info.title)} ${esc(doc.info.version)}</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}pre{background:#f4f4f4;padding:.5rem;overflow:auto;font-size:13px}
section{border-top:1px solid #ddd;margin-top:1.5rem}.m{background:#234;color:#fff;padding:0 .4rem;border-radius:3px}</style></head>
<body><h1>${esc(doc.info.title)} <small>${esc(doc.info.version)}</small></h1><p>${esc(doc.info.description)}</p>
<p>Machine-readable: <a href="/api/v1/openapi.json">/api/v1/openapi.json</a> (OpenAPI ${esc(doc.openapi)}).</p>
<h2>Operations</h2><ul>${toc}</ul>${ops.map(({ path, m, op }) => operationHtml(path, m, op)).join('')}
<h2>Problem responses</h2>${pre(doc.components.schemas.Problem)}</body></html>`;
}
