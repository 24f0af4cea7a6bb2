import { Match } from 'aws-cdk-lib/assertions';
import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { tables } from '../functions/lib/storage/tables.ts';
import type { TableId } from '../functions/lib/storage/tables.ts';
import { MAX_RECEIVE_COUNT, VISIBILITY_TIMEOUT_FACTOR } from './constructs/search-pipeline.ts';
import type { FootprintStack } from './footprint-stack.ts';
import { functionAccess } from './permissions.ts';
import type { TableAccess } from './permissions.ts';
import { STAGE_NAMES } from './stage.ts';
import type { StageName } from './stage.ts';
import { logicalIdOf, roleStatements, statementsOf, synthStage } from './test-support.ts';
import type { Json, JsonObject } from './test-support.ts';

// Importing aws-cdk-lib and synthesizing three stages takes a while on a small machine.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 180_000 });

type Resources = Record<
  string,
  { Properties: JsonObject; DeletionPolicy?: string; UpdateReplacePolicy?: string }
>;

const synthesized = {} as Record<StageName, { stack: FootprintStack; template: Template }>;

beforeAll(() => {
  for (const stage of STAGE_NAMES) synthesized[stage] = synthStage(stage);
});

const dev = () => synthesized.dev;

function only<T>(record: Record<string, T>): [string, T] {
  const entries = Object.entries(record);
  expect(entries).toHaveLength(1);
  return entries[0] as [string, T];
}

const WRITE_ACTIONS = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
];

/** What a function's role may do to each table and the queue, read back from the template. */
function grantsOf(stack: FootprintStack, template: Template, roleLogicalId: string) {
  const statements = roleStatements(template, roleLogicalId);
  const tableAccess: Partial<Record<TableId, TableAccess>> = {};
  for (const id of Object.keys(tables) as TableId[]) {
    const tableLogicalId = logicalIdOf(stack.data.tables[id].table);
    const onTable = statements.filter((s) => JSON.stringify(s.Resource).includes(`"${tableLogicalId}"`));
    if (onTable.length === 0) continue;
    const writes = onTable.some((s) => s.Action.some((action) => WRITE_ACTIONS.includes(action)));
    tableAccess[id] = writes ? 'readWrite' : 'read';
  }
  const queueLogicalId = logicalIdOf(stack.pipeline.queue);
  const queueActions = statements
    .filter((s) => JSON.stringify(s.Resource).includes(`"${queueLogicalId}"`))
    .flatMap((s) => s.Action);
  const secretActions = statements.filter((s) =>
    s.Action.some((action) => action.startsWith('secretsmanager:')),
  );
  return { statements, tableAccess, queueActions, secretActions };
}

describe('search pipeline', () => {
  it('dead-letters a job message after three deliveries and keeps dead letters for 14 days', () => {
    const { stack, template } = dev();
    template.hasResourceProperties('AWS::SQS::Queue', {
      RedrivePolicy: {
        deadLetterTargetArn: { 'Fn::GetAtt': [logicalIdOf(stack.pipeline.deadLetterQueue), 'Arn'] },
        maxReceiveCount: MAX_RECEIVE_COUNT,
      },
    });
    expect(MAX_RECEIVE_COUNT).toBe(3);
    template.hasResourceProperties('AWS::SQS::Queue', {
      MessageRetentionPeriod: 14 * 24 * 3600,
      RedrivePolicy: Match.absent(),
    });
  });

  it('encrypts both queues and refuses plain HTTP', () => {
    const queues = dev().template.findResources('AWS::SQS::Queue') as Resources;
    expect(Object.keys(queues)).toHaveLength(2);
    for (const queue of Object.values(queues)) expect(queue.Properties.SqsManagedSseEnabled).toBe(true);
    dev().template.resourcePropertiesCountIs(
      'AWS::SQS::QueuePolicy',
      {
        PolicyDocument: {
          Statement: [
            Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
          ],
        },
      },
      2,
    );
  });

  it('feeds the worker in batches of 10 and lets it report failures one message at a time', () => {
    const { stack, template } = dev();
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      EventSourceArn: { 'Fn::GetAtt': [logicalIdOf(stack.pipeline.queue), 'Arn'] },
      FunctionName: { Ref: logicalIdOf(stack.pipeline.worker.fn) },
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      BatchSize: 10,
      ScalingConfig: { MaximumConcurrency: Match.anyValue() },
    });
  });

  it('hides a message for at least six times the worker timeout', () => {
    const { stack, template } = dev();
    const worker = template.findResources('AWS::Lambda::Function', {
      Properties: { Handler: 'index.handler' },
    }) as Resources;
    const workerTimeout = Number(worker[logicalIdOf(stack.pipeline.worker.fn)]?.Properties.Timeout);
    const queue = (template.findResources('AWS::SQS::Queue') as Resources)[logicalIdOf(stack.pipeline.queue)];
    expect(workerTimeout).toBeGreaterThanOrEqual(60);
    expect(Number(queue?.Properties.VisibilityTimeout)).toBeGreaterThanOrEqual(
      VISIBILITY_TIMEOUT_FACTOR * workerTimeout,
    );
  });
});

