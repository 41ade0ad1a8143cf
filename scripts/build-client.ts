// Generates the typed TypeScript client's schema (clients/ts/src/schema.ts) from the OpenAPI
// document the server serves, with openapi-typescript: `npm run build:client`.
// test/clients/generated-client.test.ts fails when the committed file differs from a fresh one.
import { writeFileSync } from 'node:fs';
import { clientSchemaSource } from './client-schema.ts';

const out = new URL('../clients/ts/src/schema.ts', import.meta.url);
writeFileSync(out, await clientSchemaSource());
console.log(`wrote ${out.pathname}`);
