// Every item of one gsi1 partition through the lean client: the public reads'
// ONE Query (followed through LastEvaluatedKey), without the SDK.
import { partitionQuery, type QueryOptions } from './partition-query';
import { queryAll, type Item } from './query-client';

export function readPartition(partition: string, options: QueryOptions = {}): Promise<Item[]> {
  return queryAll(partitionQuery(partition, options));
}
