import { createHash } from 'node:crypto';

/** What the page reports back: the message the web app waits for, and where to go if alone. */
export interface PopupResult {
  ok: boolean;
  error?: string;
  /** Where to go when there is no opener (the popup lost it, or was opened as a tab). */
  fallbackUrl: string;
}

// One constant script (so one hash in the CSP); the varying data rides in a JSON block.
const SCRIPT = [
  "var data = JSON.parse(document.getElementById('trivia-auth').textContent);",
  'var message = { type: "trivia-auth", ok: data.ok };',
  'if (!data.ok) message.error = data.error;',
  'if (window.opener && !window.opener.closed) {',
  '  window.opener.postMessage(message, location.origin);',
  '  window.close();',
  '} else {',
  '  location.replace(data.fallbackUrl);',
  '}',
].join('\n');

const SCRIPT_HASH = `sha256-${createHash('sha256').update(SCRIPT).digest('base64')}`;

/** Only the inline script above may run; nothing else may load. */
export const POPUP_PAGE_CSP = [
  "default-src 'none'",
  `script-src '${SCRIPT_HASH}'`,
  "style-src 'unsafe-inline'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** The last page of the sign-in popup: it tells the opener and closes itself. */
export function renderPopupPage(result: PopupResult): string {
  const data = JSON.stringify({
    ok: result.ok,
    error: result.error,
    fallbackUrl: result.fallbackUrl,
  }).replace(/</g, '\\u003c');
  const text = result.ok ? 'Signed in. You can close this window.' : 'Sign-in failed.';
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Trivia Games sign-in</title></head>
<body style="font-family: system-ui, sans-serif; text-align: center; padding: 2rem">
<p>${text}</p>
<script type="application/json" id="trivia-auth">${data}</script>
<script>${SCRIPT}</script>
</body>
</html>
`;
}
