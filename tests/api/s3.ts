/** An S3-compatible server for the tests (s3rver, files in a temporary folder), and the environment that points the store at it. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// @ts-expect-error s3rver ships no types; the three calls used here are its documented API.
import S3rver from 's3rver';

export const S3_TEST_BUCKET = 'store-pictures';

export interface TestS3 {
  env: Record<string, string>;
  close(): Promise<void>;
}

export async function startS3(): Promise<TestS3> {
  const directory = mkdtempSync(join(tmpdir(), 's3rver-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: S3_TEST_BUCKET }] });
  const { port } = (await server.run()) as { port: number };
  return {
    env: {
      S3_BUCKET: S3_TEST_BUCKET,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
