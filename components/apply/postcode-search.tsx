'use client';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import styles from './apply.module.css';

/** Kakao (Daum) postcode service; loaded only when the visitor asks for it. */
export const POSTCODE_SCRIPT = 'https://t1.daumcdn.net/mapjsapi/bundle/postcode/prod/postcode.v2.js';
/** Past this the service counts as unreachable (offline) and the address is typed by hand. */
const LOAD_TIMEOUT_MS = 3000;

export interface PostcodeResult {
  zipcode: string;
  /** Road address followed by the building name in parentheses (spec §3 zipAddress). */
  zipAddress: string;
}

interface DaumPostcodeData {
  zonecode: string;
  roadAddress: string;
  address: string;
  buildingName: string;
}
interface DaumPostcodeCtor {
  new (opts: { oncomplete: (d: DaumPostcodeData) => void; width?: string; height?: string }): { embed: (el: HTMLElement) => void };
}
declare global {
  interface Window {
    daum?: { Postcode?: DaumPostcodeCtor };
  }
}

let loading: Promise<DaumPostcodeCtor> | null = null;

function loadPostcode(): Promise<DaumPostcodeCtor> {
  if (window.daum?.Postcode) return Promise.resolve(window.daum.Postcode);
  if (loading) return loading;
  loading = new Promise<DaumPostcodeCtor>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timeout')), LOAD_TIMEOUT_MS);
    const s = document.createElement('script');
    s.src = POSTCODE_SCRIPT;
    s.async = true;
    s.onload = () => {
      clearTimeout(timer);
      if (window.daum?.Postcode) resolve(window.daum.Postcode);
      else reject(new Error('no Postcode'));
    };
    s.onerror = () => {
      clearTimeout(timer);
      reject(new Error('load failed'));
    };
    document.head.appendChild(s);
  }).catch((err) => {
    loading = null; // let a later click try again
    throw err;
  });
  return loading;
}

/** The road address with the building name in parentheses, as the spec stores it. */
export function formatDaumAddress(d: DaumPostcodeData): PostcodeResult {
  const road = d.roadAddress || d.address;
  return { zipcode: d.zonecode, zipAddress: d.buildingName ? `${road} (${d.buildingName})` : road };
}

/**
 * 'Search postcode' button (spec §5: address chosen through postcode search). Opens the Daum
 * widget in an in-page layer; when the script cannot load within 3 s (offline), calls `onManual`
 * so the form lets the visitor type the postcode and road address.
 */
export function PostcodeSearch({ onSelect, onManual }: { onSelect: (r: PostcodeResult) => void; onManual: () => void }) {
  const t = useTranslations('apply.form');
  const tc = useTranslations('common');
  const [state, setState] = useState<'idle' | 'loading' | 'open'>('idle');
  const layer = useRef<HTMLDivElement>(null);
  const ctor = useRef<DaumPostcodeCtor | null>(null);

  useEffect(() => {
    if (state !== 'open' || !layer.current || !ctor.current) return;
    new ctor.current({
      width: '100%',
      height: '100%',
      oncomplete: (d) => {
        onSelect(formatDaumAddress(d));
        setState('idle');
      },
    }).embed(layer.current);
  }, [state, onSelect]);

  async function start() {
    setState('loading');
    try {
      ctor.current = await loadPostcode();
      setState('open');
    } catch {
      setState('idle');
      onManual();
    }
  }

  return (
    <>
      <button type="button" className="btn btn-outline" onClick={start} disabled={state === 'loading'}>
        {state === 'loading' ? t('postcodeLoading') : t('searchPostcode')}
      </button>
      {state === 'open' && (
        <div className={styles.backdrop}>
          <div className={styles.postcodeLayer} role="dialog" aria-label={t('searchPostcode')}>
            <div className={styles.postcodeHead}>
              <strong>{t('searchPostcode')}</strong>
              <button type="button" className="btn btn-sm btn-outline" onClick={() => setState('idle')}>
                {tc('close')}
              </button>
            </div>
            <div ref={layer} className={styles.postcodeBody} />
          </div>
        </div>
      )}
    </>
  );
}
