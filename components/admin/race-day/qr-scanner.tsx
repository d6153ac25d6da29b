'use client';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import { createQrDetector, type QrDetector } from './qr-detector';
import styles from './race-day.module.css';

/** Pause between two reads of the camera (ms): about four a second is quick for a person and light on a phone. */
const FRAME_GAP_MS = 250;
/** The same code seen again within this time is the same scan (the code is still in front of the camera). */
const SAME_CODE_MS = 3_000;

/**
 * The check-in desk's scanner (QR check-in): the phone's back camera, read a few times a
 * second, or a photo or picture of a code chosen from the phone. Each code read is handed to
 * `onCode` once (held in front of the camera, it is not sent again for 3 s).
 */
export function QrScanner({ onCode }: { onCode: (text: string) => void }) {
  const t = useTranslations('raceDay.checkin');
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const detector = useRef<Promise<QrDetector> | null>(null);
  const last = useRef<{ text: string; at: number } | null>(null);
  const [on, setOn] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const getDetector = () => (detector.current ??= createQrDetector());

  const seen = useCallback(
    (codes: string[]) => {
      const text = codes[0];
      if (!text) return;
      const now = Date.now();
      if (last.current && last.current.text === text && now - last.current.at < SAME_CODE_MS) return;
      last.current = { text, at: now };
      onCode(text);
    },
    [onCode],
  );

  const stop = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    stream.current?.getTracks().forEach((tr) => tr.stop());
    stream.current = null;
    setOn(false);
  }, []);

  useEffect(() => stop, [stop]);

  async function start() {
    setProblem(null);
    try {
      const d = await getDetector();
      stream.current = await navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false });
      const v = video.current!;
      v.srcObject = stream.current;
      await v.play();
      setOn(true);
      const tick = async () => {
        if (!stream.current) return;
        if (v.readyState >= 2) seen(await d.detect(v).catch(() => []));
        timer.current = setTimeout(tick, FRAME_GAP_MS);
      };
      void tick();
    } catch {
      stop();
      setProblem(t('cameraProblem'));
    }
  }

  async function fromPicture(file: File | undefined) {
    if (!file) return;
    setProblem(null);
    try {
      const d = await getDetector();
      const codes = await d.detect(await createImageBitmap(file));
      if (codes.length === 0) setProblem(t('noCodeInPicture'));
      else {
        last.current = null;
        seen(codes);
      }
    } catch {
      setProblem(t('noCodeInPicture'));
    }
  }

  return (
    <div className={styles.scanner}>
      <video ref={video} className={on ? styles.video : styles.videoOff} muted playsInline aria-label={t('cameraView')} />
      <div className={styles.buttons}>
        {on ? (
          <button type="button" className="btn btn-outline" onClick={stop}>
            {t('stopCamera')}
          </button>
        ) : (
          <button type="button" className="btn" onClick={start} data-testid="start-camera">
            {t('startCamera')}
          </button>
        )}
        <label className={`btn btn-outline ${styles.fileButton}`}>
          {t('fromPicture')}
          <input
            type="file"
            accept="image/*"
            capture="environment"
            className="sr-only"
            data-testid="scan-picture"
            onChange={(e) => {
              void fromPicture(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
        </label>
      </div>
      {problem ? (
        <p className="alert alert-error" role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
