import { Duration } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  Alarm,
  AlarmStatusWidget,
  ComparisonOperator,
  Dashboard,
  GraphWidget,
  MathExpression,
  TreatMissingData,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';
import type { StageConfig } from '../stage.ts';
import type { AppFunction } from './app-function.ts';
import type { SearchPipeline } from './search-pipeline.ts';

export interface OperationsProps {
  readonly stage: StageConfig;
  readonly httpApi: HttpApi;
  readonly apiFunctions: readonly AppFunction[];
  readonly pipeline: SearchPipeline;
}

/** Percent of API requests answered 5xx at which the API alarm fires. */
export const API_5XX_RATE_THRESHOLD = 5;

/**
 * Alarms (dead letters waiting, worker errors, API 5xx rate) notifying one SNS topic — emailed when the stage
 * sets `alarmEmail` — and a dashboard of the API, the functions and the queue.
 */
export class Operations extends Construct {
  readonly alarmTopic: Topic;
  readonly alarms: readonly Alarm[];
  readonly dashboard: Dashboard;

  constructor(scope: Construct, id: string, props: OperationsProps) {
    super(scope, id);
    const { stage, httpApi, pipeline } = props;
    const period = Duration.minutes(5);

    this.alarmTopic = new Topic(this, 'AlarmTopic', {
      displayName: `Footprint ${stage.name} alarms`,
      enforceSSL: true,
    });
    if (stage.alarmEmail) this.alarmTopic.addSubscription(new EmailSubscription(stage.alarmEmail));

    const deadLetters = new Alarm(this, 'DeadLettersAlarm', {
      alarmDescription: 'Search jobs failed three deliveries and wait in the dead-letter queue',
      metric: pipeline.deadLetterQueue.metricApproximateNumberOfMessagesVisible({
        period: Duration.minutes(1),
        statistic: 'Maximum',
      }),
      threshold: 0,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });

    const workerErrors = new Alarm(this, 'WorkerErrorsAlarm', {
      alarmDescription: 'The search worker failed invocations (a whole batch, not single jobs)',
      metric: pipeline.worker.fn.metricErrors({ period, statistic: 'Sum' }),
      threshold: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });

    const api5xxRate = new MathExpression({
      label: 'API 5xx rate (%)',
      expression: 'IF(requests > 0, 100 * errors / requests, 0)',
      usingMetrics: {
        requests: httpApi.metricCount({ period, statistic: 'Sum' }),
        errors: httpApi.metricServerError({ period, statistic: 'Sum' }),
      },
      period,
    });
    const api5xx = new Alarm(this, 'Api5xxRateAlarm', {
      alarmDescription: `More than ${API_5XX_RATE_THRESHOLD}% of API requests answered 5xx`,
      metric: api5xxRate,
      threshold: API_5XX_RATE_THRESHOLD,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 2,
      datapointsToAlarm: 2,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });

    this.alarms = [deadLetters, workerErrors, api5xx];
    const action = new SnsAction(this.alarmTopic);
    for (const alarm of this.alarms) {
      alarm.addAlarmAction(action);
      alarm.addOkAction(action);
    }

    const functions = [...props.apiFunctions, pipeline.worker];
    this.dashboard = new Dashboard(this, 'Dashboard', {
      dashboardName: `footprint-${stage.name}`,
      defaultInterval: Duration.hours(6),
    });
    this.dashboard.addWidgets(
      new AlarmStatusWidget({ title: 'Alarms', alarms: [...this.alarms], width: 24, height: 3 }),
    );
    this.dashboard.addWidgets(
      new GraphWidget({
        title: 'API requests and errors',
        left: [
          httpApi.metricCount({ period, statistic: 'Sum' }),
          httpApi.metricClientError({ period, statistic: 'Sum' }),
          httpApi.metricServerError({ period, statistic: 'Sum' }),
        ],
        right: [api5xxRate],
        width: 12,
      }),
      new GraphWidget({
        title: 'API latency (p50, p99)',
        left: [
          httpApi.metricLatency({ period, statistic: 'p50' }),
          httpApi.metricLatency({ period, statistic: 'p99' }),
        ],
        width: 12,
      }),
    );
    this.dashboard.addWidgets(
      new GraphWidget({
        title: 'Function errors',
        left: functions.map((f) => f.fn.metricErrors({ period, statistic: 'Sum', label: f.handlerModule })),
        width: 12,
      }),
      new GraphWidget({
        title: 'Function duration (p99)',
        left: functions.map((f) => f.fn.metricDuration({ period, statistic: 'p99', label: f.handlerModule })),
        width: 12,
      }),
    );
    this.dashboard.addWidgets(
      new GraphWidget({
        title: 'Search queue',
        left: [
          pipeline.queue.metricApproximateNumberOfMessagesVisible({ period, statistic: 'Maximum' }),
          pipeline.queue.metricApproximateAgeOfOldestMessage({ period, statistic: 'Maximum' }),
        ],
        right: [
          pipeline.deadLetterQueue.metricApproximateNumberOfMessagesVisible({ period, statistic: 'Maximum' }),
        ],
        width: 12,
      }),
      new GraphWidget({
        title: 'Worker invocations and throttles',
        left: [
          pipeline.worker.fn.metricInvocations({ period, statistic: 'Sum' }),
          pipeline.worker.fn.metricThrottles({ period, statistic: 'Sum' }),
        ],
        width: 12,
      }),
    );
  }
}
