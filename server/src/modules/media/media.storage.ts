import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * The media directory (MEDIA_DIR): `villas/<propertyId>/<imageId>/<hash>-<width>.<ext>`, one
 * folder per photo, so removing a photo removes exactly its files and no two photos ever share
 * one. Files are never changed after they are written (their URLs are cached for a year): a
 * photo's files are written into a staging folder first and moved into place in one rename
 * once the photo's row is inserted, so a failed upload leaves nothing behind.
 */

/** Staging folders: under MEDIA_DIR, so the final rename stays on one file system; never served (dot folder). */
const STAGING = '.staging';
/** Staging folders older than this are leftovers of a crash and are swept away. */
const STALE_STAGING_MS = 24 * 60 * 60 * 1000;

export const photoFolder = (mediaDir: string, propertyId: string, imageId: string) => path.join(mediaDir, 'villas', propertyId, imageId);
export const villaFolder = (mediaDir: string, propertyId: string) => path.join(mediaDir, 'villas', propertyId);

/** The public URL of one file of a photo (served by media.router.ts). */
export const photoFileUrl = (propertyId: string, imageId: string, file: string) => `/media/villas/${propertyId}/${imageId}/${file}`;

/** Writes the files into a new staging folder and returns its path. */
export async function stageFiles(mediaDir: string, files: { name: string; data: Buffer }[]): Promise<string> {
  const root = path.join(mediaDir, STAGING);
  await fs.mkdir(root, { recursive: true });
  void sweepStaging(root);
  const folder = path.join(root, randomUUID());
  await fs.mkdir(folder);
  try {
    await Promise.all(files.map((file) => fs.writeFile(path.join(folder, file.name), file.data, { flag: 'wx' })));
  } catch (error) {
    await removeFolder(folder);
    throw error;
  }
  return folder;
}

/** Moves a staged folder to its final place (one rename: the photo's files appear all at once). */
export async function publishStaged(staged: string, destination: string): Promise<void> {
  await fs.mkdir(path.dirname(destination), { recursive: true });
  await fs.rename(staged, destination);
}

export async function removeFolder(folder: string): Promise<void> {
  await fs.rm(folder, { recursive: true, force: true });
}

/**
 * Removes every photo file of a villa. For whoever deletes villas: the rows go by ON DELETE
 * CASCADE, the files only through this (call it after the deleting transaction has committed).
 */
export async function removeVillaMedia(mediaDir: string, propertyId: string): Promise<void> {
  await removeFolder(villaFolder(mediaDir, propertyId));
}

async function sweepStaging(root: string): Promise<void> {
  try {
    for (const entry of await fs.readdir(root)) {
      const folder = path.join(root, entry);
      const { mtimeMs } = await fs.stat(folder);
      if (Date.now() - mtimeMs > STALE_STAGING_MS) await removeFolder(folder);
    }
  } catch {
    // Best effort: another instance may be sweeping the same folder.
  }
}
