// The source of clients/ts/src/schema.ts: openapi-typescript over the served OpenAPI document.
import openapiTS, { astToString } from 'openapi-typescript';
import { openApiDocumentFor } from '../src/http/routes/index.ts';

const HEADER = '// Generated from the Likeness Gate OpenAPI document by `npm run build:client`: do not edit.\n';

export async function clientSchemaSource(): Promise<string> {
  const document = openApiDocumentFor('http://localhost:3000');
  const ast = await openapiTS(JSON.parse(JSON.stringify(document)), { alphabetize: true });
  return HEADER + astToString(ast);
}
