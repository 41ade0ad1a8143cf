// A typed client for the Likeness Gate API: openapi-fetch over the types generated from the
// service's OpenAPI document (src/schema.ts). Every path, body, parameter and response is typed.
import createClient, { type Client, type ClientOptions } from 'openapi-fetch';
import type { components, paths } from './schema.ts';

export type { components, paths, operations } from './schema.ts';

export type LikenessClient = Client<paths>;

export interface LikenessClientOptions extends Omit<ClientOptions, 'baseUrl'> {
  /** The service's origin, e.g. `http://localhost:3000`. */
  baseUrl: string;
  /** An API key (`lg_live_…`) for check, generate and the creator's revocations. */
  apiKey?: string;
}

/** A client whose requests carry the API key as a bearer token when one is given. */
export function createLikenessClient({ baseUrl, apiKey, headers, ...rest }: LikenessClientOptions): LikenessClient {
  const auth: Record<string, string> = apiKey ? { Authorization: `Bearer ${apiKey}` } : {};
  return createClient<paths>({ baseUrl, headers: { ...auth, ...(headers as Record<string, string> | undefined) }, ...rest });
}

export type GenerationRequest = paths['/api/v1/generate']['post']['requestBody']['content']['application/json'];
export type GenerationResult = components['schemas']['GenerationResult'];
export type Refusal = components['schemas']['Refusal'];
export type Problem = components['schemas']['Problem'];
