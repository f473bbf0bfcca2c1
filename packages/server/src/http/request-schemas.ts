import { z } from 'zod';

/** A POST with nothing to say: no body, or an empty JSON object (what the web app sends). */
export const EmptyBody = z.union([z.undefined(), z.null(), z.object({}).strict()]);

export const GoogleStartQuery = z
  .object({
    next: z.string().max(2000).optional(),
    popup: z.enum(['0', '1', 'true', 'false']).optional(),
  })
  .strict();

/** The provider's answer: code/state on success, error/error_description otherwise. */
export const GoogleCallbackQuery = z.object({
  code: z.string().max(4096).optional(),
  state: z.string().max(1024).optional(),
  iss: z.string().max(2048).optional(),
  scope: z.string().max(2048).optional(),
  error: z.string().max(256).optional(),
  error_description: z.string().max(1024).optional(),
});

export const GameTypeParams = z.object({ id: z.string().min(1).max(100) }).strict();

/** A party code as typed in a URL; the route checks its shape (JOIN-1). */
export const PartyCodeParams = z.object({ code: z.string().max(32) }).strict();

export const NoQuery = z.object({}).strict();
