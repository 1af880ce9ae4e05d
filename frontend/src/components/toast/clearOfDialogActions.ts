/** MUI's gap under a bottom-anchored Snackbar: 8 px on phones, 24 px from 600 px up. */
const bottomGap = (viewportWidth: number) => (viewportWidth >= 600 ? 24 : 8);

interface Edges {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

interface Viewport {
  width: number;
  height: number;
}

/**
 * How far above the bottom of the screen the toast must sit to leave an open dialog's buttons
 * clear: undefined where its usual place already does. Lifted, it sits just above the buttons,
 * near the thumb that pressed one, rather than over the dialog's title or close button.
 */
export function toastBottomClearOf(
  toast: Pick<Edges, 'left' | 'right'> & { height: number },
  actions: Edges,
  viewport: Viewport,
): number | undefined {
  const gap = bottomGap(viewport.width);
  const usualBottom = viewport.height - gap;
  const overlaps =
    toast.left < actions.right && toast.right > actions.left && usualBottom - toast.height < actions.bottom && usualBottom > actions.top;
  if (!overlaps) return undefined;
  // Never pushed off the top of a short screen.
  return Math.min(viewport.height - actions.top + gap, viewport.height - toast.height - gap);
}

/** The button bar of the open dialog on top, if any (a closing dialog's fade has set its opacity to 0). */
function openDialogActions(): HTMLElement | undefined {
  const bars = [...document.querySelectorAll<HTMLElement>('.MuiDialog-container .MuiDialogActions-root')];
  return bars.filter((bar) => bar.closest<HTMLElement>('.MuiDialog-container')?.style.opacity !== '0').at(-1);
}

/** The toast's bottom offset in px (undefined: its usual place), measured now. */
export function measureToastBottom(toast: HTMLElement | null): number | undefined {
  const actions = openDialogActions();
  if (!toast || !actions) return undefined;
  return toastBottomClearOf(toast.getBoundingClientRect(), actions.getBoundingClientRect(), {
    width: window.innerWidth,
    height: window.innerHeight,
  });
}

/**
 * Calls `place` whenever a dialog may have opened, closed, moved or resized (the page changed or
 * the window did), at most once a frame, until the returned function stops it.
 */
export function watchDialogs(place: () => void): () => void {
  let frame = 0;
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(() => ((frame = 0), place()));
  };
  const observer = new MutationObserver(schedule);
  observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['style'] });
  window.addEventListener('resize', schedule);
  return () => {
    observer.disconnect();
    window.removeEventListener('resize', schedule);
    cancelAnimationFrame(frame);
  };
}
