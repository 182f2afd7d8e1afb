// An admin's second factors, pending setup and recovery codes: one partition per
// account id (keys.mfaFactors). Everything that must happen once is a condition
// on one item: a setup is confirmed once (its pending item's Delete), a code's
// time step is accepted once (lastStep), a recovery code is used once (usedAt).
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { getItem, queryItemPartition, transact, type Item, type TransactItem } from './items';
import { keys } from './keys';

export type TotpFactor = { id: string; type: 'totp'; secret: string; label: string; createdAt: string; lastUsedAt?: string; lastStep?: number };
/** A passkey (WebAuthn credential): its id and COSE public key (base64url), the signature counter last seen and the transports the browser named. */
export type PasskeyFactor = {
  id: string;
  type: 'passkey';
  label: string;
  credentialId: string;
  publicKey: string;
  counter: number;
  transports: string[];
  createdAt: string;
  lastUsedAt?: string;
};
export type StoredFactor = TotpFactor | PasskeyFactor;
export type CredentialLookup = { adminId: string; username: string; factorId: string };
export type StoredRecoveryCode = { hash: string; usedAt?: string };
export type FactorPartition = { factors: StoredFactor[]; recoveryCodes: StoredRecoveryCode[] };

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const nowSeconds = () => Math.floor(Date.now() / 1000);
/** Drop undefined fields (the document client refuses them). */
const clean = (item: Item): Item => JSON.parse(JSON.stringify(item)) as Item;

const toFactor = (item: Item): StoredFactor =>
  item.type === 'passkey'
    ? {
        id: String(item.id),
        type: 'passkey',
        label: String(item.label),
        credentialId: String(item.credentialId),
        publicKey: String(item.publicKey),
        counter: Number(item.counter ?? 0),
        transports: Array.isArray(item.transports) ? item.transports.map(String) : [],
        createdAt: String(item.createdAt),
        lastUsedAt: text(item.lastUsedAt),
      }
    : {
  id: String(item.id),
  type: 'totp',
  secret: String(item.secret),
  label: String(item.label),
  createdAt: String(item.createdAt),
  lastUsedAt: text(item.lastUsedAt),
  lastStep: typeof item.lastStep === 'number' ? item.lastStep : undefined,
};

