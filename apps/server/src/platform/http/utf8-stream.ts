import { Transform, type Readable } from 'node:stream';

/**
 * Passes a request body through unchanged while checking that it is UTF-8. Fastify decodes bodies
 * leniently (an invalid byte becomes U+FFFD), so this is the only place the difference shows;
 * `onInvalid` is called once, and the body is still parsed so the guard can name the field.
 */
export function checkUtf8(payload: Readable, onInvalid: () => void): Transform {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let valid = true;
  const check = (final: boolean, chunk?: Buffer) => {
    if (!valid) return;
    try {
      if (final) decoder.decode();
      else decoder.decode(chunk, { stream: true });
    } catch {
      valid = false;
      onInvalid();
    }
  };
  const out = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      check(false, chunk);
      done(null, chunk);
    },
    flush(done) {
      check(true);
      done();
    },
  });
  // The bytes pass unchanged, so Fastify's body limit and content-length check still hold.
  payload.on('error', (err) => out.destroy(err));
  return payload.pipe(out);
}
