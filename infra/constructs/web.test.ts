import { createHash } from 'node:crypto';
import path from 'node:path';
import { tmpdir } from 'node:os';
import { Annotations, Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { FIXTURE_INLINE_SCRIPT, joined, logicalIdOf, statementsOf, synthStage } from '../test-support.ts';
import type { JsonObject, Synthesized } from '../test-support.ts';
import { inlineScriptHashes } from './web.ts';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 180_000 });

type Resources = Record<string, { Properties: JsonObject; DependsOn?: string[] }>;

// CloudFront's managed policies.
const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const CACHING_OPTIMIZED = '658327ea-f89d-4fab-a63d-7e88639e58f6';
const ALL_VIEWER_EXCEPT_HOST_HEADER = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';

let built: Synthesized;
let fresh: Synthesized;

beforeAll(() => {
  built = synthStage('dev');
  fresh = synthStage('dev', { siteBundlePath: path.join(tmpdir(), 'footprint-no-such-build') });
});

function distributionConfig(synth: Synthesized): JsonObject {
  const [distribution] = Object.values(
    synth.template.findResources('AWS::CloudFront::Distribution') as Resources,
  );
  return distribution?.Properties.DistributionConfig as JsonObject;
}

function behaviour(synth: Synthesized, pattern: string): JsonObject {
  const behaviours = distributionConfig(synth).CacheBehaviors as JsonObject[];
  const found = behaviours.find((candidate) => candidate.PathPattern === pattern);
  if (!found) throw new Error(`no ${pattern} behaviour`);
  return found;
}

function csp(synth: Synthesized): string {
  const [policy] = Object.values(
    synth.template.findResources('AWS::CloudFront::ResponseHeadersPolicy') as Resources,
  );
  const config = policy?.Properties.ResponseHeadersPolicyConfig as JsonObject;
  const security = config.SecurityHeadersConfig as JsonObject;
  return joined((security.ContentSecurityPolicy as JsonObject).ContentSecurityPolicy);
}

describe('site bucket', () => {
  it('is private, encrypted, versioned and refuses plain HTTP', () => {
    built.template.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      BucketEncryption: {
        ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
      },
      VersioningConfiguration: { Status: 'Enabled' },
    });
    built.template.hasResourceProperties('AWS::S3::BucketPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      },
    });
  });

  it('is read only by this CloudFront distribution, through origin access control', () => {
    const { stack, template } = built;
    const [policy] = Object.values(template.findResources('AWS::S3::BucketPolicy') as Resources);
    const reads = statementsOf(policy?.Properties.PolicyDocument).filter(
      (statement) => statement.Effect === 'Allow' && statement.Action.includes('s3:GetObject'),
    );
    expect(reads).toHaveLength(1);
    const raw = (policy?.Properties.PolicyDocument as JsonObject).Statement as JsonObject[];
    const read = raw.find((statement) => JSON.stringify(statement.Action).includes('s3:GetObject'));
    expect(read?.Principal).toEqual({ Service: 'cloudfront.amazonaws.com' });
    expect(joined((read?.Condition as { StringEquals: JsonObject }).StringEquals['AWS:SourceArn'])).toBe(
      `arn:{AWS::Partition}:cloudfront::{AWS::AccountId}:distribution/{${logicalIdOf(stack.web.distribution)}}`,
    );
    // No statement anywhere lets the public in.
    for (const statement of raw.filter((s) => s.Effect === 'Allow')) {
      expect(JSON.stringify(statement.Principal)).not.toBe('{"AWS":"*"}');
      expect(statement.Principal).not.toBe('*');
    }
    template.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
    const origins = distributionConfig(built).Origins as JsonObject[];
    const s3Origin = origins.find((origin) => 'S3OriginConfig' in origin);
    expect(s3Origin?.OriginAccessControlId).toBeDefined();
  });

  it('lets CloudFront list the bucket, so a missing file is a 404 rather than a 403', () => {
    const [policy] = Object.values(built.template.findResources('AWS::S3::BucketPolicy') as Resources);
    const raw = (policy?.Properties.PolicyDocument as JsonObject).Statement as JsonObject[];
    const cloudFront = raw.find(
      (s) => JSON.stringify(s.Principal) === '{"Service":"cloudfront.amazonaws.com"}',
    );
    expect(cloudFront?.Action).toEqual(expect.arrayContaining(['s3:GetObject', 's3:ListBucket']));
  });
});

