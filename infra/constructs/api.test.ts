import { Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { routes } from '../../functions/routes.ts';
import type { RouteDefinition } from '../../functions/routes.ts';
import type { FootprintStack } from '../footprint-stack.ts';
import { joined, logicalIdOf, roleStatements, synthStage } from '../test-support.ts';
import type { JsonObject, Synthesized } from '../test-support.ts';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 180_000 });

type Resources = Record<string, { Properties: JsonObject; DependsOn?: string[] }>;

// A public webhook and a route that requires sign-in, served by other handler modules than the table's, so the
// test holds whatever the table has.
const extraRoutes: readonly RouteDefinition[] = [
  { method: 'POST', path: '/api/stripe/webhook', handler: 'api/record-search-webhook', auth: 'none' },
  { method: 'GET', path: '/api/me', handler: 'api/get-service-status', auth: 'required' },
];
const extendedRoutes: readonly RouteDefinition[] = [
  ...routes.filter(
    (route) => !extraRoutes.some((extra) => extra.method === route.method && extra.path === route.path),
  ),
  ...extraRoutes,
];

let dev: Synthesized;
let extended: Synthesized;
let prod: Synthesized;

beforeAll(() => {
  dev = synthStage('dev');
  extended = synthStage('dev', { routes: extendedRoutes });
  prod = synthStage('prod');
});

function routesByKey(synth: Synthesized): Map<string, JsonObject> {
  const found = synth.template.findResources('AWS::ApiGatewayV2::Route') as Resources;
  return new Map(Object.values(found).map((route) => [String(route.Properties.RouteKey), route.Properties]));
}

function functionVariables(stack: FootprintStack, synth: Synthesized, handler: string): JsonObject {
  const fn = stack.api.functions.get(handler);
  if (!fn) throw new Error(`no function for ${handler}`);
  const functions = synth.template.findResources('AWS::Lambda::Function') as Resources;
  const environment = functions[logicalIdOf(fn.fn)]?.Properties.Environment as JsonObject;
  return environment.Variables as JsonObject;
}

describe('routes', () => {
  it.each([
    ['the route table', () => dev, routes],
    ['a table with a webhook and a signed-in route', () => extended, extendedRoutes],
  ] as const)('serves every route of %s with the authorizer its auth asks for', (_name, synth, table) => {
    const byKey = routesByKey(synth());
    expect(byKey.size).toBe(table.length);
    const [authorizerId] = Object.keys(synth().template.findResources('AWS::ApiGatewayV2::Authorizer'));
    for (const route of table) {
      const found = byKey.get(`${route.method} ${route.path}`);
      expect(found, `${route.method} ${route.path}`).toBeDefined();
      if (route.auth === 'required') {
        expect(found?.AuthorizationType).toBe('JWT');
        expect(found?.AuthorizerId).toEqual({ Ref: authorizerId });
      } else {
        expect(found?.AuthorizationType, `${route.method} ${route.path}`).toBe('NONE');
        expect(found?.AuthorizerId).toBeUndefined();
      }
    }
  });

  it('leaves the Stripe webhook open to Stripe (no authorizer)', () => {
    expect(routesByKey(extended).get('POST /api/stripe/webhook')?.AuthorizationType).toBe('NONE');
  });

  it("verifies 'required' routes with Cognito JWTs issued by the stage's pool for the web client", () => {
    const { stack, template } = extended;
    template.resourceCountIs('AWS::ApiGatewayV2::Authorizer', 1);
    template.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
      AuthorizerType: 'JWT',
      IdentitySource: ['$request.header.Authorization'],
      JwtConfiguration: {
        Audience: [{ Ref: logicalIdOf(stack.auth.client) }],
        Issuer: {
          'Fn::Join': [
            '',
            Match.arrayWith([
              Match.stringLikeRegexp('cognito-idp'),
              { Ref: logicalIdOf(stack.auth.userPool) },
            ]),
          ],
        },
      },
    });
  });

  it('has no authorizer at all while no route requires sign-in', () => {
    const required = routes.filter((route: RouteDefinition) => route.auth === 'required');
    dev.template.resourceCountIs('AWS::ApiGatewayV2::Authorizer', required.length > 0 ? 1 : 0);
  });

  it('makes one function and one Lambda integration per handler module', () => {
    const { stack, template } = extended;
    const handlers = new Set(extendedRoutes.map((route) => route.handler));
    expect(new Set(stack.api.functions.keys())).toEqual(handlers);
    template.resourceCountIs('AWS::ApiGatewayV2::Integration', handlers.size);

    const integrations = template.findResources('AWS::ApiGatewayV2::Integration') as Resources;
    const byKey = routesByKey(extended);
    for (const route of extendedRoutes) {
      const target = JSON.stringify(byKey.get(`${route.method} ${route.path}`)?.Target);
      const integrationId = Object.keys(integrations).find((id) => target.includes(`"${id}"`));
      const uri = JSON.stringify(integrations[integrationId ?? '']?.Properties.IntegrationUri);
      const fn = stack.api.functions.get(route.handler);
      if (!fn) throw new Error(`no function for ${route.handler}`);
      expect(uri, `${route.method} ${route.path}`).toContain(`"${logicalIdOf(fn.fn)}"`);
    }
  });

  it('tells functions behind optional or required routes which pool and client to trust, and no others', () => {
    const table = extendedRoutes;
    for (const handler of new Set(table.map((route) => route.handler))) {
      const needsAuth = table.some((route) => route.handler === handler && route.auth !== 'none');
      const variables = functionVariables(extended.stack, extended, handler);
      expect('COGNITO_USER_POOL_ID' in variables, handler).toBe(needsAuth);
      expect('COGNITO_USER_POOL_CLIENT_ID' in variables, handler).toBe(needsAuth);
    }
  });
});

