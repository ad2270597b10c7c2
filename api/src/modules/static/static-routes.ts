import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { PUBLIC_FOLDER } from '../../config/package-files.js';
import { DEFAULT_AVATAR_PATH } from '../users/profile-image-url.js';

const AVATAR_FILE = path.join(PUBLIC_FOLDER, 'default-avatar.svg');

export const staticRoutesPlugin: FastifyPluginAsync = async (app) => {
  const avatar = await readFile(AVATAR_FILE);
  app.get(DEFAULT_AVATAR_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=86400')
      // Served cross-origin into <img> tags of the apps (helmet defaults to same-origin).
      .header('cross-origin-resource-policy', 'cross-origin')
      .send(avatar),
  );
};