describe('single-page routing', () => {
  function rewrite(uri: string): string {
    const [fn] = Object.values(built.template.findResources('AWS::CloudFront::Function') as Resources);
    const code = String(fn?.Properties.FunctionCode);
    const handler = new Function(`${code}; return handler;`)() as (event: { request: { uri: string } }) => {
      uri: string;
    };
    return handler({ request: { uri } }).uri;
  }

  it('serves index.html for app paths', () => {
    for (const uri of ['/', '/search', '/results/abc', '/payment/success', '/account/']) {
      expect(rewrite(uri), uri).toBe('/index.html');
    }
  });

  it('leaves files alone, so a missing asset stays a 404', () => {
    for (const uri of ['/assets/index-abc123.js', '/config.json', '/favicon.svg', '/assets/missing.css']) {
      expect(rewrite(uri), uri).toBe(uri);
    }
  });

  it('runs on the default behaviour only, and never turns errors into 200s', () => {
    const config = distributionConfig(built);
    const defaults = config.DefaultCacheBehavior as JsonObject;
    expect(defaults.FunctionAssociations).toEqual([expect.objectContaining({ EventType: 'viewer-request' })]);
    for (const other of config.CacheBehaviors as JsonObject[])
      expect(other.FunctionAssociations).toBeUndefined();
    expect(config.CustomErrorResponses).toBeUndefined();
    expect(config.DefaultRootObject).toBe('index.html');
  });
});

describe('caching', () => {
  it('caches hashed assets for long and never caches config.json or the API', () => {
    expect(behaviour(built, '/assets/*').CachePolicyId).toBe(CACHING_OPTIMIZED);
    expect(behaviour(built, '/config.json').CachePolicyId).toBe(CACHING_DISABLED);
    expect(behaviour(built, '/api/*').CachePolicyId).toBe(CACHING_DISABLED);
  });

  it('serves pages from a cache policy that honours their no-cache', () => {
    built.template.hasResourceProperties('AWS::CloudFront::CachePolicy', {
      CachePolicyConfig: Match.objectLike({ MinTTL: 0, DefaultTTL: 0 }),
    });
  });

  it('uploads assets with a year-long immutable max-age and the rest with no-cache', () => {
    const deployments = Object.values(
      built.template.findResources('Custom::CDKBucketDeployment') as Resources,
    ).map((deployment) => deployment.Properties);
    const assets = deployments.find((d) => JSON.stringify(d.Include) === '["assets/*"]');
    const shell = deployments.find((d) => JSON.stringify(d.Exclude) === '["assets/*"]');
    expect(assets?.SystemMetadata).toEqual({ 'cache-control': 'public, max-age=31536000, immutable' });
    expect(assets?.Prune).toBe(false);
    expect(shell?.SystemMetadata).toEqual({ 'cache-control': 'no-cache' });
    expect(shell?.Prune).toBe(true);
    expect(shell?.DistributionPaths).toEqual(['/*']);
  });
});

describe('API behaviour', () => {
  it('forwards /api/* to the HTTP API with every method and every viewer header but Host', () => {
    const { stack } = built;
    const api = behaviour(built, '/api/*');
    expect(api.AllowedMethods).toEqual(['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE']);
    expect(api.OriginRequestPolicyId).toBe(ALL_VIEWER_EXCEPT_HOST_HEADER);
    const origins = distributionConfig(built).Origins as JsonObject[];
    const origin = origins.find((candidate) => candidate.Id === api.TargetOriginId);
    expect(JSON.stringify(origin?.DomainName)).toContain(`"${logicalIdOf(stack.api.httpApi)}"`);
    expect((origin?.CustomOriginConfig as JsonObject).OriginProtocolPolicy).toBe('https-only');
  });
});

