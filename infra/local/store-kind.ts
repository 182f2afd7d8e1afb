// Which local store runs (STORE): the embedded dynalite, or AWS's DynamoDB
// Local (Java 17+). Its own module so data-dir.ts can name each kind's folder
// without loading either store.
export type StoreKind = 'dynalite' | 'dynamodb-local';

/** The kind STORE names (dynalite when unset); anything else is refused with the accepted values. */
export function storeKind(env: NodeJS.ProcessEnv = process.env): StoreKind {
  const value = env.STORE || 'dynalite';
  if (value === 'dynalite' || value === 'dynamodb-local') return value;
  throw new Error(`STORE=${value} is not a store kind: use dynalite (the embedded store, the default) or dynamodb-local (AWS's DynamoDB Local, Java 17+).`);
}
