import { z } from 'zod';
import { ErrorCode } from './errors';

export const UuidParams = z.object({
  id: z.uuid({ error: '올바른 ID 형식이 아닙니다.' }),
});
export type UuidParams = z.infer<typeof UuidParams>;

export const MessageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponse>;

/** The one error shape of every non-2xx response (documented in OpenAPI; type also in ./errors). */
export const ErrorResponse = z.object({
  message: z.string(),
  code: z.enum(Object.values(ErrorCode) as [ErrorCode, ...ErrorCode[]]),
});

export const HealthResponse = z.object({ status: z.literal('ok') });
export type HealthResponse = z.infer<typeof HealthResponse>;
