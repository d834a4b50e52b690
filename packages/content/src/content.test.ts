/** The shipped content: it loads, its counts match the box, and each statement the rulebooks make about a card holds. */
import { describe, expect, it } from 'vitest';
import { BOX, loadContent, validateContent } from './load.ts';
import { formatSkillRef } from './schemas.ts';
import type { EquipmentCard } from './types.ts';

const content = loadContent();
const card = (id: string): EquipmentCard => {
  const c = content.equipment.find((e) => e.id === id);
  if (!c) throw new Error(`no card ${id}`);
  return c;
};
const weapon = (id: string) => {
  const w = card(id).weapon;
  if (!w) throw new Error(`${id} is not a weapon`);
  return w;
};
const countOf = (deck?: EquipmentCard['deck']) =>
  content.equipment.filter((c) => !deck || c.deck === deck).reduce((n, c) => n + c.count, 0);

describe('the shipped content', () => {
  it('loads without problems', () => {
    expect(validateContent()).toEqual([]);
  });
});

describe('counts match the box (EN 47-230)', () => {
  it('82 Equipment cards: 18 starting + 57 Equipment deck + 7 bounty', () => {
    expect(countOf()).toBe(82);
    expect(countOf('starting')).toBe(18);
    expect(countOf('equipment')).toBe(57);
    expect(countOf('bounty')).toBe(7);
  });

  it('the printed counts of the component list are kept', () => {
    const printed: Record<string, number> = {
      oldTimer: 6,
      pan: 6,
      springfield: 6,
      coltSaa: 3,
      dynamite: 6,
      holyWater: 6,
      knife: 4,
      machete: 2,
      plentyOfBullets: 4,
      plentyOfShells: 4,
      remington: 3,
      sawedOff: 2,
      schofield: 3,
      shotgun: 2,
      twinBarrel: 2,
      water: 6,
      winchester: 2,
    };
    for (const [id, n] of Object.entries(printed)) expect(card(id).count, id).toBe(n);
  });

  it('the counts the OCR lost (Pickaxe, Saber, Tomahawk) fill the 82 and are marked designed', () => {
    const lost = ['pickaxe', 'saber', 'tomahawk'];
    expect(lost.reduce((n, id) => n + card(id).count, 0)).toBe(8);
    for (const id of lost) expect(card(id).provenance.fields?.count?.designed, id).toBe(true);
  });

  it('the 7 Bounty Weapons are unique and each has a feat', () => {
    const bounty = content.equipment.filter((c) => c.deck === 'bounty');
    expect(bounty.map((c) => c.name).sort()).toEqual([
      'Coach Gun',
      'Colt Buntline',
      'Heavy Saber',
      'Henry Repeater',
      "Manitou's Wrath",
      'Mauser C96',
      'Volcanic Pistol',
    ]);
    for (const c of bounty) {
      expect(c.count).toBe(1);
      expect(c.feat?.text).toBeTruthy();
    }
  });

  it('37 Zombie cards numbered 1 to 37 (EN 192)', () => {
    expect(content.zombieCards.map((c) => c.id)).toEqual(Array.from({ length: 37 }, (_, i) => i + 1));
  });

  it('the Zombie deck holds Extra Activation and Abomination cards', () => {
    const kinds = content.zombieCards.flatMap((c) => Object.values(c.lines).map((l) => l.kind));
    expect(kinds).toContain('extraActivation');
    expect(kinds).toContain('abomination');
  });

  it('no Zombie card line asks for more miniatures than the box holds (40 Walkers, 16 Runners, 16 Fatties)', () => {
    for (const c of content.zombieCards) {
      for (const l of Object.values(c.lines)) {
        if (l.kind !== 'zombies') continue;
        expect(l.walker ?? 0).toBeLessThanOrEqual(BOX.miniatures.walker);
        expect(l.runner ?? 0).toBeLessThanOrEqual(BOX.miniatures.runner);
        expect(l.fatty ?? 0).toBeLessThanOrEqual(BOX.miniatures.fatty);
      }
    }
  });

  it('14 survivors, the ones the box lists', () => {
    expect(content.survivors.map((s) => s.name).sort()).toEqual([
      'Carl',
      'Concepción',
      'Hanna',
      'Henry',
      'Jeb',
      'Jimmy',
      'Kassey',
      'May',
      'Meg',
      'Molly',
      'Pablito',
      'Thomas',
      'Trixie',
      'Turner',
    ]);
  });

  it('one Abomination, the Bowler Hat (Chapeau Melon, FR 133)', () => {
    expect(content.abominations).toHaveLength(1);
    expect(content.abomination.frenchName).toBe('Chapeau Melon');
  });
});

