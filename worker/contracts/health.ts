import { z } from 'zod';

export const healthSchema = z.object({
  database: z.literal('ok'),
  time: z.string(),
});

export type Health = z.infer<typeof healthSchema>;
