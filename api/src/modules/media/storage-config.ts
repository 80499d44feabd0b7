import { localMediaStorage, type MediaStorage } from './storage';
import { s3MediaStorage, type S3StorageConfig } from './s3-storage';

/**
 * The S3-compatible store when MEDIA_S3_ENDPOINT, MEDIA_S3_BUCKET,
 * MEDIA_S3_ACCESS_KEY_ID and MEDIA_S3_SECRET_ACCESS_KEY are all set
 * (MEDIA_S3_REGION, default us-east-1); null for the local folder. Some but
 * not all of them is a mistake worth stopping for.
 */
function readS3Config(env: NodeJS.ProcessEnv): S3StorageConfig | null {
  const values = {
    endpoint: env.MEDIA_S3_ENDPOINT, bucket: env.MEDIA_S3_BUCKET,
    accessKeyId: env.MEDIA_S3_ACCESS_KEY_ID, secretAccessKey: env.MEDIA_S3_SECRET_ACCESS_KEY,
  };
  const set = Object.values(values).filter(Boolean).length;
  if (set === 0) return null;
  if (set < 4) throw new Error('Set all of MEDIA_S3_ENDPOINT, MEDIA_S3_BUCKET, MEDIA_S3_ACCESS_KEY_ID and MEDIA_S3_SECRET_ACCESS_KEY, or none');
  if (!URL.canParse(values.endpoint!)) throw new Error(`MEDIA_S3_ENDPOINT must be a URL, got ${values.endpoint}`);
  return { ...(values as Record<keyof typeof values, string>), region: env.MEDIA_S3_REGION || 'us-east-1' };
}

/** The media store the settings ask for. */
export function mediaStorageFor(env: NodeJS.ProcessEnv, mediaDir: string): MediaStorage {
  const s3 = readS3Config(env);
  return s3 ? s3MediaStorage(s3) : localMediaStorage(mediaDir);
}
