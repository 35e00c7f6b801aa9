// The `<link rel="modulepreload">` tags for one page, from the web build's dist/page-preloads.json
// (apps/web/page-preloads.ts): the page's route module with its imports (and the signed-in frame's) and the messages
// of the visitor's language. index.html names only the entry's files; without these the browser learns of the page's
// code and texts only after the entry has run, one round trip later (issue 10). A page's `later` modules (the sign-in
// track) are named in a `<meta name="club-later">` for the page to download when it is idle. The language is the one the app will
// pick: the `club_lang` cookie the app keeps beside its stored choice, else the host's top-level domain's language.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { languageCodes, languageForHost, type LanguageCode } from '@club/contract/regions-data';

/** The cookie the web app writes with the language it shows (apps/web/src/lib/i18n.tsx). */
export const languageCookie = 'club_lang';

interface PagePreloads {
  pages: { path: string; files: string[]; messages: string[]; later?: string[] }[];
  messages: Record<string, string[]>;
}

interface Matcher {
  re: RegExp;
  /** Segments that are parameters: a fixed path (`/projects/add`) wins over a pattern (`/projects/:uuid`). */
  params: number;
  files: string[];
  messages: string[];
  later: string[];
}

function matchers(preloads: PagePreloads): Matcher[] {
  return preloads.pages.map((p) => {
    const segments = p.path.split('/').filter(Boolean);
    const source = segments.map((s) => (s.startsWith(':') ? '[^/]+' : s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('/');
    return {
      re: new RegExp(`^/${source}/?$`),
      params: segments.filter((s) => s.startsWith(':')).length,
      files: p.files,
      messages: p.messages,
      later: p.later ?? [],
    };
  });
}

function isLanguage(value: string | null | undefined): value is LanguageCode {
  return !!value && (languageCodes as readonly string[]).includes(value);
}

/** The language the app will start in for this request (see the file's comment). */
export function requestLanguage(cookieValue: string | null, hostname: string): LanguageCode {
  return isLanguage(cookieValue) ? cookieValue : languageForHost(hostname);
}

/**
 * Returns the tags for a path and language ('' for an address that is no page, or when the build wrote no table).
 * The table is read again when the file changes (a rebuild while the server runs); the tags are kept per page and language.
 */
export function pagePreloadTags(root: string): (pathname: string, language: LanguageCode) => string {
  const file = join(root, 'page-preloads.json');
  let loaded: { mtimeMs: number; matchers: Matcher[]; messages: Record<string, string[]>; tags: Map<string, string> } | null = null;
  const current = () => {
    try {
      const { mtimeMs } = statSync(file);
      if (!loaded || loaded.mtimeMs !== mtimeMs) {
        const preloads = JSON.parse(readFileSync(file, 'utf8')) as PagePreloads;
        loaded = { mtimeMs, matchers: matchers(preloads), messages: preloads.messages, tags: new Map() };
      }
      return loaded;
    } catch {
      return null;
    }
  };
  return (pathname, language) => {
    const table = current();
    if (!table) return '';
    const page = table.matchers.filter((m) => m.re.test(pathname)).sort((a, b) => a.params - b.params)[0];
    if (!page) return '';
    const key = `${page.re.source} ${language}`;
    let tags = table.tags.get(key);
    if (tags === undefined) {
      const files = [...page.files, ...page.messages.flatMap((f) => table.messages[`${language}/${f}`] ?? [])];
      // What the page runs a moment later (the sign-in track) is only named: the page downloads those files once it is
      // up (lib/prefetch-later.ts). As `<link rel="prefetch">` here they competed with the first load (Lighthouse's LCP
      // 2.2 → 3.5 s).
      tags =
        [...new Set(files)].map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`).join('') +
        (page.later.length > 0 ? `<meta name="club-later" content="${page.later.map((f) => `/${f}`).join(' ')}">` : '');
      table.tags.set(key, tags);
    }
    return tags;
  };
}
