// `npm test` needs two Debian packages besides Node: Chromium at /usr/bin/chromium for the end-to-end tests (never a
// downloaded browser) and poppler-utils (pdftotext, pdftoppm) for the tests that read the rendered PDF proofs and
// certificates. Installs what is missing with apt-get when we are root; otherwise says exactly what to run.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const needed = [
  { file: '/usr/bin/chromium', packages: ['chromium', 'fonts-noto-core'] },
  { file: '/usr/bin/pdftotext', packages: ['poppler-utils'] },
  { file: '/usr/bin/pdftoppm', packages: ['poppler-utils'] },
];
const missing = needed.filter((n) => !existsSync(n.file));
if (missing.length) {
  const packages = [...new Set(missing.flatMap((n) => n.packages))].join(' ');
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `Missing ${missing.map((n) => n.file).join(', ')}. Install Debian's packages first:\n  sudo apt-get update && sudo apt-get install -y ${packages}`,
    );
    process.exit(1);
  }
  console.log(`Installing Debian packages for the tests (apt-get): ${packages}`);
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`, { stdio: 'inherit' });
  const still = missing.filter((n) => !existsSync(n.file));
  if (still.length) {
    console.error(`apt-get finished but ${still.map((n) => n.file).join(', ')} is still missing.`);
    process.exit(1);
  }
}
