// What the HTTP benchmark requests. Each group runs against one fresh server process with the
// given extra environment (e.g. the image provider), so one group's records never slow another.

export interface HttpTarget {
  name: string;
  request(servers: { api: string; bare: string; apiKey: string }): { url: string; method: string; headers: Record<string, string>; body: string };
}

export interface HttpGroup {
  env: Record<string, string>;
  targets: HttpTarget[];
}

const allowed = JSON.stringify({ creator: 'mira-okafor', prompt: 'studio portrait with soft window light, linen shirt, calm expression', context: 'portrait' });

const json = (apiKey?: string): Record<string, string> => ({
  'content-type': 'application/json',
  ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}),
});

export const bareTarget: HttpTarget = {
  name: 'bare Express JSON endpoint',
  request: (s) => ({ url: `${s.bare}/echo`, method: 'POST', headers: json(), body: allowed }),
};

export const checkTarget: HttpTarget = {
  name: 'POST /api/v1/check (allowed request)',
  request: (s) => ({ url: `${s.api}/api/v1/check`, method: 'POST', headers: json(s.apiKey), body: allowed }),
};

// A creator whose session cap is advisory, so that thousands of generations stay authorised.
const generation = JSON.stringify({ creator: 'kai-moreno', prompt: 'on stage under warm spotlights, acoustic guitar, crowd silhouettes', context: 'music-performance' });

const generateTarget = (label: string): HttpTarget => ({
  name: `POST /api/v1/generate (${label})`,
  request: (s) => ({ url: `${s.api}/api/v1/generate`, method: 'POST', headers: json(s.apiKey), body: generation }),
});

export const httpTargets: HttpGroup[] = [
  { env: {}, targets: [bareTarget, checkTarget] },
  { env: { IMAGE_PROVIDER: 'off' }, targets: [checkTarget, generateTarget('IMAGE_PROVIDER=off')] },
  { env: { IMAGE_PROVIDER: 'embedded' }, targets: [checkTarget, generateTarget('embedded renderer')] },
];
