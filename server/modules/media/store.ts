// Media storage: the public pictures of the catalog (product images and the sizes made of them), on local disk
// under $DATA_DIR/media by default, through the same storage interface as documents so it can move to object
// storage later. Unlike documents, what is stored here is served to anyone (the storefront shows it).
import path from 'node:path';
import { createLocalDocumentStorage, type DocumentStorage } from '../onboarding/storage.ts';

export type MediaStore = DocumentStorage;

export const mediaDirectory = (dataDir: string) => path.join(dataDir, 'media');

export const createLocalMediaStore = (dataDir: string): MediaStore =>
  createLocalDocumentStorage(mediaDirectory(dataDir));
