/**
 * Every card is readable: hovering (or focusing) a card shows it in full beside the table;
 * tapping its ⓘ (or a card that offers no action) opens it as a dialog, for touch screens.
 */
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { CardFace, type CardState } from './CardFace.tsx';

interface Shown {
  id: string;
  state?: CardState;
  pinned: boolean;
}

interface ZoomApi {
  show(id: string, state?: CardState): void;
  hide(id: string): void;
  pin(id: string, state?: CardState): void;
}

const ZoomContext = createContext<ZoomApi>({ show: () => {}, hide: () => {}, pin: () => {} });

/** A click beside a dialog closes it (a button under the dialog, out of the tab order). */
export function Backdrop({ label, onClose }: { label: string; onClose: () => void }): ReactElement {
  return <button type="button" className="backdrop" aria-hidden="true" title={label} tabIndex={-1} onClick={onClose} />;
}

export const useZoom = (): ZoomApi => useContext(ZoomContext);

export function ZoomProvider({ children }: { children: ReactNode }): ReactElement {
  const { t } = useTranslation('seconds');
  const [shown, setShown] = useState<Shown | null>(null);
  const show = useCallback(
    (id: string, state?: CardState) => setShown((s) => (s?.pinned ? s : { id, state, pinned: false })),
    [],
  );
  const hide = useCallback((id: string) => setShown((s) => (s && !s.pinned && s.id === id ? null : s)), []);
  const pin = useCallback((id: string, state?: CardState) => setShown({ id, state, pinned: true }), []);
  const api = useMemo(() => ({ show, hide, pin }), [show, hide, pin]);
  useEffect(() => {
    if (!shown?.pinned) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setShown(null);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [shown?.pinned]);
  return (
    <ZoomContext.Provider value={api}>
      {children}
      {shown && !shown.pinned && (
        <aside className="card-zoom hover" aria-live="polite" aria-label={t('zoom.label')}>
          <CardFace id={shown.id} state={shown.state} />
        </aside>
      )}
      {shown?.pinned && (
        <div className="overlay zoom-overlay">
          <Backdrop label={t('zoom.close')} onClose={() => setShown(null)} />
          <div className="card-zoom pinned" role="dialog" aria-modal="true" aria-label={t('zoom.label')}>
            <CardFace id={shown.id} state={shown.state} />
            <button type="button" className="close" onClick={() => setShown(null)} autoFocus>
              {t('zoom.close')}
            </button>
          </div>
        </div>
      )}
    </ZoomContext.Provider>
  );
}
