// Debian's Chromium, the one browser of the tests and the bench: installed
// from apt when /usr/bin/chromium is missing (a fresh machine has only Node,
// npm and apt), with the headless flags that work on this machine.
import fs from 'node:fs';
import { run } from './proc.mjs';

export const CHROMIUM = '/usr/bin/chromium';
export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];

const MINUTE = 60_000;

/**
 * Installs chromium and fonts-noto-core (Arabic glyphs) from apt unless
 * Chromium is there; as root, or through sudo. Answers what it did.
 * @param {(line: string) => void} log
 * @returns {Promise<'present' | 'installed'>}
 */
export async function ensureChromium(log) {
  if (fs.existsSync(CHROMIUM)) return 'present';
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  let prefix = [];
  if (!isRoot) {
    const sudo = ['/usr/bin/sudo', '/bin/sudo'].find((candidate) => fs.existsSync(candidate));
    if (!sudo) throw new Error(`${CHROMIUM} is missing, and installing it needs root (or sudo)`);
    prefix = [sudo, 'env', 'DEBIAN_FRONTEND=noninteractive'];
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const apt = async (args) => {
    const [command, ...rest] = [...prefix, 'apt-get', ...args];
    // Not detached and with our stdin, so that sudo can ask for a password on a terminal.
    const interactive = prefix.length > 0;
    const result = await run(command, rest, { env, detached: !interactive, stdin: interactive ? 'inherit' : 'ignore', timeoutMs: 20 * MINUTE });
    if (result.code !== 0) throw new Error(`apt-get ${args.join(' ')} failed (exit ${result.code})`);
  };
  log(`${CHROMIUM} is missing: installing chromium and fonts-noto-core from apt`);
  await apt(['update']);
  await apt(['install', '-y', 'chromium', 'fonts-noto-core']);
  if (!fs.existsSync(CHROMIUM)) throw new Error(`apt installed chromium but ${CHROMIUM} is still missing`);
  return 'installed';
}
