/**
 * Invite links in the browser (called by run.ts; alone: HORDE_E2E_ONLY=invites). A Zombies!!! game for three with
 * invite links, seats 1 and 2 for people and seat 3 for a bot: the invite screen shows the server's whole links
 * (its public address, never a path), no link for the bot's seat, and the warning that the links work only on
 * this computer (the test server listens on 127.0.0.1 with no PUBLIC_URL), in English and in French. The creator,
 * the game's admin, hands seat 2 to a bot and gives seat 3 back to people; after a reload the server's invites say
 * the same. Screenshots: invite-loopback.png (desktop), invite-loopback-phone.png, invite-handover.png.
 */
import type { Page } from 'playwright-core';

export interface InvitesE2ETools {
  check(cond: unknown, what: string): void;
  shot(page: Page, name: string, copy?: boolean, fullPage?: boolean): Promise<void>;
  /** Unplugs the server's storage (its writes and its probe fail) and plugs it back. */
  outage?: { down(): void; up(): void };
}

/** The link of each seat on the invite screen, by seat (null: no link). */
async function links(page: Page, seats: number): Promise<(string | null)[]> {
  const out: (string | null)[] = [];
  for (let seat = 0; seat < seats; seat++) {
    const input = page.locator(`[data-seat-link="${seat}"]`);
    out.push((await input.count()) ? await input.inputValue() : null);
  }
  return out;
}

export async function invitesE2E(page: Page, baseUrl: string, tools: InvitesE2ETools): Promise<void> {
  const { check, shot } = tools;
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(baseUrl);
  await page.waitForSelector('.lobby .game-list');
  const zombies = page.getByRole('radio', { name: /Zombies!!!/ });
  if (!(await zombies.count())) {
    check(false, 'the lobby lists Zombies!!!');
    return;
  }
  await zombies.check();
  await page.waitForSelector('.z-setup');
  // Seats 1 and 2 for people, seat 3 for the game's best bot.
  await page.locator('select[data-seat-player="1"]').selectOption('');
  const bots = await page
    .locator('select[data-seat-player="2"] option')
    .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value).filter((v) => v !== ''));
  const bot = bots.find((b) => b !== 'random') ?? bots[0];
  await page.locator('select[data-seat-player="2"]').selectOption(bot);
  await page.getByLabel(/Invite links/).check();
  await page.getByRole('button', { name: /^Start Zombies!!! for 3 players/ }).click();
  await page.waitForSelector('[data-seat-link="0"]', { timeout: 8000 });

  // The server's whole links: its address and the seat's page, whatever this page's address.
  const origin = new URL(baseUrl).origin;
  const first = await links(page, 3);
  const whole = /^http:\/\/127\.0\.0\.1:\d+\/play\/[^/#]+#token=[\w-]+$/;
  check(
    first[0] !== null && first[1] !== null && whole.test(first[0]) && whole.test(first[1]),
    `each people's seat has the server's whole link (${first[0]}, ${first[1]})`,
  );
  check(first[0]?.startsWith(`${origin}/play/`), `the links are on the server's address (${origin})`);
  check(
    first[2] === null && (await page.locator('[data-seat-bot="2"]').isVisible()),
    `the bot's seat has no link and names its bot: "${await page.locator('[data-seat-bot="2"]').textContent()}"`,
  );
  const warning = page.getByRole('note');
  const said = (await warning.textContent().catch(() => '')) ?? '';
  check(
    /These links only work on this computer/.test(said) && /HOST=0\.0\.0\.0/.test(said) && /PUBLIC_URL=/.test(said),
    `the invite screen warns that the links work only on this computer, and how to share them: "${said.slice(0, 90)}…"`,
  );
  check(
    (await page.locator('.invites-how li').count()) === 3 &&
      (await page.getByRole('button', { name: 'Back to the games' }).isVisible()),
    'the invite screen says how to share the links, and leads back to the games',
  );
  await shot(page, 'invite-loopback', false, true);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(200);
  await shot(page, 'invite-loopback-phone', false, true);
  await page.setViewportSize({ width: 1280, height: 800 });

  // The creator is the game's admin: seat 2 to a bot, seat 3 back to people (a link of its own).
  await page.getByRole('button', { name: 'Hand seat 2 to a bot' }).click();
  await page.getByText(/^Seat 2 is now played by the server/).waitFor({ timeout: 5000 });
  check(
    await page.getByRole('button', { name: 'Hand seat 1 to a bot' }).isDisabled(),
    'the last seat for people cannot go to a bot',
  );
  await page.getByRole('button', { name: 'Give seat 3 back to people' }).click();
  await page.getByText(/^Seat 3 is back with people/).waitFor({ timeout: 5000 });
  const changed = await links(page, 3);
  check(
    changed[0] === first[0] && changed[1] === null && changed[2] !== null && whole.test(changed[2]),
    `the admin hands seat 2 to a bot and seat 3 back to people, and the links follow (${changed.map((l) => l ?? 'bot').join(', ')})`,
  );
  await shot(page, 'invite-handover', false, true);
  const { axeViolations } = await import('./a11y.ts');
  const violations = await axeViolations(page);
  for (const v of violations)
    console.log(`       invite screen: ${v.impact} ${v.id} (${v.help}) at ${v.targets.join(', ')}`);
  check(violations.length === 0, 'axe: no serious or critical violation on the invite screen with its warning');
  await page.reload();
  await page.waitForSelector('[data-seat-link="2"]', { timeout: 5000 }).catch(() => {});
  await page.waitForTimeout(500);
  const reloaded = await links(page, 3);
  check(
    reloaded.join(' ') === changed.join(' '),
    `after a reload the server's invites say the same (${reloaded.map((l) => l ?? 'bot').join(', ')})`,
  );

  // The same screen in French.
  await page.evaluate(() => localStorage.setItem('horde.language', 'fr'));
  await page.reload();
  await page.getByRole('note').waitFor({ timeout: 5000 });
  const fr = (await page.getByRole('note').textContent()) ?? '';
  check(
    /Ces liens ne marchent que sur cet ordinateur/.test(fr) && /même réseau/.test(fr),
    `the warning in French: "${fr.slice(0, 60)}…"`,
  );
  await page.evaluate(() => localStorage.setItem('horde.language', 'en'));

  // A friend's link opens the game at its seat.
  // A browser that never gave a name (an earlier part of the run may have named this one).
  await page.evaluate(() => localStorage.removeItem('horde.playerName'));
  const friend = await page.context().newPage();
  // The page's hints preload the table's files in the mode the app loads them: no "credentials mode" warning.
  const preloadWarnings: string[] = [];
  friend.on('console', (m) => /preload/i.test(m.text()) && preloadWarnings.push(m.text()));
  await friend.goto(changed[2] ?? baseUrl);
  const opened = await friend
    .waitForSelector('.z-table', { timeout: 10_000 })
    .then(() => true)
    .catch(() => false);
  check(opened, "seat 3's new link opens the game");
  await friend.waitForTimeout(1000);
  check(
    preloadWarnings.length === 0,
    `no preload warning on the /play/ page (${preloadWarnings.length}${preloadWarnings.length ? `: ${preloadWarnings[0].slice(0, 120)}` : ''})`,
  );
  // Joining by a link asks for a name (no name given in this browser yet), beside the Players button.
  const ask = friend.getByRole('form', { name: /^You join seat 3: what is your name\?$/ });
  const asked = await ask.isVisible().catch(() => false);
  check(asked, 'joining by the link asks for a name');
  if (asked) {
    await ask.getByRole('textbox', { name: 'Your name' }).fill('Alice');
    await ask.getByRole('button', { name: 'Join the table' }).click();
    check((await ask.count()) === 0, 'the name given, the question goes');
  }
  await friend.close();
  if (tools.outage) await storageOutage(page, changed[0] ?? baseUrl, tools.outage, tools);
  check(errors.length === 0, `no page error on the invite screen${errors.length ? `: ${errors.join('; ')}` : ''}`);
}

