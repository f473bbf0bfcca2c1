import type { TopicAnswer } from '@trivia/game';

/**
 * The offline bundle's answer encoding (GET /api/offline-bundle). Each topic's answers are
 * XORed with a keystream seeded by the bundle's key and the topic id, then base64-encoded,
 * so the bundle read in devtools, or searched for a topic's title, shows no answer.
 * This is obfuscation of open data, not secrecy: the key travels with the bundle, because
 * the browser decodes a topic (with no network) when that topic is played. See
 * docs/PROTOCOL.md "What is secret, what is public".
 *
 * No zod here: the web app imports this module alone ("@trivia/protocol/answer-seal").
 */

/** FNV-1a (32 bit) over UTF-16 code units: a seed, not a security primitive. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: a small, fast, deterministic byte stream from a 32-bit seed. */
function keystream(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) & 0xff;
  };
}

function xorWithKey(bytes: Uint8Array, key: string, topicId: string): Uint8Array {
  const next = keystream(fnv1a(`${key}\u0000${topicId}`));
  return bytes.map((byte) => byte ^ next());
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array | null {
  try {
    return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
  } catch (_notBase64) {
    return null;
  }
}

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

function isAnswerList(value: unknown): value is TopicAnswer[] {
  return (
    Array.isArray(value) &&
    value.every(
      (answer: unknown) =>
        typeof answer === 'object' &&
        answer !== null &&
        'text' in answer &&
        typeof answer.text === 'string' &&
        (!('aliases' in answer) || isStringArray(answer.aliases)),
    )
  );
}

/** Encodes a topic's answers with the bundle's key; the topic id varies the keystream. */
export function sealAnswers(answers: readonly TopicAnswer[], key: string, topicId: string): string {
  const plain = answers.map((answer) =>
    answer.aliases ? { text: answer.text, aliases: [...answer.aliases] } : { text: answer.text },
  );
  return toBase64(xorWithKey(new TextEncoder().encode(JSON.stringify(plain)), key, topicId));
}

/** Decodes what sealAnswers made; null when the text is not a sealed answer list. */
export function unsealAnswers(sealed: string, key: string, topicId: string): TopicAnswer[] | null {
  const bytes = fromBase64(sealed);
  if (!bytes) return null;
  try {
    const decoded: unknown = JSON.parse(
      new TextDecoder('utf-8', { fatal: true }).decode(xorWithKey(bytes, key, topicId)),
    );
    return isAnswerList(decoded) ? decoded : null;
  } catch (_notSealedAnswers) {
    return null;
  }
}
