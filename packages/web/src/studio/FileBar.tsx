/**
 * The mission's file: a new mission, a shipped one to start from, a file opened (picker, or dropped on the page),
 * the file saved (downloaded as <id>.yaml), undo and redo.
 */
import { useEffect, useRef, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { tilesOf } from './model/library.ts';
import { emptyMission, type MissionDoc, type StudioGame } from './model/mission.ts';
import { missionFromYaml } from './model/yaml.ts';
import { fileNameOf } from './model/check.ts';
import { shippedIds, shippedText } from './shipped.ts';

type Opened = { game: StudioGame; doc: MissionDoc; original?: string };

/** Which Zombicide a mission file is for: the one whose box has its tiles (Undead or Alive's when none). */
export function gameOfDoc(doc: MissionDoc, fallback: StudioGame): StudioGame {
  const ids = doc.tiles.map((t) => t.tile);
  if (ids.length === 0) return fallback;
  if (ids.every((id) => tilesOf('uoa').has(id))) return 'uoa';
  if (ids.every((id) => tilesOf('classic').has(id))) return 'classic';
  return fallback;
}

export function FileBar(props: {
  game: StudioGame;
  doc: MissionDoc;
  yaml: string;
  canUndo: boolean;
  canRedo: boolean;
  onOpen: (opened: Opened) => void;
  onUndo: () => void;
  onRedo: () => void;
}): ReactElement {
  const { game, onOpen } = props;
  const { t } = useTranslation();
  const picker = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [shipped, setShipped] = useState('');

  const readText = (text: string) => {
    const r = missionFromYaml(text);
    if ('error' in r) {
      setError(t('studio.file.notMission', { reason: r.error }));
      return;
    }
    setError(null);
    onOpen({ game: gameOfDoc(r.doc, game), doc: r.doc, original: text });
  };
  const readFile = (file: File | undefined) => {
    if (file) void file.text().then(readText);
  };

  // A mission file dropped anywhere on the studio opens it (a tile dragged from the library is no file).
  useEffect(() => {
    const over = (e: DragEvent) => {
      if (e.dataTransfer?.types.includes('Files')) e.preventDefault();
    };
    const drop = (e: DragEvent) => {
      const file = e.dataTransfer?.files[0];
      if (!file) return;
      e.preventDefault();
      void file.text().then(readText);
    };
    window.addEventListener('dragover', over);
    window.addEventListener('drop', drop);
    return () => {
      window.removeEventListener('dragover', over);
      window.removeEventListener('drop', drop);
    };
  });

  const save = () => {
    const url = URL.createObjectURL(new Blob([props.yaml], { type: 'application/yaml' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = fileNameOf(props.doc);
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  return (
    <div className="studio-files">
      <button type="button" onClick={() => onOpen({ game, doc: emptyMission(game) })}>
        {t('studio.file.new')}
      </button>
      <label>
        <span className="sr-only">{t('studio.file.shipped')}</span>
        <select
          value={shipped}
          aria-label={t('studio.file.shipped')}
          onChange={(e) => {
            const id = e.target.value;
            setShipped('');
            if (id) void shippedText(game, id).then(readText);
          }}
        >
          <option value="">{t('studio.file.shipped')}</option>
          {shippedIds(game).map((id) => (
            <option key={id} value={id}>
              {id}
            </option>
          ))}
        </select>
      </label>
      <button type="button" onClick={() => picker.current?.click()}>
        {t('studio.file.open')}
      </button>
      <input
        ref={picker}
        type="file"
        accept=".yaml,.yml,application/yaml,text/yaml"
        className="sr-only"
        data-testid="studio-file"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(e) => {
          readFile(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
      <button type="button" onClick={save}>
        {t('studio.file.save')}
      </button>
      <button type="button" onClick={props.onUndo} disabled={!props.canUndo} aria-keyshortcuts="Control+Z">
        {t('studio.file.undo')}
      </button>
      <button type="button" onClick={props.onRedo} disabled={!props.canRedo} aria-keyshortcuts="Control+Shift+Z">
        {t('studio.file.redo')}
      </button>
      {error && (
        <span className="error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
