// A success message that clears itself after the spec's 15 s (working areas §9 "message clears after 15 s").
import { useCallback, useEffect, useRef, useState } from 'react';
import { timers } from '@club/contract/constants';

export function useTimedMessage<T>(ms: number = timers.cardMessageMs): [T | null, (value: T | null) => void] {
  const [message, setMessage] = useState<T | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const show = useCallback(
    (value: T | null) => {
      if (timer.current) clearTimeout(timer.current);
      setMessage(value);
      if (value !== null) timer.current = setTimeout(() => setMessage(null), ms);
    },
    [ms],
  );
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);
  return [message, show];
}
