/**
 * A request body as every host reads it: JSON only, an empty body counting as none (so bodyless
 * POSTs work whatever headers a client sends; a route that needs a body then fails validation), and
 * `__proto__` or `constructor.prototype` keys refused as Fastify's own JSON parser refuses them
 * (secure-json-parse, the library it uses).
 */
import secureJson from 'secure-json-parse';
import { type BodyInput, NO_BODY } from './mock-request';

const MALFORMED: BodyInput = {
  kind: 'unreadable',
  code: 'MALFORMED_JSON',
  message: 'The body is not valid JSON',
};

/** The body of a request sent as `application/json`. */
export function readJsonBody(text: string): BodyInput {
  if (text === '') return NO_BODY;
  try {
    return {
      kind: 'json',
      value: secureJson.parse(text, undefined, {
        protoAction: 'error',
        constructorAction: 'error',
      }),
    };
  } catch {
    return MALFORMED;
  }
}

/** A body sent with another content type: refused with 415, naming the type. */
export const unsupportedMediaType = (contentType: string): BodyInput => ({
  kind: 'unreadable',
  code: 'UNSUPPORTED_MEDIA_TYPE',
  message: `Content type ${JSON.stringify(contentType)} is not accepted: send application/json`,
});

/** A body over the mock's limit. */
export const PAYLOAD_TOO_LARGE: BodyInput = {
  kind: 'unreadable',
  code: 'PAYLOAD_TOO_LARGE',
  message: 'The body is larger than the server accepts',
};

/** Whether a content type is JSON's (`application/json`, with or without parameters). */
export const isJsonType = (contentType: string) =>
  /^application\/json\s*(;|$)/i.test(contentType.trim());
