import { useEffect, useState } from 'react';
import { Progress, Typography } from 'antd';
import { useDigits } from '../../../lib/use-locale';

/**
 * Rough server time for the estimated bar, from `npm run bench -- student-import` (2,000 rows, 192 KB:
 * checked in about 2.4 s, imported in about 8.5 s).
 */
export const IMPORT_ESTIMATE = {
  checkMs: (bytes: number) => Math.max(1500, (bytes / 96) * 1.3),
  importMs: (rows: number) => Math.max(1500, rows * 4.5),
};

/**
 * Progress of a long call: the upload's real progress while the file goes up, then an estimate while the
 * server works (it grows toward 95 % over `expectedMs` and never claims to be done before the answer).
 */
export function useWorkProgress() {
  const [state, setState] = useState<{ phase: 'idle' | 'upload' | 'server'; upload: number; startedAt: number; expectedMs: number }>({
    phase: 'idle',
    upload: 0,
    startedAt: 0,
    expectedMs: 1,
  });
  const [now, setNow] = useState(0);
  useEffect(() => {
    if (state.phase !== 'server') return;
    const timer = setInterval(() => setNow(Date.now()), 200);
    return () => clearInterval(timer);
  }, [state.phase]);
  const estimate = state.phase === 'server' ? 95 * (1 - Math.exp(-Math.max(0, now - state.startedAt) / state.expectedMs)) : 0;
  return {
    phase: state.phase,
    /** 0–100: the upload takes the first 30 %, the server's work the rest. */
    percent: state.phase === 'upload' ? Math.round(state.upload * 30) : state.phase === 'server' ? Math.round(30 + (estimate * 70) / 100) : 0,
    startUpload: () => setState({ phase: 'upload', upload: 0, startedAt: 0, expectedMs: 1 }),
    uploaded: (fraction: number, expectedMs: number) => {
      if (fraction < 1) setState((s) => ({ ...s, phase: 'upload', upload: fraction }));
      else {
        setNow(Date.now());
        // The last progress event and the end of the upload both say 1: the server's clock starts once.
        setState((s) => (s.phase === 'server' ? s : { phase: 'server', upload: 1, startedAt: Date.now(), expectedMs }));
      }
    },
    /** Work with no upload (a submit). */
    startServer: (expectedMs: number) => {
      setNow(Date.now());
      setState({ phase: 'server', upload: 1, startedAt: Date.now(), expectedMs });
    },
    stop: () => setState({ phase: 'idle', upload: 0, startedAt: 0, expectedMs: 1 }),
  };
}

export function WorkProgress({ percent, label }: { percent: number; label: string }) {
  const digits = useDigits();
  return (
    <div role="status" aria-live="polite" data-testid="work-progress">
      <Typography.Text>{label}</Typography.Text>
      <Progress percent={percent} status="active" format={(p) => `${digits(p ?? 0)}%`} />
    </div>
  );
}
