import { randomUUID } from 'node:crypto';
import { copyFile, mkdir, readFile, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ERRORS } from './errors';

/** '#' is not allowed in bucket names, so uploads staged here never collide with a bucket directory. */
const STAGING = '#staging';

/**
 * Object bytes on disk at <storageDir>/<bucket>/<name>. Names are object keys, not paths: a `.` or `..` segment
 * or an absolute name would escape the bucket directory, so such keys are refused outright.
 */
export class FileStore {
  constructor(private readonly root: string) {}

  pathOf(bucket: string, name: string): string {
    if (!bucket || bucket === '.' || bucket === '..' || /[/\\]/.test(bucket)) throw ERRORS.invalidBucketName();
    const segments = name.split('/');
    if (!name || segments.some((s) => s === '' || s === '.' || s === '..' || s.includes('\\') || s.includes('\0')))
      throw ERRORS.invalidKey(name);
    const bucketDir = path.resolve(this.root, bucket);
    const full = path.resolve(bucketDir, ...segments);
    if (path.dirname(bucketDir) !== path.resolve(this.root) || !full.startsWith(bucketDir + path.sep))
      throw ERRORS.invalidKey(name);
    return full;
  }

  /** Writes bytes beside the store, to be moved into place once the database row exists. */
  async stage(bytes: Uint8Array): Promise<string> {
    const dir = path.join(this.root, STAGING);
    await mkdir(dir, { recursive: true });
    const file = path.join(dir, randomUUID());
    await writeFile(file, bytes);
    return file;
  }

  async place(staged: string, bucket: string, name: string): Promise<void> {
    const dest = this.pathOf(bucket, name);
    await mkdir(path.dirname(dest), { recursive: true });
    await rename(staged, dest);
  }

  async discard(staged: string): Promise<void> {
    await rm(staged, { force: true });
  }

  read(bucket: string, name: string): Promise<Buffer> {
    return readFile(this.pathOf(bucket, name));
  }

  /** Copies to a staged file, so the destination only appears once its row is committed. */
  async stageCopy(bucket: string, name: string): Promise<string> {
    const dir = path.join(this.root, STAGING);
    await mkdir(dir, { recursive: true });
    const file = path.join(dir, randomUUID());
    await copyFile(this.pathOf(bucket, name), file);
    return file;
  }

  async move(fromBucket: string, fromName: string, toBucket: string, toName: string): Promise<void> {
    const dest = this.pathOf(toBucket, toName);
    await mkdir(path.dirname(dest), { recursive: true });
    await rename(this.pathOf(fromBucket, fromName), dest);
    await this.prune(fromBucket, fromName);
  }

  /** Removes files whose rows are gone; a file already missing is fine. */
  async remove(bucket: string, names: string[]): Promise<void> {
    for (const name of names) {
      await rm(this.pathOf(bucket, name), { force: true });
      await this.prune(bucket, name);
    }
  }

  /** Drops directories left empty, so a later key may reuse a former folder name as a file. */
  private async prune(bucket: string, name: string): Promise<void> {
    const bucketDir = path.resolve(this.root, bucket);
    let dir = path.dirname(this.pathOf(bucket, name));
    while (dir.startsWith(bucketDir + path.sep)) {
      try {
        await rmdir(dir);
      } catch {
        return;
      }
      dir = path.dirname(dir);
    }
  }
}