describe('rulebook statements about cards', () => {
  it('the Winchester is a Rifle with Bullets, Dice 2, Accuracy 4+, Damage 2, Bang (EN 522, 536, 1234, 1236, 1646)', () => {
    expect(weapon('winchester')).toMatchObject({
      attack: 'ranged',
      family: 'rifle',
      ammo: 'bullets',
      dice: 2,
      accuracy: 4,
      damage: 2,
      noise: 'bang',
    });
  });

  it('the Colt SAA is a Dual Bang Pistol with Bullets, one die each (EN 522, 536, 574, 1166)', () => {
    expect(weapon('coltSaa')).toMatchObject({
      attack: 'ranged',
      family: 'pistol',
      ammo: 'bullets',
      dual: true,
      noise: 'bang',
      dice: 1,
    });
  });

  it('the Shotgun has Range 1-3 and uses Shells (EN 546, 1216)', () => {
    expect(weapon('shotgun')).toMatchObject({ minRange: 1, maxRange: 3, ammo: 'shells' });
  });

  it('the Sawed-Off has Range 0-1, Reload and Dual (EN 1214, 1342, 1348)', () => {
    expect(weapon('sawedOff')).toMatchObject({ minRange: 0, maxRange: 1, dual: true });
    expect(card('sawedOff').traits).toContain('reload');
  });

  it('the Twin Barrel has Reload (EN 1342)', () => {
    expect(card('twinBarrel').traits).toContain('reload');
  });

  it('the Coach Gun uses Shells with Damage 1 and rolls 3 dice (EN 546, 1268)', () => {
    expect(weapon('coachGun')).toMatchObject({ ammo: 'shells', damage: 1, dice: 3 });
  });

  it('the Knife is a silent Dual Melee weapon of 1 die with the Knife trait (EN 574, 1314-1318)', () => {
    expect(weapon('knife')).toMatchObject({ attack: 'melee', noise: 'silent', dual: true, dice: 1 });
    expect(card('knife').traits).toContain('knife');
  });

  it("the Pickaxe is a Melee weapon of 2 dice, not Dual, so a Knife's +1 die makes 3 (EN 511, 1318)", () => {
    expect(weapon('pickaxe')).toMatchObject({ attack: 'melee', dice: 2, dual: false });
    expect(weapon('pickaxe').dice + 1).toBe(3);
    expect(weapon('knife').dice + 1 + weapon('knife').dice + 1).toBe(4);
  });

  it('the Pan is a Melee weapon (EN 511)', () => {
    expect(weapon('pan').attack).toBe('melee');
  });

  it("the Saber can score 2 hits of Damage 1 in one Melee Action (May's example, EN 1180)", () => {
    expect(weapon('saber')).toMatchObject({ attack: 'melee', damage: 1 });
    expect(weapon('saber').dice).toBeGreaterThanOrEqual(2);
  });

  it("Manitou's Wrath is a Melee weapon of Damage 1 rolling 3 dice (2 hits and a miss, EN 1192)", () => {
    expect(weapon('manitousWrath')).toMatchObject({ attack: 'melee', damage: 1, dice: 3 });
  });

  it('the Old Timer is a Pistol with Fanning 6+ (EN 350, 1287-1293)', () => {
    expect(weapon('oldTimer').family).toBe('pistol');
    expect(card('oldTimer').traits).toContain('fanning6');
  });

  it('the starting weapons match the Favorite slots: Old Timer pistol, Pan melee, Springfield rifle (EN 350-352)', () => {
    expect(weapon('oldTimer').family).toBe('pistol');
    expect(weapon('pan').family).toBe('melee');
    expect(weapon('springfield').family).toBe('rifle');
  });

  it('the Remington is a Pistol that can Fan at Range 2 (EN 636)', () => {
    expect(weapon('remington').family).toBe('pistol');
    expect(weapon('remington').maxRange).toBeGreaterThanOrEqual(2);
    expect(card('remington').traits).not.toContain('noFanning');
  });

  it('the Colt Buntline is a Pistol that can Fan (EN 640)', () => {
    expect(weapon('coltBuntline').family).toBe('pistol');
    expect(card('coltBuntline').traits).not.toContain('noFanning');
  });

  it('no weapon has a natural Damage 3 (EN 764)', () => {
    for (const c of content.equipment) if (c.weapon) expect(c.weapon.damage, c.id).toBeLessThan(3);
  });

  it('Dynamite is a Ranged attack usable from any slot that kills everything in the Zone, with a Boom (EN 1282-1284)', () => {
    expect(weapon('dynamite')).toMatchObject({ attack: 'ranged', noise: 'boom', family: 'explosive' });
    expect(card('dynamite').traits).toEqual(expect.arrayContaining(['dynamite', 'fromBackpack']));
  });

  it('Holy Water is not a weapon and works from the Backpack (EN 695, 1301, FR 1062)', () => {
    expect(card('holyWater').weapon).toBeUndefined();
    expect(card('holyWater').traits).toEqual(expect.arrayContaining(['holyWater', 'fromBackpack']));
  });

  it('Water is discarded at any time for 3 AP, so it works from the Backpack (EN 1358)', () => {
    expect(card('water').weapon).toBeUndefined();
    expect(card('water').traits).toEqual(expect.arrayContaining(['water', 'fromBackpack']));
  });

  it('Plenty Of Bullets and Plenty Of Shells work from the Backpack (EN 1326)', () => {
    expect(card('plentyOfBullets').traits).toEqual(expect.arrayContaining(['plentyOfBullets', 'fromBackpack']));
    expect(card('plentyOfShells').traits).toEqual(expect.arrayContaining(['plentyOfShells', 'fromBackpack']));
  });

  it('the Double Barrels (Sawed-Off, Twin Barrel) make a Bang; the Knife is silent (EN 574)', () => {
    expect(weapon('sawedOff').noise).toBe('bang');
    expect(weapon('twinBarrel').noise).toBe('bang');
    expect(weapon('knife').noise).toBe('silent');
  });

  it('the Melee weapons fit a Melee Favorite slot: Machete and Pickaxe (EN 687)', () => {
    expect(weapon('machete').family).toBe('melee');
    expect(weapon('pickaxe').family).toBe('melee');
  });

  it("the Schofield fits Meg's Pistol Favorite slot (FR 1052)", () => {
    expect(weapon('schofield').family).toBe('pistol');
  });
});

