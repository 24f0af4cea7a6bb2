import { beforeAll, describe, expect, it, vi } from 'vitest';
import { routes } from '../functions/routes.ts';
import { STAGE_NAMES } from './stage.ts';
import { synthStage } from './test-support.ts';
import type { JsonObject } from './test-support.ts';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 180_000 });

const routeKeys: Record<string, string[]> = {};

beforeAll(() => {
  for (const stage of STAGE_NAMES) {
    const { template } = synthStage(stage);
    const found = template.findResources('AWS::ApiGatewayV2::Route') as Record<
      string,
      { Properties: JsonObject }
    >;
    routeKeys[stage] = Object.values(found).map((route) => String(route.Properties.RouteKey));
  }
});

// The local runtime (infra/local) serves exactly `routes`; the deployed API must serve exactly the same set.
describe('the deployed API and the local runtime', () => {
  it.each(STAGE_NAMES)('expose exactly the same routes (%s)', (stage) => {
    const local = routes.map((route) => `${route.method} ${route.path}`);
    const deployed = routeKeys[stage] ?? [];
    expect(new Set(deployed)).toEqual(new Set(local));
    expect(deployed).toHaveLength(local.length);
  });
});
