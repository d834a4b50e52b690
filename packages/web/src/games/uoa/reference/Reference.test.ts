/**
 * The rules reference inside the table: every rule the engine's events can name (text/rule-text.ts knows each
 * by its pattern) has a topic; every topic has its text in English and French; a log line's rule opens the
 * reference at its topic on the whole table (played by the rules in this process), as does the help; the
 * galleries hold every skill and every card of the content with their full texts, in both languages.
 */
import { describe, expect, it } from 'vitest';
import { createElement as h } from 'react';
import { content, geometryOf, missionById } from '../data.ts';
import en from '../i18n/en.json';
import fr from '../i18n/fr.json';
import { Table } from '../table/Table.tsx';
import { tableComponentTests, tableGame, useLanguage } from '../test-kit.ts';
import { RULE_IDS, ruleKey } from '../text/rule-text.ts';
import { Reference } from './Reference.tsx';
import { RULE_TOPIC, TOPICS, topicOfRule } from './topics.ts';

let rtl: typeof import('@testing-library/react');
tableComponentTests((loaded) => {
  rtl = loaded;
});

const topics = (bundle: typeof en) => bundle.reference.topic as Record<string, { title: string; text: string }>;

describe('the rules reference', () => {
  it('has a topic for every rule the engine’s events can name, and none for a rule it does not know', () => {
    expect(RULE_IDS.length).toBeGreaterThan(100);
    expect(RULE_IDS.filter((k) => !RULE_TOPIC[k])).toEqual([]);
    expect(Object.keys(RULE_TOPIC).filter((k) => !RULE_IDS.includes(k))).toEqual([]);
    for (const topic of Object.values(RULE_TOPIC)) expect(TOPICS).toContain(topic);
    // A few rules as the engine names them, whatever the language.
    expect(topicOfRule({ code: 'movePenalty', params: { count: 2 } })).toBe('movement');
    expect(topicOfRule({ code: 'friendlyFire', params: { damage: 1 } })).toBe('friendlyFire');
    expect(topicOfRule({ code: 'zombieMove', params: { reason: 'moveNoise' } })).toBe('zombies');
    expect(topicOfRule({ code: 'weaponNoise', params: { weapon: 'coachGun', noise: 'bang' } })).toBe('noise');
    expect(ruleKey({ code: 'zombieMove', params: { reason: 'moveNoise' } })).toBe('moveNoise');
  });

  it('writes every topic in English and French', () => {
    for (const id of TOPICS) {
      for (const bundle of [en, fr]) {
        expect(topics(bundle)[id]?.title, id).toBeTruthy();
        expect(topics(bundle)[id]?.text.length, id).toBeGreaterThan(60);
      }
      expect(topics(fr)[id].text, id).not.toBe(topics(en)[id].text);
    }
  });

  it('opens at a log line’s topic on the table, and from the help', { timeout: 30_000 }, async () => {
    const conn = await tableGame('M0', true);
    await conn.send({ type: 'move', s: 0, to: geometryOf(missionById('M0')).byLabel['2R:s5'] });
    rtl.render(h(Table, { conn, onLeave: () => {} }));
    const link = await rtl.waitFor(() => {
      const el = document.querySelector<HTMLButtonElement>('.log .rule-link[data-topic="movement"]');
      expect(el).toBeTruthy();
      return el!;
    });
    expect(link.getAttribute('title')).toBe('Open the rules reference at “Movement and Line Of Sight”');
    rtl.fireEvent.click(link);
    const dialog = await rtl.screen.findByRole('dialog', { name: 'Rules reference' });
    expect(dialog.getAttribute('data-topic')).toBe('movement');
    expect(rtl.within(dialog).getByRole('heading', { level: 3 }).textContent).toBe('Movement and Line Of Sight');
    expect(dialog.textContent).toContain('Leaving a zone that holds zombies costs 1 more Action per zombie');
    // Another topic from the list; the current one is marked.
    rtl.fireEvent.click(rtl.within(dialog).getByRole('button', { name: 'Friendly fire' }));
    expect(dialog.getAttribute('data-topic')).toBe('friendlyFire');
    expect(rtl.within(dialog).getByRole('button', { name: 'Friendly fire' }).getAttribute('aria-current')).toBe('true');
    rtl.fireEvent.click(rtl.within(dialog).getByRole('button', { name: 'Close' }));
    await rtl.waitFor(() => expect(rtl.screen.queryByRole('dialog', { name: 'Rules reference' })).toBeNull());
    // The help leads to it.
    rtl.fireEvent.click(rtl.screen.getByRole('button', { name: /Keyboard shortcuts/ }));
    rtl.fireEvent.click(await rtl.screen.findByRole('button', { name: /^Rules reference/ }));
    expect((await rtl.screen.findByRole('dialog', { name: 'Rules reference' })).getAttribute('data-topic')).toBe(
      'turn',
    );
    // So does the top bar.
    conn.close();
  });

  it('lists every skill and every card with their texts, in both languages', async () => {
    const props = { mission: missionById('M0'), onTopic: () => {}, onClose: () => {} };
    const skills = rtl.render(h(Reference, { ...props, topic: 'skills' }));
    expect(document.querySelectorAll('[data-skill]').length).toBe(content.skills.length);
    expect(document.querySelector('[data-skill="lowProfile"]')?.textContent).toMatch(/^Low profile/);
    // The filter narrows the list.
    rtl.fireEvent.change(rtl.screen.getByRole('searchbox', { name: 'Find a skill' }), { target: { value: 'sprint' } });
    expect(document.querySelectorAll('[data-skill]').length).toBeLessThan(content.skills.length);
    expect(document.querySelector('[data-skill="sprint"]')).toBeTruthy();
    skills.unmount();

    rtl.render(h(Reference, { ...props, topic: 'equipment' }));
    expect(document.querySelectorAll('[data-card]').length).toBe(content.equipment.length);
    const holy = document.querySelector('[data-card="holyWater"]')?.textContent ?? '';
    expect(holy).toContain('Holy Water: discard it on a spawn zone');
    expect(document.querySelector('[data-card="coachGun"]')?.textContent).toContain('Feat to earn it: Kill 2 Fatties');
    rtl.cleanup();

    await useLanguage('fr');
    rtl.render(h(Reference, { ...props, topic: 'equipment' }));
    expect(document.querySelector('[data-card="pan"]')?.textContent).toMatch(/^Poêle/);
    expect(rtl.screen.getByRole('dialog').textContent).toContain('Aide-mémoire des règles');
    rtl.cleanup();
    rtl.render(h(Reference, { ...props, topic: 'mission' }));
    expect(rtl.screen.getByRole('dialog').textContent).toContain('Face aux zombies');
  });
});
