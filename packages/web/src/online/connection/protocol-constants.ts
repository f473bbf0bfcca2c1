/**
 * @trivia/protocol's PROTOCOL_VERSION and REALTIME_PATH, mirrored: importing values from
 * that package would bring its zod schemas into the browser bundle (the web app carries
 * only the protocol's types). protocol-constants.test.ts keeps the two equal.
 */
export const CLIENT_PROTOCOL_VERSION = 2;
export const CLIENT_REALTIME_PATH = '/socket.io';