describe('default stage', () => {
  it('throttles and writes JSON access logs to a log group with retention', () => {
    const { stack, template } = dev;
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingRateLimit: Match.anyValue(), ThrottlingBurstLimit: Match.anyValue() },
      AccessLogSettings: {
        DestinationArn: { 'Fn::GetAtt': [logicalIdOf(stack.api.accessLogs), 'Arn'] },
        Format: Match.stringLikeRegexp('\\$context\\.requestId'),
      },
    });
    template.hasResourceProperties('AWS::Logs::LogGroup', { RetentionInDays: Match.anyValue() });
  });

  it('allows prod more traffic than dev', () => {
    const limit = (synth: Synthesized) => {
      const [stage] = Object.values(synth.template.findResources('AWS::ApiGatewayV2::Stage') as Resources);
      return Number((stage?.Properties.DefaultRouteSettings as JsonObject).ThrottlingRateLimit);
    };
    expect(limit(prod)).toBeGreaterThan(limit(dev));
  });
});

describe('CORS', () => {
  function corsConfiguration(synth: Synthesized): { AllowOrigins: string[] } {
    const [resource] = Object.values(synth.template.findResources('Custom::ApiCors') as Resources);
    if (!resource) throw new Error('no CORS resource');
    const create = joined(resource.Properties.Create);
    expect(joined(resource.Properties.Update)).toBe(create);
    const call = JSON.parse(create) as { parameters: { CorsConfiguration: { AllowOrigins: string[] } } };
    return call.parameters.CorsConfiguration;
  }

  it("allows the stage's own site origin, and in dev the local dev server, never any origin", () => {
    const site = (synth: Synthesized) => `https://{${logicalIdOf(synth.stack.web.distribution)}.DomainName}`;
    expect(corsConfiguration(dev).AllowOrigins).toEqual([site(dev), 'http://localhost:5173']);
    expect(corsConfiguration(prod).AllowOrigins).toEqual([site(prod)]);
  });

  it('may change this API only', () => {
    const { stack, template } = dev;
    const policies = template.findResources('AWS::IAM::Policy') as Resources;
    const corsPolicy = Object.entries(policies).find(([id]) => id.startsWith('ApiCors'));
    expect(corsPolicy).toBeDefined();
    const document = JSON.stringify(corsPolicy?.[1].Properties.PolicyDocument);
    expect(document).toContain('apigateway:PATCH');
    expect(document).toContain(`"${logicalIdOf(stack.api.httpApi)}"`);
    const roles = JSON.stringify(corsPolicy?.[1].Properties.Roles);
    const roleId = /"Ref":"([^"]+)"/.exec(roles)?.[1] ?? '';
    expect(roleStatements(template, roleId).flatMap((s) => s.Action)).toEqual(['apigateway:PATCH']);
  });
});
