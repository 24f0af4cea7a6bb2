import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Annotations, Duration, Stack } from 'aws-cdk-lib';
import {
  AccessLevel,
  AllowedMethods,
  CachePolicy,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import type { BehaviorOptions, ICachePolicy } from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { ManagedPolicy, PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { AddToPrincipalPolicyResult, RoleProps } from 'aws-cdk-lib/aws-iam';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import type { ISource } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import type { StageConfig } from '../stage.ts';
import { REPO_ROOT } from './app-function.ts';

/** Where `npm run build` puts the front end. */
export const DEFAULT_SITE_BUNDLE = path.join(REPO_ROOT, 'dist', 'frontend');
/** The front end's source page, whose inline scripts the CSP must allow when no build exists yet. */
const SOURCE_INDEX_HTML = path.join(REPO_ROOT, 'frontend', 'index.html');

/** The runtime settings served as /config.json beside the bundle, so one build serves every stage. */
export interface RuntimeConfig {
  readonly stage: string;
  /** The HTTP API's own URL. The site also reaches the API on its own origin under /api. */
  readonly apiUrl: string;
  readonly auth: {
    readonly region: string;
    readonly userPoolId: string;
    readonly userPoolClientId: string;
    /** The hosted sign-in domain (host name only). */
    readonly hostedDomain: string;
    readonly googleEnabled: boolean;
    readonly redirectSignIn: string;
    readonly redirectSignOut: string;
    readonly scopes: readonly string[];
  };
}

export interface WebProps {
  readonly stage: StageConfig;
  /** The HTTP API's host name; CloudFront forwards /api/* there. */
  readonly apiDomainName: string;
  /** The HTTP API's own URL, which pages may also call (CSP connect-src). */
  readonly apiUrl: string;
  /** The Cognito hosted domain's host name (CSP connect-src and form-action). */
  readonly hostedAuthDomain: string;
  /** The built front end; dist/frontend unless a test passes another folder. */
  readonly bundlePath?: string;
}

// Viewer-request function on the default behaviour: a path whose last segment has no extension is a page of
// the single-page app and gets index.html; anything with an extension is a file and stays a real 404 if missing.
const SPA_ROUTING_CODE = `function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var last = uri.substring(uri.lastIndexOf('/') + 1);
  if (last.indexOf('.') === -1) {
    request.uri = '/index.html';
  }
  return request;
}`;

/** CSP source expressions for the inline scripts of a page (the theme script runs before first paint). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  const pattern = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
  for (const match of html.matchAll(pattern)) {
    const attributes = match[1] ?? '';
    const body = match[2] ?? '';
    if (/\bsrc\s*=/i.test(attributes) || body.trim() === '') continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...new Set(hashes)];
}

/**
 * Gives the bucket-deployment function invalidation rights on this distribution only. BucketDeployment asks for
 * them on every distribution ("*"), though CloudFront supports naming the one.
 */
class SiteDeploymentRole extends Role {
  private readonly distributionArn: string;

  constructor(scope: Construct, id: string, props: RoleProps & { distributionArn: string }) {
    const { distributionArn, ...roleProps } = props;
    super(scope, id, roleProps);
    this.distributionArn = distributionArn;
  }

  override addToPrincipalPolicy(statement: PolicyStatement): AddToPrincipalPolicyResult {
    const isInvalidation =
      statement.actions.length > 0 && statement.actions.every((a) => a.startsWith('cloudfront:'));
    if (isInvalidation && statement.resources.includes('*')) {
      return super.addToPrincipalPolicy(
        new PolicyStatement({
          effect: statement.effect,
          actions: statement.actions,
          resources: [this.distributionArn],
        }),
      );
    }
    return super.addToPrincipalPolicy(statement);
  }
}

/**
 * The web front end: a private, encrypted, versioned S3 bucket that only CloudFront reads (origin access control),
 * a distribution with single-page-app routing, security headers, long caching for hashed assets, and `/api/*`
 * forwarded to the HTTP API so the front end's same-origin `/api` works. The built bundle and /config.json are
 * deployed by `deploySite`.
 */
export class Web extends Construct {
  readonly bucket: Bucket;
  readonly distribution: Distribution;
  readonly responseHeadersPolicy: ResponseHeadersPolicy;
  /** `https://<distribution domain>` */
  readonly siteUrl: string;
  private readonly props: WebProps;
  private readonly bundlePath: string;

  constructor(scope: Construct, id: string, props: WebProps) {
    super(scope, id);
    this.props = props;
    const { stage } = props;
    this.bundlePath = props.bundlePath ?? DEFAULT_SITE_BUNDLE;
    const region = Stack.of(this).region;

    this.bucket = new Bucket(this, 'SiteBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      versioned: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      lifecycleRules: [{ noncurrentVersionExpiration: Duration.days(30) }],
      removalPolicy: stage.statefulRemovalPolicy,
      autoDeleteObjects: !stage.isProd,
    });

    const csp = [
      "default-src 'self'",
      ["script-src 'self'", ...this.inlineScriptSources()].join(' '),
      "style-src 'self'",
      "img-src 'self' data:",
      "font-src 'self'",
      `connect-src 'self' ${props.apiUrl} https://cognito-idp.${region}.amazonaws.com https://${props.hostedAuthDomain}`,
      `form-action 'self' https://checkout.stripe.com https://${props.hostedAuthDomain}`,
      "frame-ancestors 'none'",
      "base-uri 'self'",
      "object-src 'none'",
      'upgrade-insecure-requests',
    ].join('; ');

    this.responseHeadersPolicy = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: `Footprint ${stage.name}: security headers`,
      securityHeadersBehavior: {
        contentSecurityPolicy: { contentSecurityPolicy: csp, override: true },
        strictTransportSecurity: {
          accessControlMaxAge: Duration.days(730),
          includeSubdomains: true,
          preload: true,
          override: true,
        },
        contentTypeOptions: { override: true },
        referrerPolicy: {
          referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
          override: true,
        },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
      },
      customHeadersBehavior: {
        customHeaders: [
          { header: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()', override: true },
        ],
      },
    });

    // Page HTML revalidates on every load (the objects say no-cache); hashed assets carry their own long max-age.
    const shellCache = new CachePolicy(this, 'ShellCache', {
      comment: `Footprint ${stage.name}: honour the objects' Cache-Control (no-cache for pages)`,
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.seconds(0),
      maxTtl: Duration.days(365),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });

    const spaRouting = new CloudFrontFunction(this, 'SpaRouting', {
      code: FunctionCode.fromInline(SPA_ROUTING_CODE),
      runtime: FunctionRuntime.JS_2_0,
      comment: 'Serve index.html for extension-less paths',
    });

    // LIST as well as READ, so a missing file is a 404 rather than S3's 403.
    const siteOrigin = S3BucketOrigin.withOriginAccessControl(this.bucket, {
      originAccessLevels: [AccessLevel.READ, AccessLevel.LIST],
    });
    const staticBehaviour = (cachePolicy: ICachePolicy): BehaviorOptions => ({
      origin: siteOrigin,
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
      cachePolicy,
      responseHeadersPolicy: this.responseHeadersPolicy,
      compress: true,
    });

    this.distribution = new Distribution(this, 'Distribution', {
      comment: `Footprint ${stage.name}`,
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
      defaultBehavior: {
        ...staticBehaviour(shellCache),
        functionAssociations: [{ function: spaRouting, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        '/assets/*': staticBehaviour(CachePolicy.CACHING_OPTIMIZED),
        '/config.json': staticBehaviour(CachePolicy.CACHING_DISABLED),
        '/api/*': {
          origin: new HttpOrigin(props.apiDomainName, { protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY }),
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: this.responseHeadersPolicy,
          compress: true,
        },
      },
    });
    // CDK warns that LIST lets a request for "/" list the bucket; the default root object answers "/" instead.
    Annotations.of(this.distribution).acknowledgeWarning(
      '@aws-cdk/aws-cloudfront-origins:listBucketSecurityRisk',
      'defaultRootObject is index.html',
    );
    this.siteUrl = `https://${this.distribution.distributionDomainName}`;
  }

  /** Whether a built front end exists to deploy. */
  get hasBundle(): boolean {
    return existsSync(path.join(this.bundlePath, 'index.html'));
  }

  /**
   * Deploys the built bundle (when there is one) and /config.json. Hashed files under assets/ are uploaded first
   * and kept (pages still open may ask for them), cached for a year; everything else is replaced, served
   * no-cache, and invalidated. Without a build (a fresh clone), only config.json is deployed, with a warning.
   */
  deploySite(runtimeConfig: RuntimeConfig): void {
    const role = new SiteDeploymentRole(this, 'DeploymentRole', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      managedPolicies: [ManagedPolicy.fromAwsManagedPolicyName('service-role/AWSLambdaBasicExecutionRole')],
      distributionArn: this.distribution.distributionArn,
    });
    const configSource = Source.jsonData('config.json', runtimeConfig);

    if (!this.hasBundle) {
      Annotations.of(this).addWarningV2(
        '@footprint/web:no-bundle',
        `No front-end build at ${path.relative(REPO_ROOT, this.bundlePath) || this.bundlePath}: the site bundle is not deployed (run npm run build first). config.json is still deployed.`,
      );
      new BucketDeployment(this, 'DeployConfig', {
        sources: [configSource],
        destinationBucket: this.bucket,
        prune: false,
        cacheControl: [CacheControl.noCache()],
        distribution: this.distribution,
        distributionPaths: ['/config.json'],
        role,
      });
      return;
    }

    const bundle: ISource = Source.asset(this.bundlePath);
    const assets = new BucketDeployment(this, 'DeployAssets', {
      sources: [bundle],
      destinationBucket: this.bucket,
      exclude: ['*'],
      include: ['assets/*'],
      prune: false,
      cacheControl: [
        CacheControl.setPublic(),
        CacheControl.maxAge(Duration.days(365)),
        CacheControl.immutable(),
      ],
      memoryLimit: 512,
      role,
    });
    const shell = new BucketDeployment(this, 'DeployShell', {
      sources: [bundle, configSource],
      destinationBucket: this.bucket,
      // Pruning skips excluded keys, so the assets deployed above (and older ones) stay.
      exclude: ['assets/*'],
      prune: true,
      cacheControl: [CacheControl.noCache()],
      memoryLimit: 512,
      distribution: this.distribution,
      distributionPaths: ['/*'],
      role,
    });
    shell.node.addDependency(assets);
  }

  private inlineScriptSources(): string[] {
    const built = path.join(this.bundlePath, 'index.html');
    const page = existsSync(built) ? built : SOURCE_INDEX_HTML;
    return existsSync(page) ? inlineScriptHashes(readFileSync(page, 'utf8')) : [];
  }
}
