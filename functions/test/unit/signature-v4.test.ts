import { Sha256 } from '@smithy/core/checksum';
import { SignatureV4 } from '@smithy/signature-v4';
import { describe, expect, it } from 'vitest';
import { EMPTY_PAYLOAD_HASH, authorizationHeader, canonicalRequest, sha256Hex, toAmzDate } from '../../src/aws/signature-v4';

const credentials = { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY' };
const at = new Date(Date.UTC(2026, 10, 23, 10, 11, 12));

interface Case {
  readonly service: string;
  readonly method: string;
  readonly path: string;
  readonly query: readonly (readonly [string, string])[];
  readonly headers: Readonly<Record<string, string>>;
  readonly body?: string;
}

/** The SDK's own signer, the oracle: what it puts in the Authorization header for the same request. */
const sdkAuthorization = async ({ service, method, path, query, headers, body }: Case) => {
  const signer = new SignatureV4({
    service,
    region: 'eu-central-1',
    credentials,
    sha256: Sha256,
    uriEscapePath: service !== 's3',
    applyChecksum: false,
  });
  const grouped: Record<string, string | string[]> = {};
  for (const [key, value] of query) {
    const existing = grouped[key];
    grouped[key] = existing === undefined ? value : [existing, value].flat();
  }
  const signed = await signer.sign(
    { method, protocol: 'https:', hostname: 'example.amazonaws.com', path, query: grouped, headers: { ...headers }, body },
    { signingDate: at },
  );
  return String(signed.headers.authorization);
};

const oursFor = ({ service, method, path, query, headers, body }: Case) =>
  authorizationHeader(
    credentials,
    { amzDate: toAmzDate(at), region: 'eu-central-1', service },
    {
      method,
      path,
      query,
      headers: { ...headers, 'x-amz-date': toAmzDate(at) },
      payloadHash: body === undefined ? EMPTY_PAYLOAD_HASH : sha256Hex(body),
      encodePathAgain: service !== 's3',
    },
  );

const cases: Case[] = [
  {
    service: 'execute-api',
    method: 'POST',
    path: '/prod/@connections/L0SM9c%2BFvH%2FcIhw%3D',
    query: [],
    headers: { host: 'abc.execute-api.eu-central-1.amazonaws.com', 'content-type': 'application/json' },
    body: '{"action":"cursor:update"}',
  },
  {
    service: 'dynamodb',
    method: 'POST',
    path: '/',
    query: [],
    headers: { host: '127.0.0.1:8000', 'x-amz-target': 'DynamoDB_20120810.Query', 'content-type': 'application/x-amz-json-1.0' },
    body: '{"TableName":"shop"}',
  },
  {
    service: 's3',
    method: 'GET',
    path: '/bucket/uploads/a%20b/%C3%BCr%C3%BCn%20(1).png',
    query: [
      ['list-type', '2'],
      ['prefix', 'uploads/ş ğ'],
      ['a', 'z'],
      ['a', 'b'],
    ],
    headers: { host: 'localhost:4566', 'x-amz-meta-note': '  two   spaces  ' },
  },
  {
    service: 'cognito-idp',
    method: 'POST',
    path: '/./a/../b/',
    query: [["it's", '(x)*!']],
    headers: { host: 'cognito-idp.eu-central-1.amazonaws.com' },
    body: '',
  },
];

describe('SigV4 (the hand-written signer of the hot paths)', () => {
  it.each(cases)('signs a $service $method of $path exactly as the SDK signer does', async (testCase) => {
    expect(oursFor(testCase)).toBe(await sdkAuthorization(testCase));
  });

  it('changes the signature when anything signed changes', () => {
    const [base] = cases as [Case];
    const signature = (c: Case) => /Signature=(\w+)/.exec(oursFor(c))?.[1];
    const variants: Case[] = [
      { ...base, path: `${base.path}x` },
      { ...base, method: 'PUT' },
      { ...base, body: `${base.body ?? ''} ` },
      { ...base, query: [['a', '1']] },
      { ...base, headers: { ...base.headers, 'content-type': 'text/plain' } },
    ];
    for (const variant of variants) expect(signature(variant)).not.toBe(signature(base));
  });

  it('builds the canonical request of the SigV4 documentation example', () => {
    // "GET /?Param2=value2&Param1=value1" from AWS's "Create a canonical request" page.
    expect(
      canonicalRequest({
        method: 'GET',
        path: '/',
        query: [
          ['Param2', 'value2'],
          ['Param1', 'value1'],
        ],
        headers: { host: 'example.amazonaws.com', 'x-amz-date': '20150830T123600Z' },
        payloadHash: EMPTY_PAYLOAD_HASH,
        encodePathAgain: true,
      }),
    ).toBe(
      [
        'GET',
        '/',
        'Param1=value1&Param2=value2',
        'host:example.amazonaws.com\nx-amz-date:20150830T123600Z\n',
        'host;x-amz-date',
        EMPTY_PAYLOAD_HASH,
      ].join('\n'),
    );
  });
});
