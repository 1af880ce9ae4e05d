import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

/** s3rver's one built-in account: it accepts no other key pair. */
export const S3RVER_KEY = 'S3RVER';

/** An S3-compatible server on a loopback port over a temp dir, with the run's bucket. */
export async function startS3(directory, port, bucket) {
  const server = new S3rver({ address: '127.0.0.1', port, directory, silent: true, configureBuckets: [{ name: bucket }] });
  await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: S3RVER_KEY, secretAccessKey: S3RVER_KEY },
  });
  const keys = async () => {
    const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
    return (listed.Contents ?? []).map((object) => object.Key);
  };
  const read = async (key) => {
    const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    return Buffer.from(await object.Body.transformToByteArray());
  };
  const close = async () => {
    client.destroy();
    await server.close();
  };
  return { endpoint, bucket, keys, read, close };
}
