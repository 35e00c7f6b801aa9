// Every `import … from 'zod'` in the web build resolves to this module (the alias in vite.config.ts), so zod is
// configured before any schema parses, in whichever chunk first loads it — and pages that never validate a form load no
// zod at all (issue 10's first-load budgets; the entry must stay free of it). Zod compiles object parsers with
// `new Function` after probing whether eval works; under the portal's Content-Security-Policy (no 'unsafe-eval',
// docs/decisions/0075) the probe is reported as a CSP violation even though zod catches it. `jitless`: no probe, no eval.
import { config } from 'zod/v4/core';

config({ jitless: true });

export * from 'zod/v4';
export { z, z as default } from 'zod/v4';