describe('data', () => {
  it.each(Object.keys(tables) as TableId[])(
    'creates the %s table from its shared definition, with PITR and TTL',
    (id) => {
      const { stack, template } = dev();
      const definition = tables[id];
      const table = (template.findResources('AWS::DynamoDB::GlobalTable') as Resources)[
        logicalIdOf(stack.data.tables[id].table)
      ];
      expect(table).toBeDefined();
      const properties = table?.Properties ?? {};
      expect(properties.BillingMode).toBe('PAY_PER_REQUEST');
      expect(properties.KeySchema).toEqual([
        { AttributeName: definition.partitionKey.name, KeyType: 'HASH' },
        ...('sortKey' in definition ? [{ AttributeName: definition.sortKey.name, KeyType: 'RANGE' }] : []),
      ]);
      expect(properties.TimeToLiveSpecification).toEqual({
        AttributeName: definition.ttlAttribute,
        Enabled: true,
      });
      expect(properties.Replicas).toEqual([
        expect.objectContaining({ PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true } }),
      ]);
      const indexNames = ((properties.GlobalSecondaryIndexes ?? []) as JsonObject[]).map(
        (index) => index.IndexName,
      );
      expect(indexNames).toEqual(definition.globalIndexes.map((index) => index.indexName));
    },
  );

  it('makes exactly one table per definition', () => {
    dev().template.resourceCountIs('AWS::DynamoDB::GlobalTable', Object.keys(tables).length);
  });
});

