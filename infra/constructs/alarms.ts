// Alarms a small site needs: any Lambda error, API 5xx, DynamoDB throttling.
// An e-mail address (context alarmEmail) gets them when given; without it
// they show in the CloudWatch console only.
import { Duration, Validations } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Alarm, ComparisonOperator, MathExpression, TreatMissingData, type IMetric } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { Table } from 'aws-cdk-lib/aws-dynamodb';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';

export type SiteAlarmsProps = {
  functions: IFunction[];
  api: HttpApi;
  table: Table;
  gsi1Name: string;
  alarmEmail?: string;
};

const PERIOD = Duration.minutes(5);
/** CloudWatch allows at most 10 metrics in one metric-math alarm. */
const METRICS_PER_ALARM = 10;

/** Sum of several metrics, a missing series counting as 0 (a function nobody called). */
const sumOf = (metrics: IMetric[], label: string) =>
  new MathExpression({
    expression: 'SUM(FILL(METRICS(), 0))',
    usingMetrics: Object.fromEntries(metrics.map((m, i) => [`m${i}`, m])),
    label,
    period: PERIOD,
  });

export class SiteAlarms extends Construct {
  readonly alarms: Alarm[] = [];

  constructor(scope: Construct, id: string, props: SiteAlarmsProps) {
    super(scope, id);
    const topic = props.alarmEmail ? new Topic(this, 'Topic', { displayName: 'Site alarms', enforceSSL: true }) : undefined;
    if (topic && props.alarmEmail) {
      topic.addSubscription(new EmailSubscription(props.alarmEmail));
      Validations.of(topic).acknowledge({
        id: 'Serverless-SNSRedrivePolicy',
        reason: 'An e-mail subscription: SNS retries delivery to the mail server itself, and an alarm stays in ALARM state in the CloudWatch console; a dead-letter queue of alarm mails would have no reader',
      });
    }

    const add = (alarmId: string, metric: IMetric, description: string) => {
      const alarm = new Alarm(this, alarmId, {
        metric,
        alarmDescription: description,
        threshold: 1,
        evaluationPeriods: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      });
      if (topic) alarm.addAlarmAction(new SnsAction(topic));
      this.alarms.push(alarm);
    };

    // Grouped (10 functions per alarm) rather than 24 alarms: each alarm is billed monthly.
    for (let i = 0; i < props.functions.length; i += METRICS_PER_ALARM) {
      const group = props.functions.slice(i, i + METRICS_PER_ALARM);
      const n = i / METRICS_PER_ALARM + 1;
      add(
        `LambdaErrors${n}`,
        sumOf(group.map((fn) => fn.metricErrors({ period: PERIOD, statistic: 'Sum' })), 'Lambda errors'),
        `Errors in route Lambdas: ${group.map((fn) => fn.node.id).join(', ')}`,
      );
    }

    add('Api5xx', props.api.metricServerError({ period: PERIOD, statistic: 'Sum' }), 'The HTTP API answered 5xx');

    const throttles = ['ReadThrottleEvents', 'WriteThrottleEvents'].flatMap((name) => [
      props.table.metric(name, { period: PERIOD, statistic: 'Sum' }),
      props.table.metric(name, {
        period: PERIOD,
        statistic: 'Sum',
        dimensionsMap: { TableName: props.table.tableName, GlobalSecondaryIndexName: props.gsi1Name },
      }),
    ]);
    add('DynamoThrottles', sumOf(throttles, 'DynamoDB throttle events'), 'DynamoDB throttled reads or writes (table or gsi1)');
  }
}