/**
 * The storage goes down under seat 1's table: the shell's banner says the game waits for its storage, an action
 * sent meanwhile is refused as not stored (not as a rule); when the storage is back the banner goes by itself and
 * the same action is taken.
 */
async function storageOutage(
  page: Page,
  link: string,
  outage: { down(): void; up(): void },
  { check, shot }: InvitesE2ETools,
): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(link);
  await page.waitForSelector('.z-table .z-map-svg', { timeout: 10_000 });
  await page.waitForSelector('.z-prompt[data-decision="tile"]', { timeout: 5000 }).catch(() => {});
  const banner = page.locator('.storage-notice');
  check(((await banner.textContent()) ?? '') === '', 'no storage banner while the storage takes actions');
  outage.down();
  await page
    .getByText('The game is waiting for its storage.')
    .waitFor({ timeout: 5000 })
    .catch(() => {});
  const said = (await banner.textContent()) ?? '';
  check(
    /^The game is waiting for its storage\. .*accepted again as soon as the storage is back\.$/.test(said),
    `the table shows the storage banner: "${said}"`,
  );
  // Seat 1 places its first tile: refused, in words that say why.
  const seq = await page.getAttribute('.z-table', 'data-seq');
  const place = async () => {
    await page.locator('[data-spot]').first().click();
    await page.locator('button[data-action="placeTile"]:not([disabled])').first().click();
  };
  const placed = await place().then(
    () => true,
    () => false,
  );
  if (placed) {
    const refusal = page.getByText(/^Not stored: /);
    await refusal.waitFor({ timeout: 5000 }).catch(() => {});
    check(
      (await refusal.count()) > 0 && (await page.getAttribute('.z-table', 'data-seq')) === seq,
      `an action sent meanwhile is refused as not stored, nothing changed: "${await refusal
        .first()
        .textContent()
        .catch(() => '')}"`,
    );
  } else check(false, 'seat 1 could place its first tile to try an action during the outage');
  await shot(page, 'storage-waiting');
  outage.up();
  await page
    .waitForFunction(() => (document.querySelector('.storage-notice')?.textContent ?? '') === '', null, {
      timeout: 8000,
    })
    .catch(() => {});
  check(((await banner.textContent()) ?? '') === '', 'the banner goes by itself when the storage is back');
  if (placed) {
    // The spot is still chosen: Place again.
    const again = page.locator('button[data-action="placeTile"]:not([disabled])').first();
    if (await again.isVisible().catch(() => false)) await again.click();
    else await place().catch(() => {});
    await page
      .waitForFunction((before) => document.querySelector('.z-table')?.getAttribute('data-seq') !== before, seq, {
        timeout: 5000,
      })
      .catch(() => {});
    check(
      (await page.getAttribute('.z-table', 'data-seq')) !== seq,
      'the same action is taken once the storage is back',
    );
    await shot(page, 'storage-back');
  }
}