describe('functions', () => {
  it('runs every function on Node 22, ARM64, with source maps, Powertools settings and a retained log group', () => {
    const { stack, template } = dev();
    const functions = template.findResources('AWS::Lambda::Function') as Resources;
    for (const appFunction of stack.appFunctions) {
      const properties = functions[logicalIdOf(appFunction.fn)]?.Properties;
      expect(properties, appFunction.handlerModule).toBeDefined();
      expect(properties?.Runtime).toBe('nodejs22.x');
      expect(properties?.Architectures).toEqual(['arm64']);
      const variables = (properties?.Environment as JsonObject).Variables as JsonObject;
      expect(variables.NODE_OPTIONS).toBe('--enable-source-maps');
      expect(variables.POWERTOOLS_SERVICE_NAME).toBe('footprint');
      expect(variables.STAGE).toBe('dev');
      expect(properties?.LoggingConfig).toEqual({ LogGroup: { Ref: logicalIdOf(appFunction.logGroup) } });
    }
    const logGroups = template.findResources('AWS::Logs::LogGroup') as Resources;
    for (const appFunction of stack.appFunctions) {
      expect(logGroups[logicalIdOf(appFunction.logGroup)]?.Properties.RetentionInDays).toBeGreaterThan(0);
    }
  });

  it('has an entry in the permissions map for every function', () => {
    for (const appFunction of dev().stack.appFunctions) {
      expect(Object.keys(functionAccess)).toContain(appFunction.handlerModule);
    }
  });

  it('gives each function exactly the tables, queue access and secrets the permissions map declares', () => {
    const { stack, template } = dev();
    const functions = template.findResources('AWS::Lambda::Function') as Resources;
    for (const appFunction of stack.appFunctions) {
      const declared = functionAccess[appFunction.handlerModule] ?? {};
      const role = appFunction.fn.role;
      if (!role) throw new Error(`${appFunction.handlerModule} has no role`);
      const grants = grantsOf(stack, template, logicalIdOf(role));
      expect(grants.tableAccess, appFunction.handlerModule).toEqual(declared.tables ?? {});

      const variables = (functions[logicalIdOf(appFunction.fn)]?.Properties.Environment as JsonObject)
        .Variables as JsonObject;
      for (const id of Object.keys(tables) as TableId[]) {
        expect(tables[id].envVar in variables, `${appFunction.handlerModule} ${tables[id].envVar}`).toBe(
          id in (declared.tables ?? {}),
        );
      }

      const isWorker = appFunction === stack.pipeline.worker;
      const sends = grants.queueActions.includes('sqs:SendMessage');
      expect(sends, `${appFunction.handlerModule} sends to the queue`).toBe(declared.searchQueue === 'send');
      expect('SEARCH_QUEUE_URL' in variables).toBe(declared.searchQueue === 'send');
      const consumes = grants.queueActions.includes('sqs:ReceiveMessage');
      expect(consumes, `${appFunction.handlerModule} consumes the queue`).toBe(isWorker);
      expect(grants.secretActions.length > 0).toBe((declared.secrets ?? []).length > 0);
    }
  });

  it('gives the status function no data access at all', () => {
    const { stack, template } = dev();
    const status = stack.api.functions.get('api/get-service-status');
    if (!status?.fn.role) throw new Error('no status function');
    const actions = grantsOf(stack, template, logicalIdOf(status.fn.role)).statements.flatMap(
      (s) => s.Action,
    );
    expect(actions.every((action) => action.startsWith('xray:') || action.startsWith('logs:'))).toBe(true);
  });

  it('lets each function write only to its own log group, with no managed policies', () => {
    const { stack, template } = dev();
    const roles = template.findResources('AWS::IAM::Role') as Resources;
    for (const appFunction of stack.appFunctions) {
      const roleId = logicalIdOf(appFunction.role);
      expect(roles[roleId]?.Properties.ManagedPolicyArns, appFunction.handlerModule).toBeUndefined();
      const logStatements = roleStatements(template, roleId).filter((s) =>
        s.Action.some((a) => a.startsWith('logs:')),
      );
      expect(logStatements).toHaveLength(1);
      expect(logStatements[0]?.Resource).toEqual([
        { 'Fn::GetAtt': [logicalIdOf(appFunction.logGroup), 'Arn'] },
      ]);
    }
  });

  it.each(STAGE_NAMES)('never allows a "*" action, and a "*" resource only for X-Ray (%s)', (stage) => {
    const { template } = synthesized[stage];
    const documents: Json[] = [];
    for (const type of [
      'AWS::IAM::Policy',
      'AWS::S3::BucketPolicy',
      'AWS::SQS::QueuePolicy',
      'AWS::SNS::TopicPolicy',
    ]) {
      for (const resource of Object.values(template.findResources(type) as Resources)) {
        documents.push(resource.Properties.PolicyDocument ?? null);
      }
    }
    for (const role of Object.values(template.findResources('AWS::IAM::Role') as Resources)) {
      for (const policy of (role.Properties.Policies ?? []) as JsonObject[])
        documents.push(policy.PolicyDocument ?? null);
    }
    const allows = documents.flatMap(statementsOf).filter((s) => s.Effect === 'Allow');
    expect(allows.length).toBeGreaterThan(0);
    for (const statement of allows) {
      for (const action of statement.Action)
        expect(action === '*' || action.endsWith(':*'), action).toBe(false);
      if (statement.Resource.includes('*')) {
        expect(
          statement.Action.every((action) => action.startsWith('xray:')),
          statement.Action.join(','),
        ).toBe(true);
      }
    }
  });
});