export const factorsRepo = {
  /** The account's factors and recovery codes: ONE Query of its partition. */
  async partition(adminId: string): Promise<FactorPartition> {
    const items = await queryItemPartition(keys.mfaFactors(adminId));
    const sk = (item: Item) => String(item.sk);
    return {
      factors: items.filter((item) => sk(item).startsWith(keys.mfaFactorPrefix)).map(toFactor),
      recoveryCodes: items.filter((item) => sk(item).startsWith(keys.mfaRecoveryPrefix)).map((item) => ({ hash: sk(item).slice(keys.mfaRecoveryPrefix.length), usedAt: text(item.usedAt) })),
    };
  },

  /** A setup waits for its first code; a new setup replaces the one before. */
  async putPending(adminId: string, secret: string, expiresAt: number): Promise<void> {
    await db().send(new PutCommand({ TableName: tableName(), Item: { ...keys.mfaPendingTotp(adminId), secret, expiresAt } }));
  },

  /** The pending setup's secret, or null when there is none or it expired (the local store runs no TTL). */
  async pending(adminId: string): Promise<string | null> {
    const item = await getItem(keys.mfaPendingTotp(adminId));
    if (!item || Number(item.expiresAt) <= nowSeconds()) return null;
    return String(item.secret);
  },

  /**
   * Turn the pending setup into a factor, in ONE transaction: the pending item
   * goes (conditioned on its secret, so two confirms in parallel add one factor),
   * the factor is put with the step of the code that confirmed it (that code
   * cannot then sign in), and for the first factor the ten recovery codes are put
   * and any older ones deleted. False when the condition failed.
   */
  async confirm(adminId: string, factor: TotpFactor, options: { newRecoveryHashes: string[]; oldRecoveryHashes: string[] }): Promise<boolean> {
    const table = tableName();
    const items: TransactItem[] = [
      { Delete: { TableName: table, Key: keys.mfaPendingTotp(adminId), ConditionExpression: 'secret = :secret', ExpressionAttributeValues: { ':secret': factor.secret } } },
      { Put: { TableName: table, Item: clean({ ...keys.mfaFactor(adminId, factor.id), ...factor }), ConditionExpression: 'attribute_not_exists(pk)' } },
      ...options.oldRecoveryHashes.map((hash): TransactItem => ({ Delete: { TableName: table, Key: keys.mfaRecoveryCode(adminId, hash) } })),
      ...options.newRecoveryHashes.map((hash): TransactItem => ({ Put: { TableName: table, Item: { ...keys.mfaRecoveryCode(adminId, hash), createdAt: factor.createdAt } } })),
    ];
    return (await transact(items)) === null;
  },

  /** A passkey being added waits for the browser's answer to this challenge; a new one replaces the one before. */
  async putPendingPasskey(adminId: string, challenge: string, expiresAt: number): Promise<void> {
    await db().send(new PutCommand({ TableName: tableName(), Item: { ...keys.mfaPendingPasskey(adminId), challenge, expiresAt } }));
  },

  /** The pending passkey's challenge, or null when there is none or it expired. */
  async pendingPasskey(adminId: string): Promise<string | null> {
    const item = await getItem(keys.mfaPendingPasskey(adminId));
    if (!item || Number(item.expiresAt) <= nowSeconds()) return null;
    return String(item.challenge);
  },

  /**
   * Store a verified passkey, in ONE transaction: the pending challenge goes (conditioned on it, so it
   * is used once), the factor and its credential lookup are put (a credential already stored is
   * refused), and for the first factor the recovery codes as confirm() does. False when a condition failed.
   */
  async addPasskey(adminId: string, username: string, factor: PasskeyFactor, challenge: string, options: { newRecoveryHashes: string[]; oldRecoveryHashes: string[] }): Promise<boolean> {
    const table = tableName();
    const items: TransactItem[] = [
      {
        Delete: {
          TableName: table,
          Key: keys.mfaPendingPasskey(adminId),
          ConditionExpression: 'challenge = :challenge AND expiresAt > :now',
          ExpressionAttributeValues: { ':challenge': challenge, ':now': nowSeconds() },
        },
      },
      { Put: { TableName: table, Item: clean({ ...keys.mfaFactor(adminId, factor.id), ...factor }), ConditionExpression: 'attribute_not_exists(pk)' } },
      {
        Put: {
          TableName: table,
          Item: { ...keys.mfaCredential(factor.credentialId), adminId, username, factorId: factor.id, createdAt: factor.createdAt },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      ...options.oldRecoveryHashes.map((hash): TransactItem => ({ Delete: { TableName: table, Key: keys.mfaRecoveryCode(adminId, hash) } })),
      ...options.newRecoveryHashes.map((hash): TransactItem => ({ Put: { TableName: table, Item: { ...keys.mfaRecoveryCode(adminId, hash), createdAt: factor.createdAt } } })),
    ];
    return (await transact(items)) === null;
  },

  /** Which account a passkey signs in to (username-less sign-in), or null. */
  async credential(credentialId: string): Promise<CredentialLookup | null> {
    const item = await getItem(keys.mfaCredential(credentialId));
    if (!item) return null;
    return { adminId: String(item.adminId), username: String(item.username), factorId: String(item.factorId) };
  },

  /** Remove a factor (with a passkey its credential lookup, and with the last one the recovery codes, in the same transaction). False when it was not there. */
  async remove(adminId: string, factorId: string, recoveryHashes: string[], credentialId?: string): Promise<boolean> {
    const table = tableName();
    const items: TransactItem[] = [
      { Delete: { TableName: table, Key: keys.mfaFactor(adminId, factorId), ConditionExpression: 'attribute_exists(pk)' } },
      ...(credentialId ? [{ Delete: { TableName: table, Key: keys.mfaCredential(credentialId) } }] : []),
      ...recoveryHashes.map((hash): TransactItem => ({ Delete: { TableName: table, Key: keys.mfaRecoveryCode(adminId, hash) } })),
    ];
    return (await transact(items)) === null;
  },

  /** The sign-in transaction's part for a one-time code: its step is stored only if later than the last one used. */
  useTotp(adminId: string, factorId: string, step: number, at: string): TransactItem {
    return {
      Update: {
        TableName: tableName(),
        Key: keys.mfaFactor(adminId, factorId),
        UpdateExpression: 'SET lastStep = :step, lastUsedAt = :at',
        ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(lastStep) OR lastStep < :step)',
        ExpressionAttributeValues: { ':step': step, ':at': at },
      },
    };
  },

  /**
   * The sign-in transaction's part for a passkey: its counter moves from the one the assertion was
   * checked against to the new one, so of two parallel uses of one assertion (or of one credential
   * between two checks) only one passes.
   */
  usePasskey(adminId: string, factorId: string, oldCounter: number, newCounter: number, at: string): TransactItem {
    return {
      Update: {
        TableName: tableName(),
        Key: keys.mfaFactor(adminId, factorId),
        UpdateExpression: 'SET #counter = :new, lastUsedAt = :at',
        ConditionExpression: 'attribute_exists(pk) AND #counter = :old',
        ExpressionAttributeNames: { '#counter': 'counter' },
        ExpressionAttributeValues: { ':new': newCounter, ':old': oldCounter, ':at': at },
      },
    };
  },

  /** The sign-in transaction's part for a recovery code: used once. */
  useRecoveryCode(adminId: string, hash: string, at: string): TransactItem {
    return {
      Update: {
        TableName: tableName(),
        Key: keys.mfaRecoveryCode(adminId, hash),
        UpdateExpression: 'SET usedAt = :at',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(usedAt)',
        ExpressionAttributeValues: { ':at': at },
      },
    };
  },
};
