/**
 * The left column: the tools, the chosen tool's options, the tile library (drag a tile onto a slot of the map, or
 * choose it and click a slot, or place it in the first free slot), the selected tile's buttons, and a
 * zone field to use a tool from the keyboard.
 */
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoardGeometryWithGrid } from '@horde/zombicide/board/index';
import type { Command } from './model/commands.ts';
import { tileIds } from './model/library.ts';
import { placedName, type MissionDoc, type StudioGame } from './model/mission.ts';
import { CAR_KINDS, OBJECTIVE_COLORS as COLORS } from '@horde/content/missions-schema';
import { Checks, Choice, ColorChoice, type Color } from './Choice.tsx';
import { SPECIALS } from './special.ts';
import { BarricadeOptions, SwitchOptions, StairsOptions, TrainOptions } from './LinkOptions.tsx';
import { GAME_TOOLS, TOOLS, type Tool } from './tools.ts';

const LOCATORS = [1, 2, 3, 4, 5, 6] as const;
const ZOMBIES = ['walker', 'runner', 'fatty'] as const;
const DOOR_STATES = ['open', 'locked'] as const;
const COMPANION_CLASSES = ['brawler', 'faithful', 'gunslinger', 'townsfolk'] as const;

/** The first free slot right of the map's first row (where a tile goes when its button is pressed). */
function freeSlot(doc: MissionDoc): { col: number; row: number } {
  const taken = new Set(doc.tiles.map((x) => `${x.col},${x.row}`));
  for (let row = 0; ; row++) for (let col = 0; col < 4; col++) if (!taken.has(`${col},${row}`)) return { col, row };
}

