import { CfnOutput, Stack, Tags } from 'aws-cdk-lib';
import type { StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { routes as routeTable, workerHandler } from '../functions/routes.ts';
import type { RouteDefinition } from '../functions/routes.ts';
import { Api } from './constructs/api.ts';
import type { AppFunction } from './constructs/app-function.ts';
import { Auth } from './constructs/auth.ts';
import type { Bindable } from './constructs/bind.ts';
import { Data } from './constructs/data.ts';
import { Operations } from './constructs/operations.ts';
import { Payments } from './constructs/payments.ts';
import { SearchPipeline } from './constructs/search-pipeline.ts';
import { Web } from './constructs/web.ts';
import { hostedAuthDomain } from './stage.ts';
import type { StageConfig } from './stage.ts';

export interface FootprintStackProps extends StackProps {
  readonly stage: StageConfig;
  /** The API's routes; functions/routes.ts unless a test passes a different table. */
  readonly routes?: readonly RouteDefinition[];
  /** The built front end; dist/frontend unless a test passes another folder. */
  readonly siteBundlePath?: string;
}

/** One stage of Footprint: composes the constructs, one per concern, and exports what a deployer needs. */
export class FootprintStack extends Stack {
  readonly data: Data;
  readonly payments: Payments;
  readonly pipeline: SearchPipeline;
  readonly api: Api;
  readonly web: Web;
  readonly auth: Auth;
  readonly operations: Operations;

  /** Every function the stack runs for the product (not CDK's own helper functions). */
  get appFunctions(): AppFunction[] {
    return [...this.api.functions.values(), this.pipeline.worker, this.auth.preSignUp];
  }

  constructor(scope: Construct, id: string, props: FootprintStackProps) {
    super(scope, id, props);
    const { stage } = props;
    Tags.of(this).add('app', 'footprint');
    Tags.of(this).add('stage', stage.name);

    this.data = new Data(this, 'Data', { stage });
    this.payments = new Payments(this, 'Payments', { stage });
    this.pipeline = new SearchPipeline(this, 'SearchPipeline', { stage, workerHandler });
    const resources: Bindable = {
      tables: this.data.tables,
      searchQueue: this.pipeline.searchQueue,
      secrets: this.payments.secrets,
    };
    this.pipeline.bindWorker(resources);

    // The site forwards /api/* to the API and names it in its CSP; the sign-in returns to the site; the routes
    // need the user pool. Hence: API, then site, then accounts, then the routes.
    this.api = new Api(this, 'Api', { stage });
    this.web = new Web(this, 'Web', {
      stage,
      apiDomainName: this.api.domainName,
      apiUrl: this.api.url,
      hostedAuthDomain: hostedAuthDomain(stage.authDomainPrefix, this.region),
      ...(props.siteBundlePath ? { bundlePath: props.siteBundlePath } : {}),
    });
    this.auth = new Auth(this, 'Auth', { stage, siteUrl: this.web.siteUrl, resources });
    this.api.addRoutes({
      routes: props.routes ?? routeTable,
      userPool: this.auth.userPool,
      userPoolClient: this.auth.client,
      resources,
    });
    this.api.allowBrowserOrigins([this.web.siteUrl, ...stage.extraBrowserOrigins]);
    // Checkout and the customer portal send the browser back to the site.
    for (const fn of this.api.functions.values()) fn.addEnvironment('SITE_URL', this.web.siteUrl);

    this.web.deploySite({
      stage: stage.name,
      apiUrl: this.api.url,
      auth: {
        region: this.region,
        userPoolId: this.auth.userPool.userPoolId,
        userPoolClientId: this.auth.client.userPoolClientId,
        hostedDomain: this.auth.hostedDomain,
        googleEnabled: this.auth.googleEnabled,
        redirectSignIn: this.auth.redirectSignIn,
        redirectSignOut: this.auth.redirectSignOut,
        scopes: this.auth.oauthScopes,
      },
    });

    this.operations = new Operations(this, 'Operations', {
      stage,
      httpApi: this.api.httpApi,
      apiFunctions: [...this.api.functions.values()],
      pipeline: this.pipeline,
    });

    new CfnOutput(this, 'SiteUrl', { value: this.web.siteUrl, description: 'The web site' });
    new CfnOutput(this, 'ApiUrl', {
      value: this.api.url,
      description: 'The HTTP API (also at <SiteUrl>/api)',
    });
    new CfnOutput(this, 'UserPoolId', { value: this.auth.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: this.auth.client.userPoolClientId });
    new CfnOutput(this, 'HostedDomain', {
      value: `https://${this.auth.hostedDomain}`,
      description: 'Cognito hosted sign-in',
    });
    new CfnOutput(this, 'SiteBucketName', { value: this.web.bucket.bucketName });
    new CfnOutput(this, 'DistributionId', { value: this.web.distribution.distributionId });
    new CfnOutput(this, 'DeadLetterQueueUrl', { value: this.pipeline.deadLetterQueue.queueUrl });
  }
}