describe('bounty feats quoted by the rulebook (EN 634-642)', () => {
  const featOf = (id: string) => card(id).feat?.text;
  it('Mauser C96: 5 AP on a Balcony in one Turn (EN 634)', () => {
    expect(featOf('mauserC96')).toBe('Gain 5 AP (or more) while standing on a Balcony, in a single Turn.');
  });
  it('Colt Buntline: 3 AP killing at Range 2 or more in one Turn (EN 636)', () => {
    expect(featOf('coltBuntline')).toBe(
      'Gain 3 AP (or more) by killing Zombies at Range 2 (or more), in a single Turn.',
    );
  });
  it('Volcanic Pistol: 3 AP in one Action with a Pistol (EN 638-640)', () => {
    expect(featOf('volcanicPistol')).toBe('Gain 3 AP (or more) in a single Action with a Pistol (or Dual Pistols).');
  });
  it('Heavy Saber: kill an Abomination with the last Action (EN 642)', () => {
    expect(featOf('heavySaber')).toBe('Kill an Abomination with your last Action.');
  });
  it('the Rifle feat of EN 634 is on a card (the Henry Repeater)', () => {
    expect(featOf('henryRepeater')).toBe('Kill 3 Zombies (or more) with a Rifle in a single Turn.');
  });
});