export function ToolPanel(props: {
  game: StudioGame;
  doc: MissionDoc;
  geo: BoardGeometryWithGrid | null;
  tool: Tool;
  paletteTile: string | null;
  selectedTile: number | null;
  onTool: (tool: Tool) => void;
  onPaletteTile: (tile: string | null) => void;
  onZone: (zone: string) => void;
  run: (command: Command | null) => void;
}): ReactElement {
  const { game, doc, geo, tool, selectedTile, run } = props;
  const { t } = useTranslation();
  const [zone, setZone] = useState('');
  const kinds = GAME_TOOLS[game];
  const spawnKinds = game === 'uoa' ? (['starting', 'mobile', 'abomination'] as const) : (['spawn'] as const);
  const selected = selectedTile !== null ? doc.tiles[selectedTile] : undefined;
  const zoneLabels = geo ? Object.keys(geo.byLabel).sort() : [];
  const color = (c: Color) => t(`studio.colors.${c}`);

  return (
    <nav className="studio-tools" aria-label={t('studio.tools.label')}>
      <fieldset>
        <legend>{t('studio.tools.label')}</legend>
        {kinds.map((k) => (
          <label key={k} className={tool.kind === k ? 'active' : ''}>
            <input
              type="radio"
              name="studio-tool"
              checked={tool.kind === k}
              onChange={() =>
                props.onTool(
                  k === 'spawn'
                    ? ({ ...TOOLS.spawn, spawn: spawnKinds[0] } as Tool)
                    : k === 'special'
                      ? { ...(TOOLS.special as Extract<Tool, { kind: 'special' }>), what: SPECIALS[game][0] }
                      : TOOLS[k],
                )
              }
            />
            {t(`studio.tools.${k}`)}
          </label>
        ))}
      </fieldset>

      {tool.kind === 'spawn' && (
        <div className="studio-options">
          <Choice
            label={t('studio.options.spawnKind')}
            value={tool.spawn}
            values={spawnKinds}
            word={(k) => t(`studio.spawnKinds.${k}`)}
            onChange={(spawn) => props.onTool({ ...tool, spawn })}
          />
          <ColorChoice value={tool.color} onChange={(c) => props.onTool({ ...tool, color: c })} />
          {game === 'classic' && (
            <fieldset className="studio-locators">
              <legend>{t('studio.options.locators')}</legend>
              <Checks
                values={LOCATORS}
                checked={tool.locators}
                word={String}
                onChange={(locators) => props.onTool({ ...tool, locators: locators.sort((a, b) => a - b) })}
              />
            </fieldset>
          )}
        </div>
      )}
      {tool.kind === 'objective' && (
        <div className="studio-options">
          <Choice
            label={t('studio.options.color')}
            value={tool.color}
            values={COLORS}
            word={color}
            onChange={(c) => props.onTool({ ...tool, color: c })}
          />
          <label className="check">
            <input
              type="checkbox"
              checked={tool.hidden}
              onChange={(e) => props.onTool({ ...tool, hidden: e.target.checked })}
            />
            {t('studio.options.faceDown')}
          </label>
        </div>
      )}
      {tool.kind === 'zombies' && (
        <div className="studio-options">
          <Choice
            label={t('studio.options.zombie')}
            value={tool.zombie}
            values={ZOMBIES}
            word={(z) => t(`studio.zombies.${z}`)}
            onChange={(zombie) => props.onTool({ ...tool, zombie })}
          />
          <p className="hint">{t('studio.options.zombiesHint')}</p>
        </div>
      )}
      {tool.kind === 'door' && (
        <div className="studio-options">
          <Choice
            label={t('studio.options.doorState')}
            value={tool.state}
            values={DOOR_STATES}
            word={(d) => t(`studio.doorStates.${d}`)}
            onChange={(state) => props.onTool({ ...tool, state })}
          />
          {tool.state === 'locked' && (
            <ColorChoice value={tool.color} onChange={(c) => props.onTool({ ...tool, color: c })} />
          )}
          <p className="hint">{geo?.doors.length ? t('studio.options.doorHint') : t('studio.options.noDoors')}</p>
        </div>
      )}

      {tool.kind === 'special' && (
        <div className="studio-options">
          <Choice
            label={t('studio.options.special')}
            value={tool.what}
            values={SPECIALS[game]}
            word={(w) => t(`studio.special.${w}`)}
            onChange={(what) => props.onTool({ ...tool, what })}
          />
          {tool.what === 'car' && (
            <Choice
              label={t('studio.options.car')}
              value={tool.car}
              values={CAR_KINDS}
              word={(c) => t(`studio.cars.${c}`)}
              onChange={(car) => props.onTool({ ...tool, car })}
            />
          )}
          {tool.what === 'companion' && (
            <Choice
              label={t('studio.options.companion')}
              value={tool.companion}
              values={COMPANION_CLASSES}
              word={(c) => t(`studio.classes.${c}`)}
              onChange={(companion) => props.onTool({ ...tool, companion })}
            />
          )}
        </div>
      )}
      {tool.kind === 'switch' && <SwitchOptions doc={doc} tool={tool} onTool={props.onTool} />}
      {tool.kind === 'stairs' && <StairsOptions tool={tool} />}
      {tool.kind === 'barricade' && <BarricadeOptions tool={tool} />}
      {tool.kind === 'train' && <TrainOptions game={game} doc={doc} run={run} />}
      {tool.kind !== 'tiles' && tool.kind !== 'door' && (
        <form
          className="studio-zone-field"
          onSubmit={(e) => {
            e.preventDefault();
            if (zone) props.onZone(zone.trim());
          }}
        >
          <label>
            {t('studio.tools.zoneField')}
            <input list="studio-zones" value={zone} onChange={(e) => setZone(e.target.value)} placeholder="2R:s1" />
          </label>
          <datalist id="studio-zones">
            {zoneLabels.map((l) => (
              <option key={l} value={l} />
            ))}
          </datalist>
          <button type="submit">{t('studio.tools.apply')}</button>
        </form>
      )}

      {tool.kind === 'tiles' && (
        <>
          {selected && selectedTile !== null && (
            <div className="studio-selected" aria-live="polite">
              <p>
                {t('studio.tiles.selected', {
                  tile: placedName(selected),
                  rotation: selected.rotation,
                  col: selected.col,
                  row: selected.row,
                })}
              </p>
              <button type="button" onClick={() => run({ kind: 'rotateTile', index: selectedTile })}>
                {t('studio.tiles.rotate')}
              </button>
              <button type="button" onClick={() => run({ kind: 'removeTile', index: selectedTile })}>
                {t('studio.tiles.remove')}
              </button>
              <p className="hint">{t('studio.tiles.keys')}</p>
            </div>
          )}
          <h2>{t('studio.tiles.library')}</h2>
          <p className="hint">{t('studio.tiles.hint')}</p>
          {props.paletteTile && (
            <button
              type="button"
              className="studio-place"
              onClick={() => props.paletteTile && run({ kind: 'placeTile', tile: props.paletteTile, ...freeSlot(doc) })}
            >
              {t('studio.tiles.place', { tile: props.paletteTile })}
            </button>
          )}
          <ul className="studio-palette">
            {tileIds(game).map((id) => {
              const used = doc.tiles.some((x) => x.tile.replace(/[A-Z]$/, '') === id.replace(/[A-Z]$/, ''));
              return (
                <li key={id}>
                  <button
                    type="button"
                    draggable
                    data-tile={id}
                    className={`${props.paletteTile === id ? 'active' : ''}${used ? ' used' : ''}`}
                    aria-pressed={props.paletteTile === id}
                    title={used ? t('studio.tiles.used') : undefined}
                    onDragStart={(e) => {
                      e.dataTransfer.setData('application/x-horde-tile', id);
                      e.dataTransfer.effectAllowed = 'copy';
                    }}
                    onClick={() => props.onPaletteTile(props.paletteTile === id ? null : id)}
                  >
                    {id}
                  </button>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </nav>
  );
}
