import { AttributeType, BillingMode, StreamViewType, Table } from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import { TABLE_INDEXES, TABLE_KEYS } from '@shop/shared';
import type { Stage } from './stage';

export interface DataTableProps {
  readonly stage: Stage;
}

/** The single table, shaped by the same definition the local runtime uses to create its table. */
export class DataTable extends Construct {
  readonly table: Table;

  constructor(scope: Construct, id: string, { stage }: DataTableProps) {
    super(scope, id);

    this.table = new Table(this, 'Table', {
      partitionKey: { name: TABLE_KEYS.partitionKey, type: AttributeType.STRING },
      sortKey: { name: TABLE_KEYS.sortKey, type: AttributeType.STRING },
      billingMode: BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      timeToLiveAttribute: TABLE_KEYS.ttl,
      // Domain events (e.g. a new order -> notification + `order:new`) are read from the stream.
      stream: StreamViewType.NEW_IMAGE,
      deletionProtection: stage.production,
      removalPolicy: stage.removalPolicy,
    });

    for (const index of TABLE_INDEXES) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.indexName,
        partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
        sortKey: { name: index.sortKey, type: AttributeType.STRING },
      });
    }
  }
}
