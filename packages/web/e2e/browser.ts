/** Debian's Chromium driven by playwright-core: installed when missing, launched headless with a fresh profile. */
import { execSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';

export const CHROMIUM = '/usr/bin/chromium';

export function ensureChromium(): void {
  if (existsSync(CHROMIUM)) return;
  console.log('[e2e] installing chromium (apt-get)…');
  try {
    execSync('apt-get install -y chromium', { stdio: 'inherit' });
  } catch {
    execSync('apt-get update && apt-get install -y chromium', { stdio: 'inherit' });
  }
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is still missing after apt-get install chromium`);
}

export async function launch(viewport = { width: 1280, height: 800 }): Promise<BrowserContext> {
  ensureChromium();
  const profile = mkdtempSync(join(tmpdir(), 'horde-chromium-'));
  return chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    viewport,
    // The shell follows the browser's language: the checks read English first.
    locale: 'en-US',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}
