import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The local media folder (ARCHITECTURE section 4: media in a local folder by
 * default). Keys are `<organizationId>/<random hex>`: the organization in the
 * path keeps tenants apart on disk and the random name is never derived
 * from user input, so a key cannot escape the folder.
 */
export interface MediaStorage {
  save(organizationId: number, bytes: Buffer): Promise<string>;
  /** Absolute path of a stored key; null when the file is gone. */
  locate(key: string): string | null;
  remove(key: string): Promise<void>;
}

const KEY_PATTERN = /^\d+\/[0-9a-f]{32}$/;

export function localMediaStorage(root: string): MediaStorage {
  const pathOf = (key: string) => {
    if (!KEY_PATTERN.test(key)) throw new Error(`invalid media key ${key}`);
    return path.join(root, ...key.split('/'));
  };
  return {
    async save(organizationId, bytes) {
      const key = `${organizationId}/${randomBytes(16).toString('hex')}`;
      const file = pathOf(key);
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      await fs.promises.writeFile(file, bytes, { flag: 'wx' });
      return key;
    },
    locate(key) {
      const file = pathOf(key);
      return fs.existsSync(file) ? file : null;
    },
    async remove(key) {
      await fs.promises.rm(pathOf(key), { force: true });
    },
  };
}
