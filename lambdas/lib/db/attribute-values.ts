// DynamoDB's typed JSON ({ S: 'x' }, { N: '1' }, ...) to plain values and
// back, for the lean client (query-client.ts). The same conversion the
// document client makes (@aws-sdk/util-dynamodb's unmarshall with its
// defaults; query-client.test.ts compares the two over the local store, every
// attribute type), in a few lines rather than a package: the wire gives
// binaries as base64, which the SDK decodes before unmarshall sees them, so
// that library alone would not do.
export type AttributeValue = Record<string, unknown>;
export type AttributeMap = Record<string, AttributeValue>;

export function fromAttributeMap(map: AttributeMap): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(map)) out[name] = fromAttribute(value);
  return out;
}

export function fromAttribute(value: AttributeValue): unknown {
  const [type, v] = Object.entries(value).find(([, v]) => v !== undefined) ?? [];
  switch (type) {
    case 'S':
      return v;
    case 'N':
      return toNumber(v as string);
    case 'BOOL':
      return Boolean(v);
    case 'NULL':
      return null;
    case 'M':
      return fromAttributeMap(v as AttributeMap);
    case 'L':
      return (v as AttributeValue[]).map(fromAttribute);
    case 'B':
      return toBytes(v as string);
    case 'SS':
      return new Set(v as string[]);
    case 'NS':
      return new Set((v as string[]).map(toNumber));
    case 'BS':
      return new Set((v as string[]).map(toBytes));
    default:
      throw new Error(`Unsupported DynamoDB attribute value: ${JSON.stringify(value)}`);
  }
}

/** A number beyond the safe integers becomes a BigInt, as the document client does, never a rounded Number. */
function toNumber(text: string): number | bigint {
  const n = Number(text);
  if ((n > Number.MAX_SAFE_INTEGER || n < Number.MIN_SAFE_INTEGER) && Number.isFinite(n)) return BigInt(text);
  return n;
}

const toBytes = (base64: string) => new Uint8Array(Buffer.from(base64, 'base64'));

/** The key conditions and filters of the public reads compare strings, numbers and booleans only. */
export function toAttribute(value: string | number | boolean): AttributeValue {
  if (typeof value === 'string') return { S: value };
  if (typeof value === 'number') return { N: String(value) };
  return { BOOL: value };
}
