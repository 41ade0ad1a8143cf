// Collects the named schemas of the OpenAPI document. zod's JSON Schema keeps a schema's named
// parts (`.meta({ id })`) in its own `$defs` and points at them with `#/$defs/Name`; in an OpenAPI
// document `#` is the document root, so each definition moves to `components/schemas` and every
// reference is rewritten. Two different schemas under one name get distinct names (Name_2).

type Json = Record<string, unknown>;

const DEFS_PREFIX = '#/$defs/';
const COMPONENTS_PREFIX = '#/components/schemas/';

/** OpenAPI component names: `^[a-zA-Z0-9._-]+$`. */
const componentName = (name: string): string => name.replace(/[^a-zA-Z0-9._-]/g, '_') || 'Schema';

function rewriteRefs(value: unknown, names: ReadonlyMap<string, string>): unknown {
  if (Array.isArray(value)) return value.map((v) => rewriteRefs(v, names));
  if (value === null || typeof value !== 'object') return value;
  const out: Json = {};
  for (const [key, v] of Object.entries(value as Json)) {
    if (key === '$ref' && typeof v === 'string' && v.startsWith(DEFS_PREFIX)) {
      const local = v.slice(DEFS_PREFIX.length);
      out[key] = COMPONENTS_PREFIX + (names.get(local) ?? componentName(local));
    } else {
      out[key] = rewriteRefs(v, names);
    }
  }
  return out;
}

export class SchemaComponents {
  readonly #schemas = new Map<string, Json>();

  /** Hoists `schema.$defs` into the components and returns the schema with references rewritten. */
  add(schema: Json): Json {
    const { $defs, ...root } = schema;
    const defs = ($defs ?? {}) as Record<string, Json>;
    const names = new Map<string, string>();
    for (const local of Object.keys(defs)) names.set(local, this.#freeName(local, rewriteRefs(defs[local], new Map()) as Json));
    for (const [local, def] of Object.entries(defs)) this.#schemas.set(names.get(local)!, rewriteRefs(def, names) as Json);
    return rewriteRefs(root, names) as Json;
  }

  /** The collected schemas, by name, in a stable order. */
  schemas(): Record<string, Json> {
    return Object.fromEntries([...this.#schemas.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  }

  #freeName(local: string, candidate: Json): string {
    const base = componentName(local);
    const same = (name: string): boolean => {
      const existing = this.#schemas.get(name);
      return existing !== undefined && JSON.stringify(rewriteRefs(existing, new Map())) === JSON.stringify(candidate);
    };
    if (!this.#schemas.has(base) || same(base)) return base;
    for (let n = 2; ; n++) {
      const name = `${base}_${n}`;
      if (!this.#schemas.has(name) || same(name)) return name;
    }
  }
}
