/**
 * The options of the tools that join places (links.ts): the Switch tool's Objective and the Switch whose doors and gate
 * are being linked; the stair tool's first zone; the train's track, mobility, heading, trigger and cars.
 */
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Choice, ColorChoice } from './Choice.tsx';
import { carOf, HEADINGS, TRAIN_TRIGGERS, trainCarCommand, trainCommand } from './links.ts';
import type { Command } from './model/commands.ts';
import { tileIds } from './model/library.ts';
import type { MissionDoc, StudioGame } from './model/mission.ts';
import type { Tool } from './tools.ts';

export function SwitchOptions(props: {
  doc: MissionDoc;
  tool: Extract<Tool, { kind: 'switch' }>;
  onTool: (tool: Tool) => void;
}): ReactElement {
  const { doc, tool, onTool } = props;
  const { t } = useTranslation();
  return (
    <div className="studio-options">
      <ColorChoice
        label={t('studio.links.objective')}
        value={tool.objective}
        onChange={(objective) => onTool({ ...tool, objective })}
      />
      <Choice
        label={t('studio.links.linking')}
        value={tool.linking}
        values={(doc.switches ?? []).map((s) => s.zone)}
        word={(zone) => t('studio.links.switchAt', { zone })}
        none={t('studio.links.placeSwitches')}
        onChange={(linking: string | null) => onTool({ ...tool, linking })}
      />
      <p className="hint">{t(tool.linking ? 'studio.links.linkHint' : 'studio.links.switchHint')}</p>
    </div>
  );
}

export function StairsOptions({ tool }: { tool: Extract<Tool, { kind: 'stairs' }> }): ReactElement {
  const { t } = useTranslation();
  return (
    <div className="studio-options">
      <p className="hint" aria-live="polite">
        {tool.from ? t('studio.links.stairsFrom', { zone: tool.from }) : t('studio.links.stairsHint')}
      </p>
    </div>
  );
}

export function BarricadeOptions({ tool }: { tool: Extract<Tool, { kind: 'barricade' }> }): ReactElement {
  const { t } = useTranslation();
  return (
    <div className="studio-options">
      <p className="hint" aria-live="polite">
        {tool.from ? t('studio.links.barricadeFrom', { zone: tool.from }) : t('studio.links.barricadeHint')}
      </p>
    </div>
  );
}

export function TrainOptions(props: {
  game: StudioGame;
  doc: MissionDoc;
  run: (command: Command | null) => void;
}): ReactElement {
  const { game, doc, run } = props;
  const { t } = useTranslation();
  const train = doc.train;
  return (
    <div className="studio-options">
      <p className="hint">{t('studio.links.trainHint')}</p>
      {train && (
        <>
          <p>{t('studio.links.track', { tiles: train.track.join(' → ') })}</p>
          <label className="check">
            <input
              type="checkbox"
              checked={train.mobile}
              onChange={(e) => run(trainCommand(doc, { mobile: e.target.checked }))}
            />
            {t('studio.links.mobile')}
          </label>
          <Choice
            label={t('studio.links.heading')}
            value={train.heading}
            values={HEADINGS}
            word={(h) => t(`studio.links.headings.${h}`)}
            onChange={(heading) => run(trainCommand(doc, { heading }))}
          />
          <Choice
            label={t('studio.links.trigger')}
            value={train.trigger ?? null}
            values={TRAIN_TRIGGERS}
            word={(w) => t(`studio.links.triggers.${w}`)}
            none={t('studio.links.noTrigger')}
            onChange={(trigger: (typeof TRAIN_TRIGGERS)[number] | null) =>
              run(trainCommand(doc, { trigger: trigger ?? undefined }))
            }
          />
          {train.track.map((tile) => {
            const car = carOf(tile, tileIds(game));
            return (
              car && (
                <label key={tile} className="check">
                  <input
                    type="checkbox"
                    checked={train.cars?.includes(car) ?? false}
                    onChange={() => run(trainCarCommand(doc, car))}
                  />
                  {t('studio.links.car', { tile, car })}
                </label>
              )
            );
          })}
        </>
      )}
    </div>
  );
}
