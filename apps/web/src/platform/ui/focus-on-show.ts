import { useEffect, useRef } from 'react';

/**
 * A ref that focuses its element on the frame after it mounts, when it can take focus. `autoFocus`
 * fires as the element mounts: inside a modal opened without animation (the user asked for reduced
 * motion) the modal is still hidden at that moment, the focus is lost, and the modal focuses itself.
 */
export function useFocusOnShow<T extends { focus: () => void }>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const frame = requestAnimationFrame(() => ref.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);
  return ref;
}