describe('stages', () => {
  /** The names the stack sets, by kind of resource. */
  function namesOf(stage: StageName): Record<string, string> {
    const { stack, template } = synthesized[stage];
    const [, pool] = only(template.findResources('AWS::Cognito::UserPool') as Resources);
    const [, domain] = only(template.findResources('AWS::Cognito::UserPoolDomain') as Resources);
    const [, api] = only(template.findResources('AWS::ApiGatewayV2::Api') as Resources);
    const [, dashboard] = only(template.findResources('AWS::CloudWatch::Dashboard') as Resources);
    const [, headers] = only(template.findResources('AWS::CloudFront::ResponseHeadersPolicy') as Resources);
    const secrets = Object.values(template.findResources('AWS::SecretsManager::Secret') as Resources)
      .map((secret) => String(secret.Properties.Name))
      .sort();
    return {
      stack: stack.stackName,
      userPool: String(pool.Properties.UserPoolName),
      hostedDomain: String(domain.Properties.Domain),
      api: String(api.Properties.Name),
      dashboard: String(dashboard.Properties.DashboardName),
      responseHeadersPolicy: String((headers.Properties.ResponseHeadersPolicyConfig as JsonObject).Name),
      ...Object.fromEntries(secrets.map((name, index) => [`secret${index}`, name])),
    };
  }

  it('gives dev, staging and prod distinct names for everything the stack names', () => {
    const names = STAGE_NAMES.map(namesOf);
    const kinds = Object.keys(names[0] ?? {});
    expect(kinds.length).toBeGreaterThanOrEqual(8);
    for (const kind of kinds) {
      const perStage = names.map((byKind) => byKind[kind]);
      expect(new Set(perStage).size, kind).toBe(STAGE_NAMES.length);
    }
    STAGE_NAMES.forEach((stage, index) => {
      for (const name of Object.values(names[index] ?? {})) expect(name.toLowerCase()).toContain(stage);
    });
  });

  it('retains and protects the tables and the user pool in prod', () => {
    const { template } = synthesized.prod;
    for (const table of Object.values(template.findResources('AWS::DynamoDB::GlobalTable') as Resources)) {
      expect(table.DeletionPolicy).toBe('Retain');
      expect(table.UpdateReplacePolicy).toBe('Retain');
      expect(table.Properties.Replicas).toEqual([
        expect.objectContaining({ DeletionProtectionEnabled: true }),
      ]);
    }
    const [, pool] = only(template.findResources('AWS::Cognito::UserPool') as Resources);
    expect(pool.DeletionPolicy).toBe('Retain');
    expect(pool.Properties.DeletionProtection).toBe('ACTIVE');
    const [, bucket] = only(template.findResources('AWS::S3::Bucket') as Resources);
    expect(bucket.DeletionPolicy).toBe('Retain');
  });

  it.each(['dev', 'staging'] as const)('lets %s be torn down completely', (stage) => {
    const { template } = synthesized[stage];
    for (const type of ['AWS::DynamoDB::GlobalTable', 'AWS::Cognito::UserPool', 'AWS::S3::Bucket']) {
      for (const resource of Object.values(template.findResources(type) as Resources)) {
        expect(resource.DeletionPolicy, type).toBe('Delete');
      }
    }
  });

  it('turns on Cognito threat protection in prod', () => {
    synthesized.prod.template.hasResourceProperties('AWS::Cognito::UserPool', {
      UserPoolTier: 'PLUS',
      UserPoolAddOns: { AdvancedSecurityMode: 'ENFORCED' },
    });
  });
});

describe('operations', () => {
  it('alarms when dead letters wait, when the worker fails and when the API answers 5xx', () => {
    const { stack, template } = dev();
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'AWS/SQS',
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Dimensions: [
        {
          Name: 'QueueName',
          Value: { 'Fn::GetAtt': [logicalIdOf(stack.pipeline.deadLetterQueue), 'QueueName'] },
        },
      ],
      Threshold: 0,
      ComparisonOperator: 'GreaterThanThreshold',
    });
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'AWS/Lambda',
      MetricName: 'Errors',
      Dimensions: [{ Name: 'FunctionName', Value: { Ref: logicalIdOf(stack.pipeline.worker.fn) } }],
    });
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Metrics: Match.arrayWith([
        Match.objectLike({ Expression: Match.stringLikeRegexp('errors / requests') }),
        Match.objectLike({
          MetricStat: Match.objectLike({ Metric: Match.objectLike({ MetricName: '5xx' }) }),
        }),
      ]),
    });
    for (const alarm of Object.values(template.findResources('AWS::CloudWatch::Alarm') as Resources)) {
      expect(alarm.Properties.AlarmActions).toEqual([{ Ref: logicalIdOf(stack.operations.alarmTopic) }]);
    }
    template.resourceCountIs('AWS::CloudWatch::Dashboard', 1);
  });

  it('outputs the site URL, API URL, user pool, client and hosted domain', () => {
    const outputs = Object.keys(dev().template.findOutputs('*'));
    expect(outputs).toEqual(
      expect.arrayContaining(['SiteUrl', 'ApiUrl', 'UserPoolId', 'UserPoolClientId', 'HostedDomain']),
    );
  });
});