describe('survivors', () => {
  const survivor = (id: string) => {
    const s = content.survivors.find((x) => x.id === id);
    if (!s) throw new Error(`no survivor ${id}`);
    return s;
  };

  it('the stated classes hold (EN 364, 392, 636; FR 1492, 1496, 1831, 2636)', () => {
    const stated: Record<string, string> = {
      carl: 'brawler',
      henry: 'brawler',
      concepcion: 'faithful',
      thomas: 'faithful',
      meg: 'gunslinger',
      pablito: 'gunslinger',
      turner: 'gunslinger',
      jimmy: 'townsfolk',
      jeb: 'townsfolk',
      trixie: 'townsfolk',
    };
    for (const [id, cls] of Object.entries(stated)) expect(survivor(id).class, id).toBe(cls);
  });

  it('the stated Favorite slots hold: Meg and Pablito pistol, Hanna rifle, Concepción any (EN 402, FR 227-228, FR 1053)', () => {
    expect(survivor('meg').favoriteSlot).toBe('pistol');
    expect(survivor('pablito').favoriteSlot).toBe('pistol');
    expect(survivor('hanna').favoriteSlot).toBe('rifle');
    expect(survivor('concepcion').favoriteSlot).toBe('any');
  });

  it("May's tree is the Ultrared example's (EN 1578-1588)", () => {
    const t = survivor('may').skills;
    const f = (refs: typeof t.blue) => refs.map(formatSkillRef);
    expect(f(t.blue)).toEqual(['hitAndRun']);
    expect(f(t.yellow)).toEqual(['plus1Action']);
    expect(f(t.orange)).toEqual(['plus1FreeAction(melee)', 'plus1DieAction(combat)']);
    expect(f(t.red)).toEqual(['jump', 'plus1FreeAction(combat)', 'plus1DieAction(combat)']);
  });

  it('every tree has 1 Blue skill, +1 Action at Yellow, 2 Orange and 3 Red (EN 650-660)', () => {
    for (const s of content.survivors) {
      expect(s.skills.blue, s.id).toHaveLength(1);
      expect(s.skills.yellow.map(formatSkillRef), s.id).toEqual(['plus1Action']);
      expect(s.skills.orange, s.id).toHaveLength(2);
      expect(s.skills.red, s.id).toHaveLength(3);
    }
  });

  it('the missions find 4 Brawlers, 2 Faithful, 4 Gunslingers and 4 Townsfolk (FR 2808, 2874, 2930, 3042)', () => {
    const n = (cls: string) => content.survivors.filter((s) => s.class === cls).length;
    expect([n('brawler'), n('faithful'), n('gunslinger'), n('townsfolk')]).toEqual([4, 2, 4, 4]);
  });
});

describe('skills', () => {
  it('every skill of the EN chapter and the 4 FR-only ones is defined', () => {
    const ids = new Set(content.skills.map((s) => s.id));
    for (const id of [
      'plus1Action',
      'jump',
      'hitAndRun',
      'escalation',
      'vadeRetroReroll',
      'fanningReaper',
      'chargeReroll',
      'blademaster',
    ]) {
      expect(ids.has(id), id).toBe(true);
    }
    expect(
      content.skills
        .filter((s) => s.source.startsWith('FR'))
        .map((s) => s.id)
        .sort(),
    ).toEqual(['improvisedWeapon', 'startsWith', 'tinker', 'zombieLink']);
    expect(content.skills.filter((s) => s.source.startsWith('EN'))).toHaveLength(65);
  });
});

describe('the Abomination', () => {
  it('needs Damage 3 and gives 5 AP (EN 761-762)', () => {
    expect(content.abomination).toMatchObject({ toughness: 3, adrenaline: 5, actions: 1 });
  });
  it('has no ability: the rulebooks print none (issue 13, item 12)', () => {
    expect(content.abomination.abilityId).toBeUndefined();
    expect(content.abomination.provenance.designed).toBe(false);
  });
});

describe('provenance', () => {
  it('every entry carries a provenance note; the Zombie sample card keeps its printed lines (FR 1680-1683)', () => {
    for (const e of [...content.equipment, ...content.survivors, ...content.zombieCards])
      expect(e.provenance.note).toBeTruthy();
    const sample = content.zombieCards.find((c) => c.id === 25)!;
    expect(sample.lines).toMatchObject({
      blue: { kind: 'zombies', runner: 2 },
      orange: { kind: 'zombies', runner: 8 },
      red: { kind: 'zombies', runner: 10 },
    });
  });
});
