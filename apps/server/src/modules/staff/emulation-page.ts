// The portal side of emulation (`?faker=`, DESIGN §9) without one byte in the portal's bundles (decision 0081):
// - `GET /?faker=<code>` answers a small handoff page that exchanges the code at POST /v2/installer/emulation, stores
//   the read-only token where the portal keeps its session (localStorage `token`, no refresh token) and a cookie
//   naming the emulation, then opens the portal;
// - while that cookie is there, every portal page is served with a banner (fixed at the bottom, above everything) and
//   an exit that ends the emulation on the server (audited), drops the token and returns to the console.
import { languageCodes } from '@club/contract/regions';
import { staff } from '@club/contract/staff';
import { t } from '../../lib/i18n.ts';

export const emulationCookie = 'club_emulation';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** JSON safe inside a <script> element. */
const scriptJson = (v: unknown) => JSON.stringify(v).replace(/</g, '\\u003c');

export function emulationHandoffHtml(): string {
  const expired = Object.fromEntries(languageCodes.map((l) => [l, t(l, 'staff.emulation.expired')]));
  const opening = Object.fromEntries(languageCodes.map((l) => [l, t(l, 'staff.emulation.opening')]));
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Installer Club</title></head>
<body style="font:16px/1.5 system-ui,sans-serif;margin:0;padding:24px;color:#1a1b1e">
<main><p id="m" role="status"></p></main>
<script type="application/json" id="club-emulation-texts">${scriptJson({ expired, opening })}</script>
<script src="${emulationScripts.handoff}"></script></body></html>`;
}

/** The banner for a page served while the emulation cookie (`<language>:<name>`) is set; null for a malformed one. */
export function emulationBannerHtml(cookie: string): string | null {
  let value: string;
  try {
    value = decodeURIComponent(cookie);
  } catch {
    return null;
  }
  const at = value.indexOf(':');
  const lang = value.slice(0, at);
  if (at < 0 || !(languageCodes as readonly string[]).includes(lang)) return null;
  const name = value.slice(at + 1, at + 1 + 120);
  const text = esc(t(lang, 'staff.emulation.banner', { name }));
  const exit = esc(t(lang, 'staff.emulation.exit'));
  return `<div id="club-emulation" role="status" data-testid="emulation-banner" style="position:fixed;left:0;right:0;bottom:0;z-index:2147483647;display:flex;flex-wrap:wrap;gap:8px;align-items:center;justify-content:space-between;padding:8px 16px;background:#7c2d12;color:#fff;font:600 14px/1.4 system-ui,sans-serif;box-shadow:0 -2px 8px rgba(0,0,0,.25)">
<span>${text}</span><button type="button" id="club-emulation-exit" style="font:600 14px system-ui,sans-serif;padding:4px 14px;border:0;border-radius:4px;background:#fff;color:#7c2d12;cursor:pointer">${exit}</button></div>
<style>body{padding-bottom:64px}#club-emulation-exit:focus-visible{outline:3px solid #fdba74;outline-offset:2px}</style>
<script src="${emulationScripts.banner}"></script>`;
}

/**
 * The two pages' scripts, served from our origin (the Content-Security-Policy allows no inline script, decision 0075):
 * the handoff reads its texts from a JSON data block, the banner's exit is wired by its own file.
 */
export const emulationScripts = { handoff: '/emulation/handoff.js', banner: '/emulation/banner.js' } as const;

export const emulationScriptSources: Record<(typeof emulationScripts)[keyof typeof emulationScripts], string> = {
  [emulationScripts.handoff]: `'use strict';
(function () {
  var texts = JSON.parse(document.getElementById('club-emulation-texts').textContent || '{}');
  var expired = texts.expired || {}, opening = texts.opening || {};
  var lang = (navigator.language || 'en').slice(0, 2);
  var m = document.getElementById('m');
  m.textContent = opening[lang] || opening.en;
  var code = new URLSearchParams(location.search).get('faker') || '';
  history.replaceState(null, '', '/');
  fetch('/v2/installer/emulation', { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify({ code: code }) })
    .then(function (r) { if (!r.ok) throw new Error(String(r.status)); return r.json(); })
    .then(function (b) {
      localStorage.setItem('token', JSON.stringify({ token: b.token, refresh_token: '', expiresAt: b.expiresAt }));
      document.cookie = '${emulationCookie}=' + encodeURIComponent(b.language + ':' + b.name) + '; path=/; max-age=${staff.emulationMinutes * 60}; samesite=strict';
      location.replace('/');
    })
    .catch(function () { m.setAttribute('role', 'alert'); m.textContent = expired[lang] || expired.en; });
})();
`,
  [emulationScripts.banner]: `'use strict';
(function () {
document.getElementById('club-emulation-exit').addEventListener('click', function () {
  var stored = null;
  try { stored = JSON.parse(localStorage.getItem('token') || 'null'); } catch (e) {}
  var done = function () {
    localStorage.removeItem('token');
    document.cookie = '${emulationCookie}=; path=/; max-age=0; samesite=strict';
    window.close();
    location.assign('/admin/companies');
  };
  if (!stored || !stored.token) return done();
  fetch('/v2/installer/emulation/end', { method: 'POST', headers: { authorization: 'Bearer ' + stored.token } }).then(done, done);
});
})();
`,
};
