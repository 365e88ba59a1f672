import { z } from 'zod';

/**
 * A 200 that is the bytes themselves, not JSON: OpenAPI learns the content types, and the serializer
 * is never used because Fastify sends a Buffer as it is.
 */
const bytes = z.string().meta({ format: 'binary' });

export const fileResponse = (description: string, contentTypes: readonly string[]) => ({
  200: { description, content: Object.fromEntries(contentTypes.map((type) => [type, { schema: bytes }])) },
});
