import { useRef, useState, type DragEvent } from 'react';

/**
 * Drag-and-drop handlers for a drop area. `active` is true while files are dragged over it;
 * nested elements do not make it flicker (enter/leave are counted).
 */
export function useFileDrop(onDropFiles: (files: File[]) => void, disabled = false) {
  const [active, setActive] = useState(false);
  const depth = useRef(0);

  const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer?.types ?? []).includes('Files');

  return {
    active,
    handlers: {
      onDragEnter: (event: DragEvent) => {
        if (disabled || !hasFiles(event)) return;
        event.preventDefault();
        depth.current += 1;
        setActive(true);
      },
      onDragOver: (event: DragEvent) => {
        if (disabled || !hasFiles(event)) return;
        // Without preventDefault the browser opens the dropped file instead of dropping it here.
        event.preventDefault();
      },
      onDragLeave: () => {
        depth.current = Math.max(0, depth.current - 1);
        if (depth.current === 0) setActive(false);
      },
      onDrop: (event: DragEvent) => {
        if (disabled) return;
        event.preventDefault();
        depth.current = 0;
        setActive(false);
        onDropFiles(Array.from(event.dataTransfer?.files ?? []));
      },
    },
  };
}
