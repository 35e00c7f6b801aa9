// The end-to-end tests need Debian's Chromium at /usr/bin/chromium (never a downloaded browser).
// Installs it with apt-get when it is missing and we are root; otherwise says exactly what to run.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const CHROMIUM = '/usr/bin/chromium';
if (!existsSync(CHROMIUM)) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `Chromium is missing at ${CHROMIUM}. Install Debian's package first:\n  sudo apt-get update && sudo apt-get install -y chromium`,
    );
    process.exit(1);
  }
  console.log('Installing Debian chromium for the end-to-end tests (apt-get)...');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-core', { stdio: 'inherit' });
  if (!existsSync(CHROMIUM)) {
    console.error('apt-get finished but /usr/bin/chromium is still missing.');
    process.exit(1);
  }
}
