import { Duration, Fn, Stack } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
  HttpApi,
  HttpMethod,
  HttpNoneAuthorizer,
  HttpRoute,
  HttpRouteKey,
  HttpStage,
  LogGroupLogDestination,
} from 'aws-cdk-lib/aws-apigatewayv2';
import type { IHttpRouteAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpUserPoolAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { AwsCustomResource, AwsCustomResourcePolicy, PhysicalResourceId } from 'aws-cdk-lib/custom-resources';
import type { AwsSdkCall } from 'aws-cdk-lib/custom-resources';
import { Construct } from 'constructs';
import type { RouteDefinition } from '../../functions/routes.ts';
import type { StageConfig } from '../stage.ts';
import { AppFunction, handlerConstructId } from './app-function.ts';
import { bindDeclaredAccess } from './bind.ts';
import type { Bindable } from './bind.ts';

export interface ApiProps {
  readonly stage: StageConfig;
}

export interface ApiRoutesProps {
  /** The route table (functions/routes.ts). Every route becomes one API route; every handler one function. */
  readonly routes: readonly RouteDefinition[];
  readonly userPool: IUserPool;
  readonly userPoolClient: IUserPoolClient;
  readonly resources: Bindable;
}

// One JSON object per request: what an operator needs to follow a failing call, without request bodies.
const ACCESS_LOG_FORMAT = JSON.stringify({
  requestId: '$context.requestId',
  requestTime: '$context.requestTime',
  routeKey: '$context.routeKey',
  status: '$context.status',
  protocol: '$context.protocol',
  responseLength: '$context.responseLength',
  responseLatency: '$context.responseLatency',
  integrationLatency: '$context.integrationLatency',
  integrationStatus: '$context.integrationStatus',
  integrationError: '$context.integrationErrorMessage',
  authorizerError: '$context.authorizer.error',
  sourceIp: '$context.identity.sourceIp',
  userAgent: '$context.identity.userAgent',
});

const CORS_ALLOWED_HEADERS = ['authorization', 'content-type', 'x-membership'];

/**
 * The HTTP API: a `$default` stage with throttling and JSON access logs, one route per entry of the route table,
 * one Lambda function (and integration) per handler module, and Cognito's JWT authorizer on exactly the routes
 * whose auth is 'required'. Routes with 'optional' auth verify a bearer token in the handler, which is why their
 * functions get the pool and client ids.
 */
export class Api extends Construct {
  readonly httpApi: HttpApi;
  readonly defaultStage: HttpStage;
  readonly accessLogs: LogGroup;
  /** The functions behind the routes, by handler module. */
  readonly functions = new Map<string, AppFunction>();
  private readonly stageConfig: StageConfig;
  private readonly apiName: string;
  private readonly apiDescription: string;

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    const { stage } = props;
    this.stageConfig = stage;
    this.apiName = `footprint-${stage.name}`;
    this.apiDescription = `Footprint ${stage.name} API`;
    this.httpApi = new HttpApi(this, 'HttpApi', {
      apiName: this.apiName,
      description: this.apiDescription,
      createDefaultStage: false,
    });
    this.accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: stage.logRetention,
      removalPolicy: stage.statefulRemovalPolicy,
    });
    this.defaultStage = new HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: stage.apiThrottle,
      accessLogSettings: {
        destination: new LogGroupLogDestination(this.accessLogs),
        format: AccessLogFormat.custom(ACCESS_LOG_FORMAT),
      },
    });
  }

  /** The API's own URL, `https://<id>.execute-api.<region>.amazonaws.com`, without a trailing slash. */
  get url(): string {
    return this.httpApi.apiEndpoint;
  }

  /** The API's host name, for the site's `/api/*` origin. */
  get domainName(): string {
    return Fn.parseDomainName(this.httpApi.apiEndpoint);
  }

  /** Adds every route of the table, with its handler's function and the authorizer its `auth` asks for. */
  addRoutes(props: ApiRoutesProps): void {
    const jwt = new HttpUserPoolAuthorizer('CognitoJwt', props.userPool, {
      userPoolClients: [props.userPoolClient],
      identitySource: ['$request.header.Authorization'],
    });
    const none = new HttpNoneAuthorizer();
    const integrations = new Map<string, HttpLambdaIntegration>();

    for (const route of props.routes) {
      const fn = this.functionFor(route.handler, props);
      if (route.auth !== 'none') {
        fn.addEnvironment('COGNITO_USER_POOL_ID', props.userPool.userPoolId);
        fn.addEnvironment('COGNITO_USER_POOL_CLIENT_ID', props.userPoolClient.userPoolClientId);
      }
      let integration = integrations.get(route.handler);
      if (!integration) {
        integration = new HttpLambdaIntegration(`${handlerConstructId(route.handler)}Integration`, fn.fn);
        integrations.set(route.handler, integration);
      }
      const authorizer: IHttpRouteAuthorizer = route.auth === 'required' ? jwt : none;
      new HttpRoute(this, `Route${handlerConstructId(`${route.method} ${route.path}`)}`, {
        httpApi: this.httpApi,
        routeKey: HttpRouteKey.with(route.path, HttpMethod[route.method]),
        integration,
        authorizer,
      });
    }
  }

  /**
   * Lets browser pages on these origins call the API directly (CORS). The site's own origin is only known once
   * its CloudFront distribution exists, and the distribution already points at this API, so the origins cannot
   * be part of the API resource without a dependency cycle; they are set on the API right after it, instead.
   * The call repeats the API's name and description, so whenever those change the CORS setting is re-applied.
   */
  allowBrowserOrigins(origins: readonly string[]): void {
    const stack = Stack.of(this);
    const apiArn = stack.formatArn({
      service: 'apigateway',
      account: '',
      resource: '/apis',
      resourceName: this.httpApi.apiId,
    });
    const call: AwsSdkCall = {
      service: 'ApiGatewayV2',
      action: 'updateApi',
      parameters: {
        ApiId: this.httpApi.apiId,
        Name: this.apiName,
        Description: this.apiDescription,
        CorsConfiguration: {
          AllowOrigins: [...origins],
          AllowMethods: ['GET', 'POST', 'OPTIONS'],
          AllowHeaders: CORS_ALLOWED_HEADERS,
          MaxAge: Duration.hours(1).toSeconds(),
        },
      },
      physicalResourceId: PhysicalResourceId.of(`${this.apiName}-cors`),
    };
    new AwsCustomResource(this, 'Cors', {
      resourceType: 'Custom::ApiCors',
      onCreate: call,
      onUpdate: call,
      installLatestAwsSdk: false,
      policy: AwsCustomResourcePolicy.fromStatements([
        new PolicyStatement({ actions: ['apigateway:PATCH'], resources: [apiArn] }),
      ]),
    });
  }

  private functionFor(handler: string, props: ApiRoutesProps): AppFunction {
    let fn = this.functions.get(handler);
    if (!fn) {
      fn = new AppFunction(this, handlerConstructId(handler), { stage: this.stageConfig, handler });
      bindDeclaredAccess(fn, props.resources);
      this.functions.set(handler, fn);
    }
    return fn;
  }
}
