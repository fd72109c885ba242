// Server-rendered pages of the authorization server: plain, accessible HTML with every dynamic
// value escaped. Forms post back to URLs bound to the interaction uid.
import type { ConsentAccount, ConsentUi } from './consent-client.ts';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  body { font-family: system-ui, sans-serif; max-width: 36rem; margin: 2rem auto; padding: 0 1rem; line-height: 1.5; color: #1a1a1a; }
  label { display: block; margin: .75rem 0 .25rem; font-weight: 600; }
  input[type=text], input[type=password] { width: 100%; padding: .5rem; font-size: 1rem; box-sizing: border-box; }
  fieldset { margin: 1rem 0; border: 1px solid #999; padding: .5rem 1rem; }
  fieldset label { font-weight: normal; display: flex; gap: .5rem; align-items: baseline; }
  button { font-size: 1rem; padding: .5rem 1.25rem; margin: 1rem .5rem 0 0; }
  .error { color: #a00000; border-left: 4px solid #a00000; padding-left: .75rem; }
  .hint { color: #555; font-size: .9rem; }
</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

export function loginPage(input: { action: string; clientName: string; username?: string; error?: string }): string {
  return page(
    'Sign in',
    `<h1>Sign in to your bank</h1>
<p><strong>${escapeHtml(input.clientName)}</strong> is asking to access your account data.</p>
${input.error ? `<p class="error" role="alert">${escapeHtml(input.error)}</p>` : ''}
<form method="post" action="${escapeHtml(input.action)}">
  <label for="username">Username</label>
  <input id="username" name="username" type="text" autocomplete="username" required value="${escapeHtml(input.username)}" autofocus>
  <label for="password">Password</label>
  <input id="password" name="password" type="password" autocomplete="current-password" required>
  <button type="submit">Sign in</button>
</form>`,
  );
}

export function consentPage(input: {
  approveAction: string;
  denyAction: string;
  ui: ConsentUi;
  accounts: ConsentAccount[];
  error?: string;
}): string {
  const { ui } = input;
  const recipient = ui.recipient.client_name || ui.recipient.client_id;
  const duration =
    ui.duration.type === 'ONE_TIME'
      ? 'once (access ends after one hour)'
      : ui.duration.type === 'PERSISTENT'
        ? 'until you revoke it'
        : `for ${escapeHtml(ui.duration.period_days)} days`;
  const clusters = ui.data_clusters
    .map(
      (c, i) => `<label for="cluster-${i}"><input id="cluster-${i}" type="checkbox" name="data_clusters" value="${escapeHtml(c.name)}" checked>
    <span><strong>${escapeHtml(c.title)}</strong>${c.description ? `<br><span class="hint">${escapeHtml(c.description)}</span>` : ''}</span></label>`,
    )
    .join('\n  ');
  const accounts = input.accounts
    .map(
      (a, i) => `<label for="account-${i}"><input id="account-${i}" type="checkbox" name="account_ids" value="${escapeHtml(a.account_id)}">
    <span>${escapeHtml(a.display_name)}${a.masked_number ? ` (${escapeHtml(a.masked_number)})` : ''}${a.currency ? ` · ${escapeHtml(a.currency)}` : ''}</span></label>`,
    )
    .join('\n  ');
  return page(
    'Share your data',
    `<h1>Share data with ${escapeHtml(recipient)}</h1>
${input.error ? `<p class="error" role="alert">${escapeHtml(input.error)}</p>` : ''}
<p>${escapeHtml(recipient)} will be able to read the data you select ${duration}${
      ui.lookback_period_days ? `, going back ${escapeHtml(ui.lookback_period_days)} days` : ''
    }.</p>
<form method="post" action="${escapeHtml(input.approveAction)}">
  <fieldset>
    <legend>Data</legend>
  ${clusters}
  </fieldset>
  <fieldset>
    <legend>Accounts</legend>
  ${accounts || '<p>You have no accounts to share.</p>'}
  </fieldset>
  <button type="submit">Allow</button>
  <button type="submit" formaction="${escapeHtml(input.denyAction)}">Deny</button>
</form>`,
  );
}

export function errorPage(title: string, message: string): string {
  return page(title, `<h1>${escapeHtml(title)}</h1>\n<p class="error" role="alert">${escapeHtml(message)}</p>`);
}
