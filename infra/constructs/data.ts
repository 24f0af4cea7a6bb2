import { AttributeType, Billing, TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { Attribute } from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import { tables } from '../../functions/lib/storage/tables.ts';
import type { KeyDefinition, TableDefinition, TableId } from '../../functions/lib/storage/tables.ts';
import type { StageConfig } from '../stage.ts';
import type { AppTable } from './bind.ts';

function attribute(key: KeyDefinition): Attribute {
  return { name: key.name, type: key.type === 'S' ? AttributeType.STRING : AttributeType.NUMBER };
}

export interface DataProps {
  readonly stage: StageConfig;
  /** The table definitions; the shared ones in functions/lib/storage/tables.ts unless a test passes others. */
  readonly definitions?: Readonly<Record<TableId, TableDefinition>>;
}

/**
 * The DynamoDB tables, one per shared definition: on demand, point-in-time recovery, TTL on the definition's
 * attribute, its global indexes. Prod tables are deletion-protected and retained when the stack goes.
 * Names are left to CloudFormation (they include the stack's stage), so a rename can never replace a table.
 */
export class Data extends Construct {
  readonly tables: Readonly<Record<TableId, AppTable>>;

  constructor(scope: Construct, id: string, props: DataProps) {
    super(scope, id);
    const definitions: Readonly<Record<TableId, TableDefinition>> = props.definitions ?? tables;
    const made = {} as Record<TableId, AppTable>;
    for (const tableId of Object.keys(definitions) as TableId[]) {
      const definition = definitions[tableId];
      const table = new TableV2(this, `${tableId.charAt(0).toUpperCase()}${tableId.slice(1)}Table`, {
        partitionKey: attribute(definition.partitionKey),
        ...(definition.sortKey ? { sortKey: attribute(definition.sortKey) } : {}),
        billing: Billing.onDemand(),
        pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
        ...(definition.ttlAttribute ? { timeToLiveAttribute: definition.ttlAttribute } : {}),
        globalSecondaryIndexes: definition.globalIndexes.map((index) => ({
          indexName: index.indexName,
          partitionKey: attribute(index.partitionKey),
          ...(index.sortKey ? { sortKey: attribute(index.sortKey) } : {}),
        })),
        deletionProtection: props.stage.isProd,
        removalPolicy: props.stage.statefulRemovalPolicy,
      });
      made[tableId] = { table, definition };
    }
    this.tables = made;
  }
}
