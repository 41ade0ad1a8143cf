// Writes the served OpenAPI document to a file (or stdout), for client generators and linters:
// `npx tsx scripts/openapi.ts openapi.json`.
import { writeFileSync } from 'node:fs';
import { openApiDocumentFor } from '../src/http/routes/index.ts';

const json = JSON.stringify(openApiDocumentFor(process.env.PUBLIC_URL ?? 'http://localhost:3000'), null, 2) + '\n';
const out = process.argv[2];
if (out) writeFileSync(out, json);
else process.stdout.write(json);