describe('security headers', () => {
  it('sends HSTS, nosniff, a referrer policy and DENY framing', () => {
    built.template.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: Match.objectLike({
        SecurityHeadersConfig: Match.objectLike({
          StrictTransportSecurity: Match.objectLike({
            AccessControlMaxAgeSec: Match.anyValue(),
            IncludeSubdomains: true,
          }),
          ContentTypeOptions: { Override: true },
          ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true },
          FrameOptions: { FrameOption: 'DENY', Override: true },
        }),
      }),
    });
    const config = distributionConfig(built);
    const policies = [
      config.DefaultCacheBehavior as JsonObject,
      ...(config.CacheBehaviors as JsonObject[]),
    ].map((b) => b.ResponseHeadersPolicyId);
    expect(policies.every((id) => id !== undefined)).toBe(true);
  });

  it('allows scripts from the site and its inline theme script only, and connections to the site, API and Cognito', () => {
    const { stack } = built;
    const directives = new Map(
      csp(built)
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([name, ...values]) => [name ?? '', values]),
    );
    const hash = createHash('sha256').update(FIXTURE_INLINE_SCRIPT).digest('base64');
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(directives.get('script-src')).toEqual(["'self'", `'sha256-${hash}'`]);
    expect(directives.get('img-src')).toEqual(["'self'", 'data:']);
    expect(directives.get('connect-src')).toEqual([
      "'self'",
      `{${logicalIdOf(stack.api.httpApi)}.ApiEndpoint}`,
      'https://cognito-idp.us-east-1.amazonaws.com',
      'https://footprint-dev.auth.us-east-1.amazoncognito.com',
    ]);
    expect(directives.get('form-action')).toContain('https://checkout.stripe.com');
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
  });

  it('hashes inline scripts but not external ones', () => {
    const html = '<script>a()</script><script type="module" src="/x.js"></script><script>\n</script>';
    expect(inlineScriptHashes(html)).toEqual([
      `'sha256-${createHash('sha256').update('a()').digest('base64')}'`,
    ]);
  });
});

describe('deployment', () => {
  it('deploys config.json beside the bundle with the stage, API URL and Cognito ids', () => {
    const { stack, template } = built;
    const [shell] = Object.values(template.findResources('Custom::CDKBucketDeployment') as Resources).filter(
      (d) => JSON.stringify(d.Properties.Exclude) === '["assets/*"]',
    );
    const markers = JSON.stringify(shell?.Properties.SourceMarkers);
    for (const id of [stack.auth.userPool, stack.auth.client, stack.api.httpApi]) {
      expect(markers).toContain(`"${logicalIdOf(id)}"`);
    }
  });

  it('waits for the assets before replacing the pages', () => {
    const deployments = built.template.findResources('Custom::CDKBucketDeployment') as Resources;
    const shell = Object.values(deployments).find(
      (d) => JSON.stringify(d.Properties.Exclude) === '["assets/*"]',
    );
    const assetsId = Object.keys(deployments).find(
      (id) => JSON.stringify(deployments[id]?.Properties.Include) === '["assets/*"]',
    );
    expect(shell?.DependsOn).toContain(assetsId);
  });

  it('invalidates through this distribution only', () => {
    const { stack, template } = built;
    const statements = Object.values(template.findResources('AWS::IAM::Policy') as Resources).flatMap(
      (policy) => statementsOf(policy.Properties.PolicyDocument),
    );
    const invalidation = statements.filter((s) => s.Action.includes('cloudfront:CreateInvalidation'));
    expect(invalidation).toHaveLength(1);
    expect(invalidation[0]?.Resource.map(joined)).toEqual([
      `arn:{AWS::Partition}:cloudfront::123456789012:distribution/{${logicalIdOf(stack.web.distribution)}}`,
    ]);
  });

  it('on a fresh clone without a build, deploys only config.json and says so', () => {
    Annotations.fromStack(fresh.stack).hasWarning(
      '/Footprint-dev/Web',
      Match.stringLikeRegexp('No front-end build.*config.json is still deployed'),
    );
    const deployments = Object.values(
      fresh.template.findResources('Custom::CDKBucketDeployment') as Resources,
    );
    expect(deployments).toHaveLength(1);
    expect(deployments[0]?.Properties.Prune).toBe(false);
    expect(deployments[0]?.Properties.DistributionPaths).toEqual(['/config.json']);
    Annotations.fromStack(built.stack).hasNoWarning(
      '/Footprint-dev/Web',
      Match.stringLikeRegexp('No front-end build'),
    );
  });
});
