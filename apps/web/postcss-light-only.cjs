// The portal is light only (app/providers.tsx forces Mantine's light colour scheme): the rules Mantine's stylesheets and
// postcss-preset-mantine's `dark` mixin write for `[data-mantine-color-scheme=dark]` can never apply. Dropped at build,
// they are ~10 % of the render-blocking stylesheet every page parses before its first paint (issue 10, decision 0149).
// A rule listing dark and other selectors keeps the others. A selector that names the dark scheme only to exclude it
// (`:not([data-mantine-color-scheme=dark])`) applies in the light one and is kept.
const dark = /\[data-mantine-color-scheme=(['"]?)dark\1\]/;
const notDark = /:not\([^)]*\[data-mantine-color-scheme=(['"]?)dark\1\]/;
const darkOnly = (selector) => dark.test(selector) && !notDark.test(selector);

/** @type {import('postcss').PluginCreator<void>} */
const lightOnly = () => ({
  postcssPlugin: 'club-light-only',
  OnceExit(root) {
    root.walkRules((rule) => {
      const kept = rule.selectors.filter((s) => !darkOnly(s));
      if (kept.length === rule.selectors.length) return;
      if (kept.length) rule.selectors = kept;
      else rule.remove();
    });
    // An at-rule (a media query) left with nothing inside goes too.
    root.walkAtRules((at) => {
      if (at.nodes && at.nodes.length === 0) at.remove();
    });
  },
});
lightOnly.postcss = true;
module.exports = lightOnly;
